import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasProblems, newPasswordProblems } from '../../../components/account-forms/form-errors';
import { FormSubmit } from '../../../components/account-forms/form-submit';
import { NewPasswordFields } from '../../../components/account-forms/new-password-fields';
import { useNewPassword } from '../../../components/account-forms/use-new-password';
import { Page } from '../../../components/page';
import { setUpFirstPassword } from '../../../components/social/social-api';
import { SOCIAL_NS } from '../../../components/social/social-namespace';
import { notify } from '../../../lib/notify';

const FIELDS = ['password', 'confirmation'] as const;

/** After a first sign-in with a network: an optional password (users/password/set-up), or "Not now". */
export function PasswordSetUpStep({ network, onDone }: { network: string; onDone: () => void }) {
  const { t } = useTranslation(SOCIAL_NS);
  const form = useNewPassword(FIELDS);
  const { password, confirmation, problems } = form;
  const mutation = useMutation({
    mutationFn: () => setUpFirstPassword(password, confirmation),
    meta: { silentError: true },
    onSuccess: () => {
      notify.success(t('password.saved'));
      onDone();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.refuse(newPasswordProblems(password, confirmation))) return;
    mutation.mutate(undefined, {
      onError: (error) => form.refuseFromServer(error, { passwordConfirm: 'confirmation' }),
    });
  };
  return (
    <Page title={t('password.title')} lead={t('password.lead', { network })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5" maxW="xl">
          <NewPasswordFields {...form.fieldProps} />
          <FormSubmit
            label={t('password.submit')}
            call={mutation}
            failureTitle={t('password.failed')}
            shownByFields={hasProblems(problems)}
          >
            <Button variant="outline" onClick={onDone}>
              {t('password.skip')}
            </Button>
          </FormSubmit>
        </Stack>
      </form>
    </Page>
  );
}
