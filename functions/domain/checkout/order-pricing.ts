import { RegistrationFailure } from '@shared/checkout/registration-failure';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { DiscountRecord, OrderItemRecord } from '../orders/order-records';
import type { Take } from './capacity-plan';
import type { CheckoutContext } from './checkout-context';
import { evaluateDiscount, type DiscountableItem } from './discounts';
import type { StepFailure } from './order-plan';

/**
 * The register call's pricing step (spec §4 "Discounts", §5): the discount codes the runner typed,
 * the order's totals in minor units and how long an unpaid order is held.
 */

export const DEFAULT_DAYS_TILL_EXPIRATION = 5;

/** The codes as the order applies them: trimmed, upper-case, each once, in the order typed. */
export const discountCodes = (typed: readonly string[]) => [
  ...new Set(typed.map((c) => c.trim().toUpperCase())),
];

export interface AppliedDiscounts {
  applied: Array<{ code: string; amount: number }>;
  /** The discount of each cart item (by cart index): at most one code per item. */
  perItem: Map<number, number>;
  /** The codes' usage counters the order takes (capacity-plan.ts). */
  takes: Take[];
}

/**
 * Every typed code must apply to some item not yet discounted by an earlier code, or the order is
 * refused naming the code (30 not applicable, 31 its uses are gone): a runner never pays a price
 * other than the one the codes promised.
 */
export function applyDiscounts(input: {
  codes: readonly string[];
  records: ReadonlyMap<string, DiscountRecord | undefined>;
  ctx: Pick<CheckoutContext, 'counters' | 'seriesGuid'>;
  items: DiscountableItem[];
  currency: CurrencyCode;
  now: Date;
}): AppliedDiscounts | StepFailure {
  const taken = new Set<number>();
  const out: AppliedDiscounts = { applied: [], perItem: new Map(), takes: [] };
  for (const code of input.codes) {
    const outcome = evaluateDiscount({ ...input, code, record: input.records.get(code), taken });
    const field = `discounts.${code}`;
    if (outcome.result !== 'none')
      return {
        reason:
          outcome.result === 'usageLimitExceeded'
            ? RegistrationFailure.DISCOUNT_USAGE_LIMIT
            : RegistrationFailure.DISCOUNT_NOT_APPLICABLE,
        params: { code },
        field,
      };
    let amount = 0;
    for (const [index, value] of outcome.perItem) {
      taken.add(index);
      out.perItem.set(index, value);
      amount += value;
    }
    out.applied.push({ code, amount });
    if (outcome.usage)
      out.takes.push({
        scope: 'discount',
        guid: outcome.usage.guid,
        capacity: outcome.usage.capacity,
        n: outcome.usage.n,
        failure: { reason: RegistrationFailure.DISCOUNT_USAGE_LIMIT, params: { code }, field },
      });
  }
  return out;
}

/** Each cart item's discount on its first order item (the one carrying the price). */
export function withDiscounts(
  records: readonly OrderItemRecord[],
  firstOf: ReadonlyMap<number, string>,
  perItem: ReadonlyMap<number, number>,
): OrderItemRecord[] {
  const discounted = new Map([...perItem].map(([index, value]) => [firstOf.get(index), value]));
  return records.map((r) =>
    discounted.has(r.itemGuid) ? { ...r, discount: discounted.get(r.itemGuid) as number } : r,
  );
}

export interface OrderTotals {
  basePrice: number;
  additionalsPrice: number;
  discountAmount: number;
  calculatedPrice: number;
  /** Nothing to pay: the order is paid when placed. */
  free: boolean;
}

/** The order's prices in minor units: never a discount beyond the price (a price below zero). */
export function orderTotals(
  records: readonly Pick<OrderItemRecord, 'basePrice' | 'additionalsPrice'>[],
  applied: readonly { amount: number }[],
): OrderTotals {
  const basePrice = records.reduce((s, i) => s + i.basePrice, 0);
  const additionalsPrice = records.reduce((s, i) => s + i.additionalsPrice, 0);
  const discountAmount = Math.min(
    basePrice + additionalsPrice,
    applied.reduce((s, d) => s + d.amount, 0),
  );
  const calculatedPrice = basePrice + additionalsPrice - discountAmount;
  return { basePrice, additionalsPrice, discountAmount, calculatedPrice, free: calculatedPrice === 0 };
}

/** Days an unpaid order is held: the shortest of its races' (race, else event, else 5 days). */
export function expirationDays(
  items: ReadonlyArray<{
    sub: { daysTillExpiration?: number | undefined };
    bundle: { event: { daysTillExpiration?: number | undefined } };
  }>,
): number {
  return Math.min(
    ...items.map(
      (r) => r.sub.daysTillExpiration ?? r.bundle.event.daysTillExpiration ?? DEFAULT_DAYS_TILL_EXPIRATION,
    ),
  );
}
