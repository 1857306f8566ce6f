import { Currency, type CurrencyCode } from '@shared/codelists/enums';
import type { OrderPaymentDetail } from '../orders/order-records';
import type { PaymentDetailRecord } from '../series-editor/payment-details';

interface ScopeOf {
  seriesEventGuid: string;
  subEventGuid: string;
  categoryGuid: string;
  waveGuid: string | null;
}

/**
 * The bank account for an order: among the series' payment details in the order's currency whose
 * scope contains the item, the most specific (wave > category > subevent > event > whole series).
 */
export function choosePaymentDetail(
  details: PaymentDetailRecord[],
  item: ScopeOf,
  currency: CurrencyCode,
): OrderPaymentDetail | null {
  const fits = (d: PaymentDetailRecord) =>
    d.currency === Currency[currency] &&
    (!d.scope.eventGuid || d.scope.eventGuid === item.seriesEventGuid) &&
    (!d.scope.subEventGuid || d.scope.subEventGuid === item.subEventGuid) &&
    (!d.scope.categoryGuid || d.scope.categoryGuid === item.categoryGuid) &&
    (!d.scope.waveGuid || d.scope.waveGuid === item.waveGuid);
  const weight = (d: PaymentDetailRecord) =>
    (d.scope.waveGuid ? 8 : 0) +
    (d.scope.categoryGuid ? 4 : 0) +
    (d.scope.subEventGuid ? 2 : 0) +
    (d.scope.eventGuid ? 1 : 0);
  const best = details.filter(fits).sort((a, b) => weight(b) - weight(a))[0];
  if (!best) return null;
  return {
    bankAccount: best.bankAccount,
    bankCode: best.bankCode,
    iban: best.iban,
    swift: best.swift ?? null,
    constantSymbol: best.constantSymbol ?? null,
  };
}
