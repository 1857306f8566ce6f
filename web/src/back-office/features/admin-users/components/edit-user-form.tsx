import { Button, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateAdminUserBodySchema, type AdminUser } from '@shared/accounts/admin-user-schemas';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import { api } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { BackOfficeForm, useBackOfficeForm } from '../../../kit';
import { ADMIN_USERS_NS } from '../admin-users-namespace';
import { userChanged } from '../api/admin-users-queries';
import { PersonalFields } from './user-form-fields';

/** Personal data and language of a user (PUT admin/users/{id}; the account state stays as it is). */
export function EditUserForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const client = useQueryClient();
  const form = useBackOfficeForm({
    schema: updateAdminUserBodySchema,
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      language: user.language,
    },
  });
  const save = async (body: (typeof updateAdminUserBodySchema)['_zod']['output']) => {
    const answer = await api.call(adminUsersRoutes.update, { params: { id: user.userId }, body });
    userChanged(client, answer);
    notify.success(t('edit.done'));
  };
  return (
    <BackOfficeForm form={form} onSubmit={save} aria-label={t('edit.title')}>
      <PersonalFields />
      <HStack gap="3" wrap="wrap">
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
          {t('edit.submit')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!form.formState.isDirty}
          onClick={() => form.reset()}
        >
          {t('edit.undo')}
        </Button>
      </HStack>
    </BackOfficeForm>
  );
}
