import { Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  paymentDetailFieldsSchema,
  type PaymentDetail,
  type PaymentDetailFields,
} from '@shared/back-office/payment-detail-schemas';
import { CURRENCY_CODES } from '@shared/codelists/enums';
import { api } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/notify';
import { BackOfficeForm, FormField, SelectField, SubmitButton, useBackOfficeForm } from '../../../kit';
import { eventsQuery, paymentDetailsQuery, subEventsQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { useSession } from '../../../../lib/session';
import { PaymentDetailBankPayments } from './payment-detail-bank-payments';
import { FioConnectionPanel } from './fio-connection-panel';
import { FIO_BANK_CODE } from '@shared/payments/fio-connection-schemas';
import { RecordEditor } from './record-editor';

export const EMPTY_PAYMENT_DETAIL: PaymentDetailFields = {
  bankAccount: '',
  bankCode: '',
  currency: 'CZK',
  swift: '',
  iban: '',
  constantSymbol: '',
  eventGuid: '',
  subEventGuid: '',
  categoryGuid: '',
  waveGuid: '',
};

/** Where the account applies: the whole series, or an event, a race, a category or a wave of it. */
function ScopeFields({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const [eventGuid, subEventGuid] = useWatch({ name: ['eventGuid', 'subEventGuid'] }) as [string, string];
  const events = useQuery(eventsQuery(seriesId));
  const races = useQuery({ ...subEventsQuery(eventGuid), enabled: !!eventGuid });
  const race = races.data?.find((r) => r.guid === subEventGuid);
  const all = t('paymentDetails.all');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField
        name="eventGuid"
        label={t('paymentDetails.form.eventGuid')}
        options={[['', all], ...(events.data ?? []).map((e): [string, string] => [e.guid, e.name])]}
      />
      <SelectField
        name="subEventGuid"
        label={t('paymentDetails.form.subEventGuid')}
        options={[['', all], ...(races.data ?? []).map((r): [string, string] => [r.guid, r.name])]}
      />
      <SelectField
        name="categoryGuid"
        label={t('paymentDetails.form.categoryGuid')}
        options={[['', all], ...(race?.categories ?? []).map((c): [string, string] => [c.guid, c.name])]}
      />
      <SelectField
        name="waveGuid"
        label={t('paymentDetails.form.waveGuid')}
        options={[['', all], ...(race?.waves ?? []).map((w): [string, string] => [w.guid, w.name])]}
      />
    </SimpleGrid>
  );
}

export function PaymentDetailForm({
  seriesId,
  defaultValues,
  submitLabel,
  onSubmit,
}: {
  seriesId: string;
  defaultValues: PaymentDetailFields;
  submitLabel: string;
  onSubmit: (values: PaymentDetailFields) => Promise<unknown>;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const form = useBackOfficeForm({ schema: paymentDetailFieldsSchema, defaultValues });
  const label = (name: keyof PaymentDetailFields) => t(`paymentDetails.form.${name}`);
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('paymentDetails.formLabel')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField name="bankAccount" label={label('bankAccount')} required>
          <Input {...form.register('bankAccount')} autoComplete="off" placeholder="19-2000145399" />
        </FormField>
        <FormField name="bankCode" label={label('bankCode')} required>
          <Input {...form.register('bankCode')} autoComplete="off" inputMode="numeric" placeholder="0800" />
        </FormField>
        <SelectField
          name="currency"
          label={label('currency')}
          options={CURRENCY_CODES.map((c): [string, string] => [c, c])}
        />
        <FormField name="iban" label={label('iban')} help={t('paymentDetails.ibanHelp')}>
          <Input {...form.register('iban')} autoComplete="off" />
        </FormField>
        <FormField name="swift" label={label('swift')}>
          <Input {...form.register('swift')} autoComplete="off" />
        </FormField>
        <FormField name="constantSymbol" label={label('constantSymbol')}>
          <Input {...form.register('constantSymbol')} autoComplete="off" inputMode="numeric" />
        </FormField>
      </SimpleGrid>
      <ScopeFields seriesId={seriesId} />
      <SubmitButton label={submitLabel} />
    </BackOfficeForm>
  );
}

const fieldsOf = ({ guid: _g, seriesGuid: _s, ...fields }: PaymentDetail): PaymentDetailFields => fields;

/** The series' payment details tab (spec §2): bank accounts per currency and scope, edited in place. */
export function PaymentDetailsTab({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const list = useQuery(paymentDetailsQuery(seriesId));
  // The account's bank payments are the admin's (payments belong to the admin menu, spec §6).
  const isAdmin = useSession().user?.roles.includes('admin') ?? false;
  const scopeText = (d: PaymentDetail) =>
    [d.eventGuid, d.subEventGuid, d.categoryGuid, d.waveGuid].some(Boolean)
      ? t('paymentDetails.scoped')
      : t('paymentDetails.wholeSeries');
  const items = (list.data?.rows ?? []).map((d) => ({
    ...d,
    name: `${d.bankAccount}/${d.bankCode} · ${d.currency}`,
  }));
  return (
    <>
      {list.isError && <Text color="fg.error">{errorMessage(list.error)}</Text>}
      <RecordEditor<(typeof items)[number], PaymentDetailFields>
        title={t('paymentDetails.title')}
        addLabel={t('paymentDetails.add')}
        items={items}
        summary={(d) => `${d.iban} · ${scopeText(d)}`}
        fieldsOf={(d) => (d ? fieldsOf(d) : EMPTY_PAYMENT_DETAIL)}
        calls={{
          create: (fields) =>
            api.call(adminSeriesRoutes.createPaymentDetail, { body: { ...fields, seriesGuid: seriesId } }),
          update: (d, fields) =>
            api.call(adminSeriesRoutes.updatePaymentDetail, {
              params: { id: d.guid },
              body: { ...fields, seriesGuid: seriesId },
            }),
          remove: (d) =>
            api.call(adminSeriesRoutes.deletePaymentDetail, {
              params: { id: d.guid },
              query: { seriesGuid: seriesId },
            }),
        }}
        form={(props, d) => (
          <>
            <PaymentDetailForm seriesId={seriesId} {...props} />
            {d && isAdmin ? <PaymentDetailBankPayments seriesId={seriesId} paymentDetailId={d.guid} /> : null}
            {d && isAdmin && d.bankCode === FIO_BANK_CODE ? (
              <FioConnectionPanel
                seriesId={seriesId}
                paymentDetailId={d.guid}
                account={`${d.bankAccount}/${d.bankCode}`}
              />
            ) : null}
          </>
        )}
      />
    </>
  );
}
