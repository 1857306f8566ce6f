import { Input } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  discountFormSchema,
  type DiscountForm as DiscountFormValues,
  type DiscountView,
} from '@shared/back-office/discount-schemas';
import { notify } from '../../../../lib/notify';
import { BackOfficeForm, FormField, FormPanel, SaveCancel, useBackOfficeForm } from '../../../kit';
import { discountsChanged, saveDiscount } from '../api/discounts-queries';
import { DISCOUNTS_NS } from '../discounts-namespace';
import { DiscountFields } from './discount-fields';
import { ScopeFields } from './scope-fields';

export const NEW_DISCOUNT: DiscountFormValues = {
  code: '',
  description: '',
  price: '',
  currency: 'CZK',
  discountRange: 3,
  codeRange: 3,
  usageLimit: 0,
  validFrom: null,
  validTo: null,
  scope: {},
  exceptions: {},
};

const valuesOf = (d: DiscountView): DiscountFormValues => ({
  code: d.code,
  description: d.description,
  price: d.price,
  currency: d.currency,
  discountRange: d.discountRange,
  codeRange: d.codeRange,
  usageLimit: d.usageLimit,
  validFrom: d.validFrom,
  validTo: d.validTo,
  scope: d.scope,
  exceptions: d.exceptions,
});

export interface DiscountFormProps {
  seriesGuid: string;
  /** The code being edited; a new code without it. */
  discount?: DiscountView;
  onDone: () => void;
}

/**
 * One discount code. Checked as the user types (a formula's first problem shows at once), with the
 * same shared schema the server checks; a code taken in the series comes back onto the code field.
 */
export function DiscountForm({ seriesGuid, discount, onDone }: DiscountFormProps) {
  const { t } = useTranslation(DISCOUNTS_NS);
  const client = useQueryClient();
  const form = useBackOfficeForm({
    schema: discountFormSchema,
    defaultValues: discount ? valuesOf(discount) : NEW_DISCOUNT,
    mode: 'onChange',
  });
  const title = discount ? t('form.editTitle', { code: discount.code }) : t('form.newTitle');

  const save = async (values: (typeof discountFormSchema)['_zod']['output']) => {
    const saved = await saveDiscount({ ...values, seriesGuid }, discount?.code);
    await discountsChanged(client, seriesGuid);
    notify.success(t(discount ? 'form.updated' : 'form.created', { code: saved.code }));
    onDone();
  };

  return (
    <FormPanel title={title}>
      <BackOfficeForm form={form} onSubmit={save} aria-label={title} guardUnsaved={false}>
        <FormField name="code" label={t('fields.code')} required help={t('fields.codeHelp')}>
          <Input autoComplete="off" {...form.register('code')} />
        </FormField>
        <DiscountFields />
        <ScopeFields seriesGuid={seriesGuid} />
        <SaveCancel saveText={t('form.save')} cancelText={t('form.cancel')} onCancel={onDone} />
      </BackOfficeForm>
    </FormPanel>
  );
}
