import { Badge, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { OrderDetail, ValueChangePayment } from '@shared/orders/admin-order-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/use-money';
import { TableSection } from '../../../kit';
import { ORDERS_NS } from '../orders-namespace';

const STATE_COLOURS: Record<ValueChangePayment['state'], string> = {
  pending: 'yellow',
  paid: 'green',
  expired: 'gray',
  failed: 'red',
  notApplied: 'orange',
};

/** The fee a paid value change added, as the order history shows it (null: the entry has none). */
export function changeFeeText(
  changes: Record<string, unknown>,
  t: (key: string, options: Record<string, string>) => string,
  money: (amount: number, currency: CurrencyCode) => string,
): string | null {
  const fee = changes.changeFee as { amount?: number; currency?: string; orderNumber?: string } | undefined;
  if (typeof fee?.amount !== 'number' || !fee.currency) return null;
  return t('detail.changeFee', {
    amount: money(fee.amount, fee.currency as CurrencyCode),
    orderNumber: fee.orderNumber ?? '—',
  });
}

/**
 * The runner's priced value changes of the order and their GP webpay payments (when, which
 * registration, the fee, the state and the gateway's order number and answer); nothing when none.
 */
export function OrderValueChangePayments({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const money = useMoney();
  if (!order.valueChangePayments.length) return null;
  const itemName = (id: string) => {
    const item = order.items.find((i) => i.id === id);
    return item ? `${item.firstName} ${item.lastName} (${item.subEventName})` : '—';
  };
  return (
    <TableSection
      title={t('detail.valueChangePayments')}
      gap="3"
      columns={[
        { header: t('detail.attemptCreated') },
        { header: t('detail.valueChangeItem') },
        { header: t('detail.valueChangeValues') },
        { header: t('detail.valueChangeFee'), end: true },
        { header: t('detail.valueChangeState') },
        { header: t('detail.attemptNumber') },
        { header: t('detail.attemptAnswer') },
      ]}
    >
      {order.valueChangePayments.map((p) => (
        <Table.Row key={p.id}>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(p.dateCreated)}</Table.Cell>
          <Table.Cell>{itemName(p.itemId)}</Table.Cell>
          <Table.Cell>
            {p.values.map((v) => (
              <Text key={v.name} fontSize="sm">{`${v.label}: ${v.value}`}</Text>
            ))}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {money(p.amount, p.currency as CurrencyCode)}
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={STATE_COLOURS[p.state]}>{t(`detail.valueChangeStates.${p.state}`)}</Badge>
          </Table.Cell>
          <Table.Cell>{p.orderNumber}</Table.Cell>
          <Table.Cell>
            {p.prCode === null
              ? t('detail.attemptPending')
              : `PRCODE ${p.prCode} / SRCODE ${p.srCode ?? 0}${p.resultText ? ` – ${p.resultText}` : ''}`}
            {p.dateAnswered && (
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(p.dateAnswered)}
              </Text>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </TableSection>
  );
}
