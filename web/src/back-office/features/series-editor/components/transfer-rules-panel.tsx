import { Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelfServiceSettings } from '@shared/self-service/race-change-schemas';
import {
  DEFAULT_TRANSFER_RULES,
  transferRulesFormSchema,
  transferRulesFormValues,
  type TransferRulesForm,
} from '@shared/self-service/transfer-schemas';
import { CheckboxField, DateTimeInput, FormField } from '../../../kit';
import { selfServiceQuery, useSaveTransferRules } from '../api/transfer-rules-queries';
import { TRANSFER_RULES_NS } from '../transfer-rules-namespace';
import { RulesForm, RulesSection } from './rules-panel';

function Fields() {
  const { t } = useTranslation(TRANSFER_RULES_NS);
  const { control, register } = useFormContext<TransferRulesForm>();
  return (
    <>
      <CheckboxField<TransferRulesForm> name="allowed" label={t('allowed')} />
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start">
        <FormField name="until" label={t('until')} help={t('untilHelp')}>
          <Controller
            control={control}
            name="until"
            render={({ field }) => (
              <DateTimeInput
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <FormField name="fee" label={t('fee')} help={t('feeHelp')}>
          <Input inputMode="decimal" maxW="40" autoComplete="off" {...register('fee')} />
        </FormField>
      </Stack>
      <Controller
        control={control}
        name="startNumber"
        render={({ field }) => (
          <RadioGroup.Root
            name={field.name}
            value={field.value}
            onValueChange={(e) => field.onChange(e.value)}
            aria-label={t('startNumber')}
          >
            <Text as="span" fontSize="sm" fontWeight="medium">
              {t('startNumber')}
            </Text>
            <Stack direction={{ base: 'column', md: 'row' }} gap="4" mt="1">
              {(['keep', 'clear'] as const).map((v) => (
                <RadioGroup.Item key={v} value={v}>
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(v)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
      />
    </>
  );
}

/**
 * The race editor's transfer rules (issue 27 item 2; docs/self-service.md): allowed, until when,
 * the fee and the start number's fate, saved through the race's self-service call (history).
 */
export function TransferRulesPanel({ subEventGuid }: { subEventGuid: string }) {
  const { t } = useTranslation(TRANSFER_RULES_NS);
  const query = useQuery(selfServiceQuery(subEventGuid));
  return (
    <RulesSection
      id={`transfer-rules-${subEventGuid}`}
      title={t('title')}
      help={t('intro')}
      query={query}
      loadingLabel={t('loading')}
    >
      {(settings) => <TransferForm key={settings.version} settings={settings} />}
    </RulesSection>
  );
}

function TransferForm({ settings }: { settings: SelfServiceSettings }) {
  const { t } = useTranslation(TRANSFER_RULES_NS);
  const save = useSaveTransferRules(settings);
  return (
    <RulesForm
      schema={transferRulesFormSchema}
      defaultValues={transferRulesFormValues(settings.selfService.transfer ?? DEFAULT_TRANSFER_RULES)}
      label={t('formLabel')}
      saveLabel={t('save')}
      savedText={t('saved')}
      onSave={(values) => save.mutateAsync(values)}
    >
      <Fields />
    </RulesForm>
  );
}
