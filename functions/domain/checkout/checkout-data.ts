import type { CheckoutData, CheckoutItemRef } from '@shared/checkout/checkout-schemas';
import { PaymentMethod, type CurrencyCode } from '@shared/codelists/enums';
import { toCardView } from './card-view';
import { loadCheckoutContext, type CheckoutPorts } from './checkout-context';
import { choosePaymentDetail } from './payment-detail';
import { bankTransferRefusal } from './payment-rules';
import { resolveItem } from './resolve-item';

const nul = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

/** checkout/data: forms, prices and registration state of every cart item. */
export async function getCheckoutData(
  ports: CheckoutPorts,
  refs: CheckoutItemRef[],
  currency: CurrencyCode,
  now: Date,
): Promise<CheckoutData> {
  const ctx = await loadCheckoutContext(ports, refs, currency);
  const resolved = refs.map((ref, index) => resolveItem(ctx, ref, index, currency, now));
  const first = resolved[0];
  const account =
    first && resolved.length === 1
      ? choosePaymentDetail(
          await ports.listPaymentDetails(ctx.seriesGuid),
          { ...first.ref, waveGuid: first.ref.waveGuid ?? null },
          currency,
        )
      : null;
  return {
    currency,
    serverTime: now.toISOString(),
    bankTransferAllowed:
      account !== null && bankTransferRefusal(resolved, PaymentMethod.TRANSFER, now) === undefined,
    items: resolved.map((r) => {
      const terms = r.bundle.event.termsAndConditionsId
        ? ctx.terms.get(r.bundle.event.termsAndConditionsId)
        : undefined;
      return {
        index: r.index,
        seriesGuid: r.bundle.event.seriesGuid,
        seriesEventGuid: r.bundle.event.guid,
        eventName: r.bundle.event.name,
        subEventGuid: r.sub.guid,
        subEventName: r.sub.name,
        subEventType: r.sub.type,
        subEventDate: r.sub.dateFrom,
        categoryGuid: r.category.guid,
        categoryName: r.category.name,
        category: {
          gender: nul(r.category.gender),
          minAge: nul(r.category.minAge),
          maxAge: nul(r.category.maxAge),
          validateAgeToSubEventYear: r.category.validateAgeToSubEventYear ?? false,
        },
        subcategories: r.subcategories.map((s) => ({
          guid: s.guid,
          name: s.name,
          gender: nul(s.gender),
          minAge: nul(s.minAge),
          maxAge: nul(s.maxAge),
        })),
        waveGuid: r.wave?.guid ?? null,
        waveName: r.wave?.name ?? null,
        price: r.price,
        pricingName: r.pricingName,
        availability: r.availability,
        registrationFrom: r.sub.registrationFrom,
        registrationTo: r.sub.registrationTo,
        forbidBankTransferFrom: nul(r.sub.forbidBankTransferFrom),
        membersFrom: nul(r.sub.membersFrom),
        membersTo: nul(r.sub.membersTo),
        cards: r.cards.map((c) => toCardView(c, ctx, currency, r.bundle)),
        termsAndConditions: terms ? { guid: terms.guid, name: terms.name, label: terms.label } : null,
      };
    }),
  };
}
