import { Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENT_TYPES,
  webhookBodySchema,
  type WebhookEventType,
} from '@shared/webhooks/webhook-schemas';
import {
  BackOfficeForm,
  CheckboxGroupField,
  FormField,
  FormPanel,
  SaveCancel,
  useBackOfficeForm,
} from '../../../kit';
import { WEBHOOKS_NS } from '../webhooks-namespace';

export interface WebhookFormProps {
  onSubmit: (values: (typeof webhookBodySchema)['_zod']['output']) => Promise<void>;
  onCancel: () => void;
}

/** A new endpoint: its URL, a note, the events it wants (the shared schema the server checks). */
export function WebhookForm({ onSubmit, onCancel }: WebhookFormProps) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const form = useBackOfficeForm({
    schema: webhookBodySchema,
    defaultValues: { url: '', description: '', events: ['order.paid'] as WebhookEventType[] },
  });
  const title = t('form.title');
  return (
    <FormPanel title={title}>
      <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={title} guardUnsaved={false}>
        <FormField name="url" label={t('fields.url')} required help={t('fields.urlHelp')}>
          <Input type="url" inputMode="url" autoComplete="off" {...form.register('url')} />
        </FormField>
        <FormField name="description" label={t('fields.description')}>
          <Input autoComplete="off" {...form.register('description')} />
        </FormField>
        <CheckboxGroupField
          name="events"
          legend={t('fields.events')}
          options={WEBHOOK_EVENT_TYPES.map((type) => [type, t(`events.${type}`)])}
          errorText={t('fields.eventsRequired')}
        />
        <SaveCancel saveText={t('form.create')} cancelText={t('form.cancel')} onCancel={onCancel} />
      </BackOfficeForm>
    </FormPanel>
  );
}
