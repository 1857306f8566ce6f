import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { ACCOUNT_NS } from '../../../components/account-forms/account-namespace';
import { requestPasswordReset, resendActivationEmail } from '../api/account-api';
import { AnonymousOnly } from '../components/anonymous-only';
import { EmailRequestForm } from '../components/email-request-form';

/** /resend-activation-email: the activation e-mail once more (after the wait of spec §9). */
export function ResendActivationPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <AnonymousOnly>
      <Page title={t('resend.title')} lead={t('resend.lead')}>
        <EmailRequestForm request={resendActivationEmail} submitLabel={t('resend.submit')} />
      </Page>
    </AnonymousOnly>
  );
}

/** /forgot-password: e-mails a link to set a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <AnonymousOnly>
      <Page title={t('forgot.title')} lead={t('forgot.lead')}>
        <EmailRequestForm request={requestPasswordReset} submitLabel={t('forgot.submit')} />
      </Page>
    </AnonymousOnly>
  );
}
