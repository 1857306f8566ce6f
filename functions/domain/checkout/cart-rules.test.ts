import { describe, expect, it } from 'vitest';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { PaymentMethod } from '@shared/codelists/enums';
import { cartWindowFailure, consentErrors } from './cart-rules';
import { race, resolvedItem } from './test-fixtures';

const now = new Date('2026-04-01T10:00:00Z');

describe('the consents of a cart', () => {
  const withTerms = resolvedItem({ index: 1, event: { termsAndConditionsId: 'terms-1' } });
  const body = (over: Partial<Parameters<typeof consentErrors>[0]> = {}) => ({
    termsAccepted: true,
    personalDataConsent: true,
    items: [{}, { termsAccepted: true }] as Parameters<typeof consentErrors>[0]['items'],
    ...over,
  });

  it('are all there: nothing to say', () => {
    expect(consentErrors(body(), [resolvedItem(), withTerms], 'cs')).toEqual([]);
  });

  it("lists every missing one at once, the event's own terms on its item, in the runner's language", () => {
    const missing = body({
      termsAccepted: false,
      personalDataConsent: false,
      items: [{}, {}] as Parameters<typeof consentErrors>[0]['items'],
    });
    const cs = consentErrors(missing, [resolvedItem(), withTerms], 'cs');
    expect(cs.map((e) => e.field)).toEqual(['termsAccepted', 'personalDataConsent', 'items.1.termsAccepted']);
    const en = consentErrors(missing, [resolvedItem(), withTerms], 'en');
    expect(en[0]?.errors[0]).toBeTruthy();
    expect(en[0]?.errors[0]).not.toBe(cs[0]?.errors[0]);
  });
});

describe("a cart's sale window and payment method", () => {
  it('lets an open race through by card or by bank transfer', () => {
    expect(cartWindowFailure([resolvedItem()], PaymentMethod.CARD, now)).toBeUndefined();
    expect(cartWindowFailure([resolvedItem()], PaymentMethod.TRANSFER, now)).toBeUndefined();
  });

  it('refuses a race not open yet (20) or closed (1), with its name and the date in Prague time', () => {
    const early = resolvedItem({ index: 1, sub: race({ registrationFrom: '2026-04-02T08:00:00Z' }) });
    expect(cartWindowFailure([resolvedItem(), early], PaymentMethod.CARD, now)).toEqual({
      reason: RegistrationFailure.NOT_OPENED_YET,
      params: { name: 'Pražský půlmaraton – 21 km', date: '2. 4. 2026 10:00' },
      field: 'items.1',
    });
    const late = resolvedItem({ sub: race({ registrationTo: '2026-03-31T21:59:00Z' }) });
    expect(cartWindowFailure([late], PaymentMethod.CARD, now)).toMatchObject({
      reason: RegistrationFailure.TOO_LATE,
      params: { date: '31. 3. 2026 23:59' },
    });
  });

  it('takes a bank transfer for one registration only (32), and not from the race\'s "no transfer" date (19)', () => {
    expect(
      cartWindowFailure([resolvedItem(), resolvedItem({ index: 1 })], PaymentMethod.TRANSFER, now),
    ).toEqual({
      reason: RegistrationFailure.TRANSFER_SINGLE_ONLY,
      params: {},
      field: 'paymentMethod',
    });
    const closed = resolvedItem({ sub: race({ forbidBankTransferFrom: '2026-03-20T11:00:00Z' }) });
    expect(cartWindowFailure([closed], PaymentMethod.TRANSFER, now)).toEqual({
      reason: RegistrationFailure.TRANSFER_CLOSED,
      params: { name: '21 km', date: '20. 3. 2026 12:00' },
      field: 'items.0',
    });
    expect(cartWindowFailure([closed], PaymentMethod.CARD, now)).toBeUndefined();
  });
});
