import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { eventEmailBodySchema, type EventEmail } from '@shared/back-office/email-schemas';
import { useBackOfficeForm } from '../../../kit';
import { previewEventEmail, saveEventEmail, sendTestEventEmail } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';
import { draftOf, EmailFormLayout, emailFormValues, useSaveEmail } from './email-form-parts';
import { RaceConditions } from './race-conditions';

const formSchema = eventEmailBodySchema.omit({ eventGuid: true });
type FormInput = (typeof formSchema)['_zod']['input'];
type FormOutput = (typeof formSchema)['_zod']['output'];

export interface EmailFormProps {
  eventGuid: string;
  /** The e-mail being edited; a new one without it. */
  email?: EventEmail;
  /** The kind a new e-mail starts with. */
  type?: number;
  onDone: () => void;
}

/**
 * One event e-mail: kind, subject and body in Czech with the English translation, conditions, and
 * beside it the preview rendered by the sender. The body is HTML that the server sanitises; a click
 * on a variable inserts it where the cursor was.
 */
export function EmailForm({ eventGuid, email, type = 1, onDone }: EmailFormProps) {
  const { t } = useTranslation(EMAILS_NS);
  const form = useBackOfficeForm<FormInput, FormOutput>({
    schema: formSchema,
    defaultValues: emailFormValues<FormInput['conditions']>(email, type, {
      paymentMethods: [],
      subEventGuids: [],
      categoryGuids: [],
    }),
  });
  const watched = useWatch({ control: form.control });
  const save = useSaveEmail(
    (values: FormOutput) => saveEventEmail({ ...values, eventGuid }, email?.guid),
    !!email,
    onDone,
  );
  return (
    <EmailFormLayout
      form={form}
      title={email ? t('form.editTitle', { kind: t(`types.${email.type}`) }) : t('form.newTitle')}
      orderHelp={t('fields.orderHelp')}
      onSubmit={save}
      onDone={onDone}
      draft={draftOf(watched, type)}
      preview={(draft, signal) => previewEventEmail({ ...draft, eventGuid }, signal)}
      sendTest={(draft) => sendTestEventEmail({ ...draft, eventGuid })}
      moreConditions={
        <RaceConditions
          eventGuid={eventGuid}
          subEventGuids={(watched.conditions?.subEventGuids ?? []).filter((g): g is string => !!g)}
          categoryGuids={(watched.conditions?.categoryGuids ?? []).filter((g): g is string => !!g)}
          onChange={(next) => {
            form.setValue('conditions.subEventGuids', next.subEventGuids, { shouldDirty: true });
            form.setValue('conditions.categoryGuids', next.categoryGuids, { shouldDirty: true });
          }}
        />
      }
    />
  );
}
