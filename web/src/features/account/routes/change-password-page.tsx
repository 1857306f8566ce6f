import { Button, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link';
import type { TokenBody } from '@shared/accounts/account-schemas';
import { Page } from '../../../components/page';
import { isApiError } from '../../../lib/api-client';
import { ACCOUNT_NS } from '../../../components/account-forms/account-namespace';
import { checkResetToken, resetPassword } from '../api/account-api';
import { AnonymousOnly } from '../components/anonymous-only';
import { NewPasswordFields } from '../../../components/account-forms/new-password-fields';
import { useNewPassword } from '../../../components/account-forms/use-new-password';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import { SignInHint } from '../components/sign-in-hint';
import { readAccountLink } from '../model/account-link';
import { hasProblems, newPasswordProblems } from '../../../components/account-forms/form-errors';

const FIELDS = ['password', 'confirmation'] as const;

function NewLinkHint() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Link asChild color="brand.fg">
      <RouterLink to="/forgot-password">{t('reset.newLink')}</RouterLink>
    </Link>
  );
}

function ResetForm({ link, email }: { link: TokenBody; email: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const failureText = useFailureText();
  const form = useNewPassword(FIELDS);
  const { password, confirmation, problems } = form;
  const mutation = useMutation({ mutationFn: resetPassword, meta: { silentError: true } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.refuse(newPasswordProblems(password, confirmation))) return;
    mutation.mutate(
      { ...link, password, passwordConfirm: confirmation },
      { onError: (error) => form.refuseFromServer(error, { passwordConfirm: 'confirmation' }) },
    );
  };

  if (mutation.isSuccess)
    return (
      <Stack gap="6">
        <ResultAlert status="success" title={t('account.passwordChanged', { ns: 'errors' })} />
        <SignInHint />
      </Stack>
    );

  const showFailure = mutation.isError && !hasProblems(problems);
  const linkGone =
    isApiError(mutation.error) &&
    ['account.tokenUsed', 'account.tokenExpired', 'account.tokenInvalid'].includes(mutation.error.code ?? '');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5" maxW="md">
        <Text>{t('reset.forAccount', { email })}</Text>
        <NewPasswordFields {...form.fieldProps} passwordLabel={t('fields.newPassword')} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={mutation.isPending}>
          {t('reset.submit')}
        </Button>
        {showFailure && (
          <ResultAlert status="error" title={t('reset.failedTitle')}>
            {failureText(mutation.error)} {linkGone && <NewLinkHint />}
          </ResultAlert>
        )}
      </Stack>
    </form>
  );
}

function PasswordReset() {
  const { t } = useTranslation(ACCOUNT_NS);
  const failureText = useFailureText();
  const [search] = useSearchParams();
  const link = readAccountLink(search);
  const check = useQuery({
    queryKey: ['account', 'reset-token', link?.userId, link?.token],
    queryFn: () => checkResetToken(link!),
    enabled: link !== null,
    retry: false,
    staleTime: Infinity,
    meta: { silentError: true },
  });

  if (!link)
    return (
      <ResultAlert status="error" title={t('reset.invalidTitle')}>
        {t('account.tokenInvalid', { ns: 'errors' })} <NewLinkHint />
      </ResultAlert>
    );
  if (check.isPending)
    return (
      <Stack direction="row" gap="3" align="center" role="status">
        <Spinner size="sm" />
        <Text>{t('reset.checking')}</Text>
      </Stack>
    );
  if (check.isError)
    return (
      <ResultAlert status="error" title={t('reset.invalidTitle')}>
        {failureText(check.error)} <NewLinkHint />
      </ResultAlert>
    );
  return <ResetForm link={link} email={check.data.email} />;
}

/** /change-password?token=…&userId=…: the link of the password reset e-mail. */
export function ChangePasswordPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <AnonymousOnly>
      <Page title={t('reset.title')}>
        <PasswordReset />
      </Page>
    </AnonymousOnly>
  );
}
