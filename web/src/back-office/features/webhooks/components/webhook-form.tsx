import { Button, Checkbox, Fieldset, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENT_TYPES,
  webhookBodySchema,
  type WebhookEventType,
} from '@shared/webhooks/webhook-schemas';
import { BackOfficeForm, FormField, useBackOfficeForm } from '../../../kit';
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
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={title} guardUnsaved={false}>
        <FormField name="url" label={t('fields.url')} required help={t('fields.urlHelp')}>
          <Input type="url" inputMode="url" autoComplete="off" {...form.register('url')} />
        </FormField>
        <FormField name="description" label={t('fields.description')}>
          <Input autoComplete="off" {...form.register('description')} />
        </FormField>
        <Controller
          control={form.control}
          name="events"
          render={({ field, fieldState }) => (
            <Fieldset.Root invalid={!!fieldState.error}>
              <Fieldset.Legend>{t('fields.events')}</Fieldset.Legend>
              <Stack gap="1">
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox.Root
                    key={type}
                    checked={field.value.includes(type)}
                    onCheckedChange={(e) =>
                      field.onChange(
                        e.checked === true
                          ? [...field.value, type]
                          : field.value.filter((v: WebhookEventType) => v !== type),
                      )
                    }
                  >
                    <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{t(`events.${type}`)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
              {fieldState.error && <Fieldset.ErrorText>{t('fields.eventsRequired')}</Fieldset.ErrorText>}
            </Fieldset.Root>
          )}
        />
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('form.create')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </HStack>
      </BackOfficeForm>
    </Stack>
  );
}
