import type { CheckoutData } from '@shared/checkout/checkout-schemas';
import { formatDateTime } from '../../../lib/dates';

/** Why a bank transfer cannot be chosen for this cart (more items, or too close to the race). */
export function transferReason(
  t: (key: string, options?: Record<string, unknown>) => string,
  data: CheckoutData,
): string {
  if (data.items.length > 1) return t('registration.transferSingleOnly', { ns: 'errors' });
  const item = data.items[0];
  if (item?.forbidBankTransferFrom && new Date(data.serverTime) >= new Date(item.forbidBankTransferFrom)) {
    return t('registration.transferClosed', {
      ns: 'errors',
      name: item.subEventName,
      date: formatDateTime(item.forbidBankTransferFrom),
    });
  }
  return t('payment.transferUnavailable');
}
