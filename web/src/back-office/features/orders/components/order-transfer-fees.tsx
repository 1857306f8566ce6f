import { Badge, Box, DataList as Facts, Input, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import type { CurrencyCode } from '@shared/codelists/enums';
import { parseMajorAmount } from '@shared/money';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import {
  TRANSFER_FEE_NOTE_MAX,
  type PendingTransferFee,
} from '@shared/self-service/transfer-fee-admin-schemas';
import { pragueDay } from '@shared/statistics/statistics-calendar';
import { api } from '../../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { notify } from '../../../../lib/notify';
import { useMoney } from '../../../../lib/use-money';
import {
  BackOfficeForm,
  DetailSection,
  SubmitButton,
  DateInput,
  Fact,
  FormField,
  positiveAmountText,
  QueryProblem,
  useBackOfficeForm,
  useConfirm,
} from '../../../kit';
import { orderKeys } from '../api/order-queries';
import { TRANSFER_FEES_NS } from '../transfer-fees-namespace';

const feesKey = (orderId: string) => [...orderKeys.detail(orderId), 'transfer-fees'] as const;

const formSchema = z.object({
  amount: positiveAmountText,
  date: z.iso.date(),
  note: z.string().trim().max(TRANSFER_FEE_NOTE_MAX),
});
type FormValues = z.infer<typeof formSchema>;

/**
 * The order detail's transfer fees awaiting a bank transfer (issue 27 item 2): the new runner
 * chose to pay the fee by transfer; the admin who sees the money arrive outside the bank import
 * marks it paid (amount, day, note; a confirmation), which hands the registration over once
 * (functions/domain/self-service/transfer-fee-by-hand.ts). Nothing shows when no fee waits.
 */
export function OrderTransferFees({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(TRANSFER_FEES_NS);
  // Only a paid registration can be offered to another runner.
  const open = order.paid && !order.deleted;
  const query = useQuery({
    queryKey: feesKey(order.id),
    queryFn: ({ signal }) =>
      api.call(adminRegistrationsRoutes.transferFees, { params: { id: order.id } }, { signal }),
    enabled: open,
  });
  if (!open || (query.isSuccess && query.data.fees.length === 0) || query.isPending) return null;
  return (
    <DetailSection headingId="order-transfer-fees-heading" title={t('title')}>
      {!query.data && <QueryProblem query={query} loadingLabel={t('title')} />}
      {query.data && <Text fontSize="sm">{t('intro')}</Text>}
      {query.data?.fees.map((fee) => (
        <FeeCard key={fee.itemId} orderId={order.id} fee={fee} />
      ))}
    </DetailSection>
  );
}

function FeeCard({ orderId, fee }: { orderId: string; fee: PendingTransferFee }) {
  const { t } = useTranslation(TRANSFER_FEES_NS);
  const money = useMoney();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const cur = fee.currency as CurrencyCode;
  const form = useBackOfficeForm({
    schema: formSchema,
    defaultValues: { amount: String(fee.amount / 100), date: pragueDay(new Date()), note: '' },
  });

  const submit = async (values: FormValues) => {
    const amount = parseMajorAmount(values.amount) ?? 0;
    const ok = await confirm({
      title: t('confirm.title'),
      body: t('confirm.body', {
        amount: money(amount, cur),
        date: formatDate(values.date),
        vs: fee.variableSymbol,
        name: fee.runnerName,
      }),
      confirmLabel: t('confirm.label'),
    });
    if (!ok) return;
    try {
      await api.call(adminRegistrationsRoutes.markTransferFeePaid, {
        params: { id: orderId, itemId: fee.itemId },
        body: { amount, date: values.date, ...(values.note ? { note: values.note } : {}) },
      });
      notify.success(t('done', { name: fee.runnerName }));
    } finally {
      // Paid here or meanwhile by the bank import: the order and its list show what happened.
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="transfer-fee">
      <Facts.Root orientation="horizontal" size="sm">
        <Fact label={t('runner')}>{`${fee.runnerName} (${fee.runnerEmail})`}</Fact>
        <Fact label={t('registrant')}>{fee.registrantName}</Fact>
        <Fact label={t('variableSymbol')}>{fee.variableSymbol}</Fact>
        <Fact label={t('amount')}>{money(fee.amount, cur)}</Fact>
        <Fact label={t('dueBy')}>
          {formatDateTime(fee.validUntil)}
          {fee.state === 'expired' && (
            <Badge ms="2" colorPalette="red">
              {t('expired')}
            </Badge>
          )}
        </Fact>
      </Facts.Root>
      {fee.state === 'expired' ? (
        <Text fontSize="sm" mt="2">
          {t('expiredHint', { date: formatDateTime(fee.validUntil) })}
        </Text>
      ) : (
        <Box maxW="md" mt="3">
          <BackOfficeForm
            form={form}
            onSubmit={submit}
            guardUnsaved={false}
            aria-label={t('form.title', { name: fee.runnerName })}
          >
            <FormField name="amount" label={t('form.amount', { currency: cur })} required>
              <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
            </FormField>
            <FormField name="date" label={t('form.date')} required>
              <Controller
                control={form.control}
                name="date"
                render={({ field }) => (
                  <DateInput
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormField>
            <FormField name="note" label={t('form.note')}>
              <Input autoComplete="off" {...form.register('note')} />
            </FormField>
            <SubmitButton label={t('form.submit')} size="sm" />
          </BackOfficeForm>
        </Box>
      )}
    </Box>
  );
}

/** The order history's line under a transfer an admin settled: what they recorded (amount, day, note). */
export function SettledByAdminNote({ changes }: { changes: Record<string, unknown> }) {
  const { t } = useTranslation(TRANSFER_FEES_NS);
  const money = useMoney();
  const s = changes.settledByAdmin as
    { received?: number; date?: string; note?: string; currency?: string; bankPayment?: string } | undefined;
  if (typeof s?.received !== 'number' || !s.date || !s.currency) return null;
  return (
    <Text fontSize="sm">
      {t(s.bankPayment ? 'history.bankRow' : 'history.byHand', {
        amount: money(s.received, s.currency as CurrencyCode),
        date: formatDate(s.date),
      })}
      {s.note ? ` — ${s.note}` : ''}
    </Text>
  );
}
