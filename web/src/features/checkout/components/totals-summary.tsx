import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@shared/codelists/enums';
import { CHECKOUT_NS } from '../checkout-namespace';
import type { CheckoutTotals } from '../model/totals';
import { useMoney } from '../../../lib/use-money';
import { PanelSection } from '../../../components/panel-section';

/** Base prices, extras, discount and the total to pay. */
export function TotalsSummary({ totals, currency }: { totals: CheckoutTotals; currency: CurrencyCode }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const money = useMoney();
  const row = (label: string, value: string, testId: string, strong = false) => (
    <>
      <Text as="dt" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? 'lg' : 'md'}>
        {label}
      </Text>
      <Text
        as="dd"
        textAlign="end"
        fontWeight={strong ? 'bold' : 'semibold'}
        fontSize={strong ? 'lg' : 'md'}
        data-testid={testId}
        whiteSpace="nowrap"
      >
        {value}
      </Text>
    </>
  );
  return (
    <PanelSection headingId="totals-heading" title={t('totals.title')} gap="3" bg="bg.subtle">
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="2">
        {row(t('totals.base'), money(totals.base, currency), 'total-base')}
        {row(t('totals.additionals'), money(totals.additionals, currency), 'total-additionals')}
        {row(
          t('totals.discount'),
          totals.discount > 0 ? `−${money(totals.discount, currency)}` : money(0, currency),
          'total-discount',
        )}
        <Box gridColumn="1 / -1" borderTopWidth="1px" />
        {row(t('totals.total'), money(totals.total, currency), 'total-price', true)}
      </Box>
    </PanelSection>
  );
}
