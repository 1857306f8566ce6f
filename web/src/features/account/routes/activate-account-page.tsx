import { Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link';
import { Page } from '../../../components/page';
import { ACCOUNT_NS } from '../../../components/account-forms/account-namespace';
import { activateAccount } from '../api/account-api';
import { AnonymousOnly } from '../components/anonymous-only';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import { SignInHint } from '../components/sign-in-hint';
import { readAccountLink } from '../model/account-link';

function Activation() {
  const { t } = useTranslation(ACCOUNT_NS);
  const failureText = useFailureText();
  const [search] = useSearchParams();
  const link = readAccountLink(search);
  // A query, not an effect: one call per link even when the page mounts twice (StrictMode).
  const activation = useQuery({
    queryKey: ['account', 'activate', link?.userId, link?.token],
    queryFn: () => activateAccount(link!),
    enabled: link !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silentError: true },
  });

  const resend = (
    <Link asChild color="brand.fg">
      <RouterLink to="/resend-activation-email">{t('activate.resendLink')}</RouterLink>
    </Link>
  );

  if (!link)
    return (
      <ResultAlert status="error" title={t('activate.failedTitle')}>
        {t('account.tokenInvalid', { ns: 'errors' })} {resend}
      </ResultAlert>
    );
  if (activation.isPending)
    return (
      <Stack direction="row" gap="3" align="center" role="status">
        <Spinner size="sm" />
        <Text>{t('activate.working')}</Text>
      </Stack>
    );
  if (activation.isError)
    return (
      <ResultAlert status="error" title={t('activate.failedTitle')}>
        {failureText(activation.error)} {resend}
      </ResultAlert>
    );
  return (
    <Stack gap="6">
      <ResultAlert
        status="success"
        title={activation.data === 'activated' ? t('activate.doneTitle') : t('activate.alreadyTitle')}
      >
        {activation.data === 'activated'
          ? t('account.activated', { ns: 'errors' })
          : t('account.alreadyActive', { ns: 'errors' })}
      </ResultAlert>
      <SignInHint />
    </Stack>
  );
}

/** /activate-account?token=…&userId=…: the link of the activation e-mail. */
export function ActivateAccountPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <AnonymousOnly>
      <Page title={t('activate.title')}>
        <Activation />
      </Page>
    </AnonymousOnly>
  );
}
