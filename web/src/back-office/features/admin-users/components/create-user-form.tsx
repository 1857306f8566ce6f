import { Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-recipes/fieldset';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import { createAdminUserBodySchema } from '@shared/accounts/admin-user-schemas';
import type { z } from 'zod';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import { api } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { BackOfficeForm, useBackOfficeForm } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { ADMIN_USERS_NS } from '../admin-users-namespace';
import { userChanged } from '../api/admin-users-queries';
import { PasswordFields, PersonalFields, RoleFields } from './user-form-fields';

type CreateAdminUserInput = z.input<typeof createAdminUserBodySchema>;

/**
 * /admin/users/new: a user gets either an e-mail with a link to set their own password (which
 * activates the account), or – "without e-mail" – the password the admin types, active at once.
 */
export function CreateUserForm() {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useBackOfficeForm({
    schema: createAdminUserBodySchema,
    // Both branches' fields start empty: switching to "without e-mail" shows empty password fields.
    defaultValues: {
      sendEmail: true,
      firstName: '',
      lastName: '',
      email: '',
      language: 'cs',
      admin: false,
      eventManager: false,
      password: '',
      passwordConfirm: '',
    } as CreateAdminUserInput,
  });
  const sendEmail = useWatch({ control: form.control, name: 'sendEmail' });

  const save = async (body: (typeof createAdminUserBodySchema)['_zod']['output']) => {
    const answer = await api.call(adminUsersRoutes.create, { body });
    userChanged(client, answer);
    const name = `${answer.userData.firstName} ${answer.userData.lastName}`;
    if (answer.emailError) notify.warning(t('create.emailFailed', { name }));
    else notify.success(t(body.sendEmail ? 'create.doneWithEmail' : 'create.done', { name }));
    await navigate(`../${answer.userData.userId}`, { replace: true });
  };

  return (
    <ScreenPage title={t('create.title')} lead={t('create.lead')}>
      <BackOfficeForm form={form} onSubmit={save} aria-label={t('create.title')}>
        <PersonalFields />
        <Fieldset.Root recipe={fieldsetSlotRecipe} gap="2">
          <Fieldset.Legend fontWeight="medium">{t('create.passwordChoice')}</Fieldset.Legend>
          <Controller
            control={form.control}
            name="sendEmail"
            render={({ field }) => (
              <Stack gap="2">
                {[true, false].map((value) => (
                  <HStack as="label" key={String(value)} gap="2" align="flex-start" cursor="pointer">
                    <input
                      type="radio"
                      name={field.name}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      onBlur={field.onBlur}
                      style={{ marginTop: '0.3em' }}
                    />
                    <Box>
                      <Text>{t(value ? 'create.sendEmail' : 'create.setPassword')}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t(value ? 'create.sendEmailHelp' : 'create.setPasswordHelp')}
                      </Text>
                    </Box>
                  </HStack>
                ))}
              </Stack>
            )}
          />
        </Fieldset.Root>
        {!sendEmail && <PasswordFields />}
        <Fieldset.Root recipe={fieldsetSlotRecipe} gap="2">
          <Fieldset.Legend fontWeight="medium">{t('fields.roles')}</Fieldset.Legend>
          <RoleFields />
        </Fieldset.Root>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('create.submit')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="..">{t('back')}</RouterLink>
          </Button>
        </HStack>
      </BackOfficeForm>
    </ScreenPage>
  );
}
