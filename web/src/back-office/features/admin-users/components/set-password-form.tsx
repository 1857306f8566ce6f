import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminResetPasswordBodySchema } from '@shared/accounts/admin-user-schemas';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import { api } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { BackOfficeForm, useBackOfficeForm } from '../../../kit';
import { ADMIN_USERS_NS } from '../admin-users-namespace';
import { userChanged } from '../api/admin-users-queries';
import { PasswordFields } from './user-form-fields';

/** RESET_PASSWORD without e-mail: the admin sets the password (the user's sessions end). */
export function SetPasswordForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const client = useQueryClient();
  const form = useBackOfficeForm({
    schema: adminResetPasswordBodySchema,
    defaultValues: { sendEmail: false, password: '', passwordConfirm: '' },
  });
  const save = async (body: (typeof adminResetPasswordBodySchema)['_zod']['output']) => {
    const answer = await api.call(adminUsersRoutes.resetPassword, { params: { id: userId }, body });
    userChanged(client, answer);
    notify.success(t('actions.passwordSet'));
    onDone();
  };
  return (
    <BackOfficeForm form={form} onSubmit={save} aria-label={t('actions.setPassword')}>
      <PasswordFields />
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={form.formState.isSubmitting}>
        {t('actions.setPasswordSubmit')}
      </Button>
    </BackOfficeForm>
  );
}
