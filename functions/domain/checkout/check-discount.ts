import type { CheckoutItemRef, DiscountCheckAnswer, DiscountPerson } from '@shared/checkout/checkout-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { loadCheckoutContext, type CheckoutContext, type CheckoutPorts } from './checkout-context';
import type { DiscountRecord } from '../orders/order-records';
import {
  discountCounterGuid,
  evaluateDiscount,
  type DiscountableItem,
  type DiscountOutcome,
} from './discounts';
import { placePerson } from './person-rules';
import { resolveItem, type ResolvedItem } from './resolve-item';

type CartInput = {
  currency: CurrencyCode;
  items: CheckoutItemRef[];
  additionals?: number[];
  persons?: Array<DiscountPerson | null> | undefined;
};

/** The subcategory checkout/register would place the item's first person in (none when unknown). */
function subcategoryOf(r: ResolvedItem, person: DiscountPerson | null | undefined): string | null {
  if (!person || r.subcategories.length === 0) return null;
  const placed = placePerson({ ...person, firstName: '', lastName: '' }, r.category, r.subcategories, r.sub);
  return 'subcategory' in placed ? (placed.subcategory?.guid ?? null) : null;
}

function toAnswer(outcome: DiscountOutcome): DiscountCheckAnswer {
  const items = [...outcome.perItem].map(([index, discount]) => ({ index, discount }));
  return {
    code: outcome.code,
    result: outcome.result,
    description: outcome.description,
    amount: items.reduce((s, i) => s + i.discount, 0),
    items,
  };
}

async function cartContext(
  ports: CheckoutPorts,
  input: CartInput,
  now: Date,
): Promise<{ ctx: CheckoutContext; items: DiscountableItem[] }> {
  const ctx = await loadCheckoutContext(ports, input.items, input.currency);
  const items = input.items.map((ref, index) => {
    const r = resolveItem(ctx, ref, index, input.currency, now);
    return {
      index,
      seriesEventGuid: r.bundle.event.guid,
      subEventGuid: r.sub.guid,
      subEventType: r.sub.type,
      categoryGuid: r.category.guid,
      subcategoryGuid: subcategoryOf(r, input.persons?.[index]),
      waveGuid: r.wave?.guid ?? null,
      basePrice: r.price,
      additionalsPrice: input.additionals?.[index] ?? 0,
    };
  });
  return { ctx, items };
}

/**
 * A limited code's usage counter, read into the cart's counters: the cart context holds the
 * catalogue's counters only, and without it a used-up code would be answered as applicable here and
 * refused at registration.
 */
async function withUsage(
  ports: CheckoutPorts,
  ctx: CheckoutContext,
  record: DiscountRecord | undefined,
): Promise<CheckoutContext> {
  if (!record || record.usageLimit <= 0) return ctx;
  const { counters } = await ports.loadRecords({
    counters: [['discount', discountCounterGuid(ctx.seriesGuid, record.code)]],
    termsGuids: [],
    teamGuids: [],
  });
  return { ...ctx, counters: new Map([...ctx.counters, ...counters]) };
}

/** checkout/check-discount: the §4 discount-check result of one code for the cart. */
export async function checkDiscount(
  ports: CheckoutPorts,
  input: CartInput & { code: string },
  now: Date,
): Promise<DiscountCheckAnswer> {
  const { ctx, items } = await cartContext(ports, input, now);
  const record = await ports.getDiscount(ctx.seriesGuid, input.code.trim().toUpperCase());
  const withCounter = await withUsage(ports, ctx, record);
  return toAnswer(
    evaluateDiscount({ code: input.code, record, ctx: withCounter, items, currency: input.currency, now }),
  );
}

/** checkout/reapply-discounts: every applied code again after the cart changed (one discount per item). */
export async function reapplyDiscounts(
  ports: CheckoutPorts,
  input: CartInput & { codes: string[] },
  now: Date,
): Promise<{ discounts: DiscountCheckAnswer[] }> {
  const { ctx, items } = await cartContext(ports, input, now);
  const taken = new Set<number>();
  const discounts: DiscountCheckAnswer[] = [];
  for (const code of [...new Set(input.codes.map((c) => c.trim().toUpperCase()))]) {
    const record = await ports.getDiscount(ctx.seriesGuid, code);
    const withCounter = await withUsage(ports, ctx, record);
    const outcome = evaluateDiscount({
      code,
      record,
      ctx: withCounter,
      items,
      currency: input.currency,
      now,
      taken,
    });
    for (const index of outcome.perItem.keys()) taken.add(index);
    discounts.push(toAnswer(outcome));
  }
  return { discounts };
}
