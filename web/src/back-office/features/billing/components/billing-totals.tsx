import { Box, Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-recipes/table';
import { useTranslation } from 'react-i18next';
import type { BillingTotals as Totals } from '@shared/payments/billing-schemas';
import { useMoney } from '../../../../lib/use-money';
import { BILLING_NS } from '../billing-namespace';

const AMOUNTS = [
  'expected',
  'paid',
  'returned',
  'gatewayFees',
  'provision',
  'tax',
  'external',
  'outside',
  'summary',
] as const;

/** The totals of a settlement, one column per currency (currencies are never added together). */
export function BillingTotals({ totals, caption }: { totals: Totals[]; caption: string }) {
  const { t } = useTranslation(BILLING_NS);
  const money = useMoney();
  return (
    <Box overflowX="auto">
      <Table.Root recipe={tableSlotRecipe} size="sm" maxW="2xl">
        <Table.Caption textAlign="start" fontWeight="semibold" captionSide="top">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('totals.item')}</Table.ColumnHeader>
            {totals.map((x) => (
              <Table.ColumnHeader key={x.currency} textAlign="end">
                {x.currency}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.Cell as="th" scope="row">
              {t('totals.registrations')}
            </Table.Cell>
            {totals.map((x) => (
              <Table.Cell key={x.currency} textAlign="end">
                {t('totals.count', { orders: x.orders, registrations: x.registrations })}
              </Table.Cell>
            ))}
          </Table.Row>
          {AMOUNTS.map((key) => (
            <Table.Row key={key} fontWeight={key === 'summary' ? 'bold' : undefined}>
              <Table.Cell as="th" scope="row">
                {t(`totals.${key}`)}
              </Table.Cell>
              {totals.map((x) => (
                <Table.Cell key={x.currency} textAlign="end" whiteSpace="nowrap">
                  {money(x[key], x.currency)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
