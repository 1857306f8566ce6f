import { fold } from '@shared/text/search-text';
import type { BankPaymentRecord } from './bank-payment-record';

/**
 * The bank payments lists' search (the bank payments list, a payment detail's and an order's bank
 * payments): the text anywhere in the payer's account and name, the message, the movement id, the
 * bank's comment, the admin's note or who performed it, without accents and case; or its digits
 * (leading zeros dropped) inside one of the symbols. No text: every payment.
 */
export function bankPaymentSearch(searchText: string | undefined): (p: BankPaymentRecord) => boolean {
  if (!searchText) return () => true;
  const needle = fold(searchText.replace(/\s+/g, ' '));
  const digits = searchText.replace(/\s+/g, '').replace(/^0+(?=\d)/, '');
  return (p) =>
    fold(
      [
        p.originAccount,
        p.originAccountName,
        p.message,
        p.movementId,
        p.comment,
        p.note ?? '',
        p.performedBy,
      ].join('\n'),
    ).includes(needle) ||
    [p.variableSymbol, p.specificSymbol, p.constantSymbol].some((s) => Boolean(s) && s.includes(digits));
}
