import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { globalEmailBodySchema, type GlobalEmail } from '@shared/back-office/email-schemas';
import { useBackOfficeForm } from '../../../kit';
import { previewGlobalEmail, saveGlobalEmail, sendTestGlobalEmail } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';
import { draftOf, EmailFormLayout, emailFormValues, useSaveEmail } from './email-form-parts';

type FormInput = (typeof globalEmailBodySchema)['_zod']['input'];
type FormOutput = (typeof globalEmailBodySchema)['_zod']['output'];

export interface GlobalEmailFormProps {
  /** The e-mail being edited; a new one without it. */
  email?: GlobalEmail;
  /** The kind a new e-mail starts with. */
  type?: number;
  onDone: () => void;
}

/**
 * A global e-mail (every series): kind, subject and body in Czech with the English translation, an
 * optional payment-method condition, and beside it the preview rendered by the sender.
 */
export function GlobalEmailForm({ email, type = 1, onDone }: GlobalEmailFormProps) {
  const { t } = useTranslation(EMAILS_NS);
  const form = useBackOfficeForm<FormInput, FormOutput>({
    schema: globalEmailBodySchema,
    defaultValues: emailFormValues<FormInput['conditions']>(email, type, { paymentMethods: [] }),
  });
  const watched = useWatch({ control: form.control });
  const save = useSaveEmail((values: FormOutput) => saveGlobalEmail(values, email?.guid), !!email, onDone);
  return (
    <EmailFormLayout
      form={form}
      title={email ? t('global.editTitle', { kind: t(`types.${email.type}`) }) : t('global.newTitle')}
      orderHelp={t('global.orderHelp')}
      onSubmit={save}
      onDone={onDone}
      draft={draftOf(watched, type)}
      preview={previewGlobalEmail}
      sendTest={sendTestGlobalEmail}
    />
  );
}
