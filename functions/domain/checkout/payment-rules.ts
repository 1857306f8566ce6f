import { PaymentMethod } from '@shared/codelists/enums';
import { RegistrationFailure, type RegistrationFailureReason } from '@shared/checkout/registration-failure';

interface ItemWindow {
  index: number;
  sub: { name: string; forbidBankTransferFrom?: string | null };
}

/**
 * Spec §5: bank transfer only for single-registration orders, and not from the subevent's
 * forbidBankTransferFrom on. Undefined when the method is allowed.
 */
export function bankTransferRefusal(
  items: ItemWindow[],
  paymentMethod: number,
  now: Date,
): { reason: RegistrationFailureReason; index?: number; params?: Record<string, string> } | undefined {
  if (paymentMethod !== PaymentMethod.TRANSFER) return undefined;
  if (items.length !== 1) return { reason: RegistrationFailure.TRANSFER_SINGLE_ONLY };
  for (const item of items) {
    const from = item.sub.forbidBankTransferFrom;
    if (from && now >= new Date(from))
      return {
        reason: RegistrationFailure.TRANSFER_CLOSED,
        index: item.index,
        params: { name: item.sub.name, date: from },
      };
  }
  return undefined;
}
