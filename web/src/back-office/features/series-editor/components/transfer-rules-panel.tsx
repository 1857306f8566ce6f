import { Button, Checkbox, Heading, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelfServiceSettings } from '@shared/self-service/race-change-schemas';
import {
  DEFAULT_TRANSFER_RULES,
  transferRulesFormSchema,
  transferRulesFormValues,
  type TransferRulesForm,
} from '@shared/self-service/transfer-schemas';
import { notify } from '../../../../lib/notify';
import { BackOfficeForm, DateTimeInput, FormField, QueryProblem, useBackOfficeForm } from '../../../kit';
import { selfServiceQuery, useSaveTransferRules } from '../api/transfer-rules-queries';
import { TRANSFER_RULES_NS } from '../transfer-rules-namespace';

function Fields() {
  const { t } = useTranslation(TRANSFER_RULES_NS);
  const { control, register } = useFormContext<TransferRulesForm>();
  const { isSubmitting } = useFormState();
  return (
    <>
      <Controller
        control={control}
        name="allowed"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
            <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t('allowed')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
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
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('save')}
        </Button>
      </div>
    </>
  );
}

function RulesForm({ settings }: { settings: SelfServiceSettings }) {
  const { t } = useTranslation(TRANSFER_RULES_NS);
  const save = useSaveTransferRules(settings);
  const form = useBackOfficeForm({
    schema: transferRulesFormSchema,
    defaultValues: transferRulesFormValues(settings.selfService.transfer ?? DEFAULT_TRANSFER_RULES),
  });
  return (
    <BackOfficeForm
      form={form}
      aria-label={t('formLabel')}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        notify.success(t('saved'));
      }}
    >
      <Fields />
    </BackOfficeForm>
  );
}

/**
 * The race editor's transfer rules (issue 27 item 2; docs/self-service.md): allowed, until when,
 * the fee and the start number's fate, saved through the race's self-service call (history).
 */
export function TransferRulesPanel({ subEventGuid }: { subEventGuid: string }) {
  const { t } = useTranslation(TRANSFER_RULES_NS);
  const settings = useQuery(selfServiceQuery(subEventGuid));
  return (
    <Stack
      as="section"
      gap="3"
      borderWidth="1px"
      rounded="md"
      p="4"
      aria-labelledby={`transfer-rules-${subEventGuid}`}
    >
      <Heading as="h3" size="md" id={`transfer-rules-${subEventGuid}`}>
        {t('title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('intro')}
      </Text>
      <QueryProblem query={settings} loadingLabel={t('loading')} />
      {settings.data && <RulesForm key={settings.data.version} settings={settings.data} />}
    </Stack>
  );
}
