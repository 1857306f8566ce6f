import type { DiscountCheckResult } from '@shared/checkout/registration-failure';
import {
  Currency,
  DiscountCodeRange,
  DiscountRange,
  SubEventType,
  type CurrencyCode,
} from '@shared/codelists/enums';
import { evaluateDiscountFormula } from '@shared/validation/discount-formula';
import { counterOf, type CheckoutContext } from './checkout-context';
import type { DiscountRecord } from '../orders/order-records';

/** What a discount needs to know about a cart line. */
export interface DiscountableItem {
  index: number;
  seriesEventGuid: string;
  subEventGuid: string;
  subEventType: number;
  categoryGuid: string;
  subcategoryGuid: string | null;
  waveGuid: string | null;
  basePrice: number;
  additionalsPrice: number;
}

export interface DiscountOutcome {
  code: string;
  result: DiscountCheckResult;
  description: string | null;
  /** Discount by item index (only items it applies to). */
  perItem: Map<number, number>;
  /** The discount record's usage counter (unlimited when capacity ≤ 0). */
  usage?: { guid: string; capacity: number; n: number };
}

export const discountCounterGuid = (seriesGuid: string, code: string) =>
  `${seriesGuid}#${code.trim().toUpperCase()}`;

type ScopeLists = DiscountRecord['scope'];

/** A stored formula that no longer evaluates (e.g. division by zero) discounts nothing. */
function safeAmount(formula: string, base: number): number {
  try {
    return evaluateDiscountFormula(formula, base);
  } catch {
    return 0;
  }
}

function matches(list: string[] | undefined, value: string | null): boolean | undefined {
  if (!list?.length) return undefined;
  return value !== null && list.includes(value);
}

function inScope(scope: ScopeLists | undefined, item: DiscountableItem, emptyMeans: boolean): boolean {
  const checks = [
    matches(scope?.eventGuids, item.seriesEventGuid),
    matches(scope?.subEventGuids, item.subEventGuid),
    matches(scope?.categoryGuids, item.categoryGuid),
    matches(scope?.subcategoryGuids, item.subcategoryGuid),
    matches(scope?.waveGuids, item.waveGuid),
  ].filter((c): c is boolean => c !== undefined);
  return checks.length === 0 ? emptyMeans : checks.every(Boolean);
}

function exceptionHits(ex: ScopeLists | undefined, item: DiscountableItem): boolean {
  return [
    matches(ex?.eventGuids, item.seriesEventGuid),
    matches(ex?.subEventGuids, item.subEventGuid),
    matches(ex?.categoryGuids, item.categoryGuid),
    matches(ex?.subcategoryGuids, item.subcategoryGuid),
    matches(ex?.waveGuids, item.waveGuid),
  ].some((c) => c === true);
}

function codeRangeFits(codeRange: number, item: DiscountableItem): boolean {
  const team = item.subEventType === SubEventType.TEAM || item.subEventType === SubEventType.RELAY;
  if (codeRange === DiscountCodeRange.INDIVIDUAL) return !team;
  if (codeRange === DiscountCodeRange.TEAM) return team;
  return true;
}

function baseFor(range: number, item: DiscountableItem): number {
  if (range === DiscountRange.REGISTRATION) return item.basePrice;
  if (range === DiscountRange.ADDITIONALS) return item.additionalsPrice;
  return item.basePrice + item.additionalsPrice;
}

/**
 * Whether a discount's scope, exceptions and code range cover a line (no dates, currency or usage):
 * an order item moved by the back office must still be one its discount was meant for.
 */
export const discountCoversItem = (d: DiscountRecord, item: DiscountableItem): boolean =>
  codeRangeFits(d.codeRange, item) && inScope(d.scope, item, true) && !exceptionHits(d.exceptions, item);

/**
 * Spec §4 discount check: existence, currency, validity window, usage limit, scope and exceptions
 * (event, subevent, category, subcategory, wave), code range and price range. One use per
 * discounted item; with a limit, only as many items as uses remain get the discount.
 */
export function evaluateDiscount(input: {
  code: string;
  record: DiscountRecord | undefined;
  ctx: Pick<CheckoutContext, 'counters' | 'seriesGuid'>;
  items: DiscountableItem[];
  currency: CurrencyCode;
  now: Date;
  /** Items already discounted by an earlier code of the same order. */
  taken?: ReadonlySet<number>;
}): DiscountOutcome {
  const code = input.code.trim().toUpperCase();
  const d = input.record;
  const out = (result: DiscountCheckResult): DiscountOutcome => ({
    code,
    result,
    description: d?.description ?? null,
    perItem: new Map(),
  });
  if (!d) return out('doesNotExist');
  if (d.currency !== Currency[input.currency]) return out('notApplicableCurrency');
  if (d.validFrom && input.now < new Date(d.validFrom)) return out('beforeValidDate');
  if (d.validTo && input.now > new Date(d.validTo)) return out('afterValidDate');
  const guid = discountCounterGuid(input.ctx.seriesGuid, code);
  const counter = counterOf(input.ctx, 'discount', guid, d.usageLimit);
  const remaining = d.usageLimit > 0 ? d.usageLimit - counter.used : Number.POSITIVE_INFINITY;
  if (remaining <= 0) return out('usageLimitExceeded');

  const perItem = new Map<number, number>();
  for (const item of input.items) {
    if (perItem.size >= remaining) break;
    if (input.taken?.has(item.index)) continue;
    if (!discountCoversItem(d, item)) continue;
    const base = baseFor(d.discountRange, item);
    const amount = base > 0 ? safeAmount(d.price, base) : 0;
    if (amount > 0) perItem.set(item.index, amount);
  }
  if (perItem.size === 0) return out('notApplicable');
  return {
    code,
    result: 'none',
    description: d.description,
    perItem,
    // Counted with or without a limit (capacity ≤ 0 = unlimited): the back office shows every code's usage.
    usage: { guid, capacity: d.usageLimit, n: perItem.size },
  };
}
