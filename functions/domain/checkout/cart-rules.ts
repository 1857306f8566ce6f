import type { RegisterBody } from '@shared/checkout/checkout-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import type { Locale } from '@shared/codelists/enums';
import type { ValidationError } from '@shared/errors/error-body';
import { formatMessage } from '@shared/errors/messages';
import { formatPragueDateTime } from '@shared/prague-time';
import type { EventRecord, SubeventRecord } from '../catalog/records';
import type { StepFailure } from './order-plan';
import { bankTransferRefusal } from './payment-rules';
import type { ResolvedItem } from './resolve-item';

/**
 * The register call's first step after the catalogue is read (spec §4/§5): what the cart as a whole
 * must satisfy before any form or place is looked at — the consents, every race's sale window and
 * the payment method.
 */

type CartItem = Pick<ResolvedItem, 'index'> & {
  sub: Pick<SubeventRecord, 'name' | 'registrationFrom' | 'registrationTo' | 'forbidBankTransferFrom'>;
  bundle: { event: Pick<EventRecord, 'name' | 'termsAndConditionsId'> };
};

/** Every missing consent at once (the order's terms, personal data, each event's own terms). */
export function consentErrors(
  body: Pick<RegisterBody, 'termsAccepted' | 'personalDataConsent' | 'items'>,
  items: readonly CartItem[],
  locale: Locale,
): ValidationError[] {
  const errors: ValidationError[] = [];
  const say = (field: string, code: string) =>
    errors.push({ field, errors: [formatMessage(code, locale) ?? code] });
  if (!body.termsAccepted) say('termsAccepted', 'checkout.termsNotAccepted');
  if (!body.personalDataConsent) say('personalDataConsent', 'checkout.personalDataConsentMissing');
  for (const item of items)
    if (item.bundle.event.termsAndConditionsId && !body.items[item.index]?.termsAccepted)
      say(`items.${item.index}.termsAccepted`, 'checkout.itemTermsNotAccepted');
  return errors;
}

/**
 * The first race whose registration is not open yet or already closed (dates shown in Prague
 * time), then the payment method: a bank transfer only for one registration and not from the race's
 * `forbidBankTransferFrom` on. Undefined when the cart may go on.
 */
export function cartWindowFailure(
  items: readonly CartItem[],
  paymentMethod: number,
  now: Date,
): StepFailure | undefined {
  for (const item of items) {
    const name = `${item.bundle.event.name} – ${item.sub.name}`;
    const field = `items.${item.index}`;
    if (now < new Date(item.sub.registrationFrom))
      return {
        reason: RegistrationFailure.NOT_OPENED_YET,
        params: { name, date: formatPragueDateTime(item.sub.registrationFrom) },
        field,
      };
    if (now > new Date(item.sub.registrationTo))
      return {
        reason: RegistrationFailure.TOO_LATE,
        params: { name, date: formatPragueDateTime(item.sub.registrationTo) },
        field,
      };
  }
  const transfer = bankTransferRefusal([...items], paymentMethod, now);
  if (!transfer) return undefined;
  return {
    reason: transfer.reason,
    params: transfer.params?.date
      ? { ...transfer.params, date: formatPragueDateTime(transfer.params.date) }
      : {},
    field: transfer.index !== undefined ? `items.${transfer.index}` : 'paymentMethod',
  };
}
