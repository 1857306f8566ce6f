import { Badge, Box, DataList as Facts, Input, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-recipes/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import type { CurrencyCode, Locale } from '@shared/codelists/enums';
import { parseMajorAmount } from '@shared/money';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { OrderRefunds, RefundView } from '@shared/refunds/refund-schemas';
import { api } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { notify } from '../../../../lib/notify';
import { useMoney } from '../../../../lib/use-money';
import {
  BackOfficeForm,
  DetailSection,
  SubmitButton,
  Fact,
  FormField,
  positiveAmountText,
  QueryProblem,
  useBackOfficeForm,
  useConfirm,
} from '../../../kit';
import { orderKeys } from '../api/order-queries';
import { REFUNDS_NS } from '../refunds-namespace';

const refundsKey = (orderId: string) => [...orderKeys.detail(orderId), 'refunds'] as const;

const formSchema = z.object({
  amount: positiveAmountText,
  note: z.string().trim().max(500),
});

const STATE_PALETTE: Record<RefundView['state'], string> = {
  requested: 'orange',
  done: 'green',
  failed: 'red',
};

/**
 * The order detail's refunds (issue 28 item 1; admins): what the cancellations returned, what went
 * back, and the action that gives the rest back — "refund to the card" through the gateway for a
 * card-paid order, "mark refunded" for a transfer-paid one (paid by the organiser's bank from the
 * refund list). Rules in functions/domain/refunds; each try is in the order history.
 */
export function OrderRefundsSection({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation(REFUNDS_NS);
  const locale = (i18n.language === 'en' ? 'en' : 'cs') as Locale;
  const money = useMoney();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const refundId = useRef(crypto.randomUUID());
  const query = useQuery({
    queryKey: refundsKey(order.id),
    queryFn: ({ signal }) =>
      api.call(adminRegistrationsRoutes.orderRefunds, { params: { id: order.id } }, { signal }),
    enabled: order.paid && !order.deleted && order.cancelledAmount > 0,
  });
  const form = useBackOfficeForm({ schema: formSchema, defaultValues: { amount: '', note: '' } });
  // Money goes back only from a returned amount (a cancellation): nothing to show before one.
  if (!order.paid || order.deleted || order.cancelledAmount <= 0) return null;
  const cur = order.currency as CurrencyCode;
  const card = order.paymentMethod === 1;
  const action = card ? 'toCard' : 'markRefunded';

  const submit = async (values: z.infer<typeof formSchema>) => {
    const amount = parseMajorAmount(values.amount) ?? 0;
    const ok = await confirm({
      title: t(`${action}.title`),
      body: t(`${action}.question`, { amount: money(amount, cur), vs: order.variableSymbol }),
      confirmLabel: t(`${action}.label`),
      destructive: true,
    });
    if (!ok) return;
    const body = { refundId: refundId.current, amount };
    try {
      const view = card
        ? await api.call(adminRegistrationsRoutes.cardRefund, { params: { id: order.id }, body })
        : await api.call(adminRegistrationsRoutes.markRefunded, {
            params: { id: order.id },
            body: values.note ? { ...body, note: values.note } : body,
          });
      // The next refund is a new request; a repeated click on this one was the same request.
      refundId.current = crypto.randomUUID();
      if (view.state === 'failed') notify.error(t('toCard.failed', { reason: view.failure?.[locale] ?? '' }));
      else notify.success(t(`${action}.done`));
      form.reset({ amount: '', note: '' });
    } finally {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    }
  };

  return (
    <DetailSection headingId="order-refunds-heading" title={t('title')}>
      {!query.data && <QueryProblem query={query} loadingLabel={t('title')} />}
      {query.data && (
        <RefundsBody data={query.data} currency={cur} locale={locale} vs={order.variableSymbol} />
      )}
      {query.data && query.data.refundable > 0 && (
        <Box maxW="md">
          <BackOfficeForm
            form={form}
            onSubmit={submit}
            guardUnsaved={false}
            aria-label={t(`${action}.title`)}
          >
            <FormField name="amount" label={t('amountLabel', { currency: cur })} required>
              <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
            </FormField>
            {!card && (
              <FormField name="note" label={t('markRefunded.note')}>
                <Input autoComplete="off" {...form.register('note')} />
              </FormField>
            )}
            <SubmitButton label={t(`${action}.label`)} size="sm" colorPalette="red" />
          </BackOfficeForm>
        </Box>
      )}
      {query.data && query.data.refundable === 0 && query.data.returnedAmount === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('nothingHint')}
        </Text>
      )}
    </DetailSection>
  );
}

function RefundsBody({
  data,
  currency,
  locale,
  vs,
}: {
  data: OrderRefunds;
  currency: CurrencyCode;
  locale: Locale;
  vs: string;
}) {
  const { t } = useTranslation(REFUNDS_NS);
  const money = useMoney();
  return (
    <Stack gap="3">
      <Facts.Root orientation="horizontal" size="sm">
        <Fact label={t('returned')}>{money(data.returnedAmount, currency)}</Fact>
        <Fact label={t('refunded')}>{money(data.refundedAmount, currency)}</Fact>
        <Fact label={t('refundable')}>{money(data.refundable, currency)}</Fact>
      </Facts.Root>
      {data.refunds.length === 0 ? (
        <Text fontSize="sm">{t('none')}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" recipe={tableSlotRecipe} aria-label={t('caption', { vs })}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('date')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('method')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('amount')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('state')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('by')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.refunds.map((r) => (
                <Table.Row key={r.refundId} data-testid="refund-row">
                  <Table.Cell>{formatDateTime(r.dateRequested)}</Table.Cell>
                  <Table.Cell>{t(`methods.${r.method}`)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(r.amount, currency)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATE_PALETTE[r.state]}>{t(`states.${r.state}`)}</Badge>
                    {r.failure && (
                      <Text fontSize="sm" mt="1">
                        {r.failure[locale]}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{r.byName ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
