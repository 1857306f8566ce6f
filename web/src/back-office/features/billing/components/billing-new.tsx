import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import { CURRENCY_CODES } from '@shared/codelists/enums';
import { BILLING_TYPES, type BillingPreview } from '@shared/payments/billing-schemas';
import { ERRORS_NS } from '../../../../lib/errors-namespace';
import { errorMessage, notify } from '../../../../lib/notify';
import { awaitJob, BackOfficeForm, DateRangeFields, FormField, useBackOfficeForm } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { billingKeys, createBilling, organizerChoicesQuery, previewBilling } from '../api/billing-queries';
import { BILLING_NS } from '../billing-namespace';
import { billingFormSchema, EMPTY_BILLING_FORM, toBillingBody } from './billing-form-schema';
import { BillingTotals } from './billing-totals';

/**
 * /admin/payments/billing/new: the organizer, the period of payment days and the settings, checked
 * as they are typed; "Preview" shows the sums the settlement would take before it is created.
 */
export function BillingNew() {
  const { t } = useTranslation(BILLING_NS);
  const { t: tErrors } = useTranslation(ERRORS_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const organizers = useQuery(organizerChoicesQuery());
  const form = useBackOfficeForm({ schema: billingFormSchema, defaultValues: EMPTY_BILLING_FORM });
  const { register } = form;
  const preview = useMutation<BillingPreview, Error>({
    mutationFn: async () => {
      const values = billingFormSchema.parse(form.getValues());
      return previewBilling(toBillingBody(values));
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const showPreview = async () => {
    if (await form.trigger()) preview.mutate();
  };

  return (
    <ScreenPage
      title={t('new.title')}
      lead={t('new.lead')}
      actions={
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="..">{t('detail.back')}</RouterLink>
        </Button>
      }
    >
      <BackOfficeForm
        form={form}
        aria-label={t('new.title')}
        onSubmit={async (values) => {
          // Creating reads every order of the period: a job; the button spins until it is done.
          const { jobId } = await createBilling(toBillingBody(values));
          const job = await awaitJob(jobId, (code) => tErrors(code, { defaultValue: code }));
          const id = Number(job.result?.billingId);
          notify.success(t('new.created', { id }));
          void queryClient.invalidateQueries({ queryKey: billingKeys.all });
          void navigate(`../${id}`, { replace: true });
        }}
      >
        <FormField name="name" label={t('form.name')} required>
          <Input {...register('name')} autoComplete="off" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="organizerId" label={t('form.organizer')} required>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={organizers.isPending}>
              <NativeSelect.Field {...register('organizerId', { onChange: () => preview.reset() })}>
                <option value="">{t('form.chooseOrganizer')}</option>
                {organizers.data?.map((o) => (
                  <option key={o.guid} value={o.guid}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="type" label={t('form.type')} required help={t('form.typeHelp')}>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field {...register('type', { onChange: () => preview.reset() })}>
                {BILLING_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`type.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <DateRangeFields
            kind="date"
            labels={{ dateFrom: t('form.dateFrom'), dateTo: t('form.dateTo') }}
            onChange={() => preview.reset()}
          />
        </SimpleGrid>
        <FormField name="exceptions" label={t('form.exceptions')} help={t('form.exceptionsHelp')}>
          <Textarea
            recipe={textareaRecipe}
            rows={2}
            {...register('exceptions', { onChange: () => preview.reset() })}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <FormField name="currency" label={t('form.currency')} help={t('form.currencyHelp')}>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field {...register('currency', { onChange: () => preview.reset() })}>
                {CURRENCY_CODES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="provision" label={t('form.provision')} help={t('form.provisionHelp')}>
            <Input inputMode="decimal" {...register('provision', { onChange: () => preview.reset() })} />
          </FormField>
          <FormField name="taxRate" label={t('form.taxRate')}>
            <Input inputMode="decimal" {...register('taxRate', { onChange: () => preview.reset() })} />
          </FormField>
          <FormField name="external" label={t('form.external')} help={t('form.externalHelp')}>
            <Input inputMode="decimal" {...register('external', { onChange: () => preview.reset() })} />
          </FormField>
          <FormField name="outside" label={t('form.outside')} help={t('form.outsideHelp')}>
            <Input inputMode="decimal" {...register('outside', { onChange: () => preview.reset() })} />
          </FormField>
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button
            type="button"
            variant="outline"
            loading={preview.isPending}
            onClick={() => void showPreview()}
          >
            {t('new.preview')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('new.create')}
          </Button>
        </HStack>
      </BackOfficeForm>
      <Stack gap="2" role="status" aria-live="polite">
        {preview.data &&
          (preview.data.totals.length === 0 ? (
            <Text>{t('new.previewEmpty')}</Text>
          ) : (
            <BillingTotals totals={preview.data.totals} caption={t('new.previewCaption')} />
          ))}
      </Stack>
    </ScreenPage>
  );
}
