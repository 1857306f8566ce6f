import { Heading, Input, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARTNER_KEY_SCOPES, type PartnerKeyScope } from '@shared/partner-api/partner-key-scopes';
import {
  partnerKeyBodySchema,
  type PartnerKey,
  type PartnerKeyBody,
} from '@shared/partner-api/partner-key-schemas';
import {
  BackOfficeForm,
  CheckboxGroupField,
  DateTimeInput,
  FormField,
  SaveCancel,
  useBackOfficeForm,
} from '../../../kit';
import { PARTNER_KEYS_NS } from '../partner-keys-namespace';

export interface PartnerKeyFormProps {
  onSubmit: (values: PartnerKeyBody) => Promise<void>;
  onCancel: () => void;
  /** The key being edited; absent: a new key. */
  editing?: PartnerKey;
}

/**
 * A new key, or an existing key's edit: a name, what it may read, an optional expiry (the shared
 * schema the server checks).
 */
export function PartnerKeyForm({ onSubmit, onCancel, editing }: PartnerKeyFormProps) {
  const { t } = useTranslation(PARTNER_KEYS_NS);
  const form = useBackOfficeForm({
    schema: partnerKeyBodySchema,
    defaultValues: editing
      ? { name: editing.name, scopes: [...editing.scopes], expiresAt: editing.expiresAt }
      : { name: '', scopes: [...PARTNER_KEY_SCOPES] as PartnerKeyScope[], expiresAt: null },
  });
  const title = editing ? t('edit.title', { name: editing.name }) : t('form.title');
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={title} guardUnsaved={false}>
        <FormField name="name" label={t('fields.name')} required help={t('fields.nameHelp')}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <CheckboxGroupField
          name="scopes"
          legend={t('fields.scopes')}
          options={PARTNER_KEY_SCOPES.map((scope) => [scope, t(`scopes.${scope}`)])}
          errorText={t('fields.scopesRequired')}
        />
        <FormField name="expiresAt" label={t('fields.expiresAt')}>
          <Controller
            control={form.control}
            name="expiresAt"
            render={({ field }) => (
              <DateTimeInput
                name={field.name}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value || null)}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <SaveCancel
          saveText={editing ? t('edit.save') : t('form.create')}
          cancelText={t('form.cancel')}
          onCancel={onCancel}
        />
      </BackOfficeForm>
    </Stack>
  );
}
