import { createHash } from 'node:crypto';
import type { RegisterAnswer, RegisterBody } from '@shared/checkout/checkout-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { EmailType, PaymentMethod, type Locale } from '@shared/codelists/enums';
import { formatPragueDateTime } from '@shared/prague-time';
import { BusinessRuleError, ValidationFailedError } from '../errors';
import type { DiscountRecord, OrderItemRecord } from '../orders/order-records';
import { addOfferHeld, cartOffers, offersInTheirSubcategory } from '../waiting-list/offer-checkout';
import {
  fullScopeFailure,
  itemTakes,
  orderLedger,
  overCapacity,
  planCounters,
  type Take,
} from './capacity-plan';
import { atOrderPosition } from './capacity-sample';
import { cartWindowFailure, consentErrors } from './cart-rules';
import { loadCheckoutContext, type CheckoutContext } from './checkout-context';
import type { DiscountableItem } from './discounts';
import { fillCards, type Person } from './fill-cards';
import { discountableOf, itemRecords, personsOf } from './order-items';
import { isStepFailure, type OrderPlan, type RegisterPorts, type StepFailure } from './order-plan';
import { applyDiscounts, discountCodes, expirationDays, orderTotals, withDiscounts } from './order-pricing';
import { commitOutcome, orderPlanOf, type OrderDraft } from './order-record';
import { choosePaymentDetail } from './payment-detail';
import { RegistrationFailedError } from './registration-failed-error';
import { registrantTemplates } from './registrant-templates';
import { resolveItem, type ResolvedItem } from './resolve-item';
import { heldPlaces, teamApplicationFailure } from './team-application';
import { foundedTeam, teamChoice, teamOf, type TeamChoice } from './team-choice';
import { newVariableSymbol } from './variable-symbol';

// The plan's types live in order-plan.ts; the adapter and the rush model import them from here.
export type { CommitResult, OrderPlan, PlannedCounter, RegisterPorts } from './order-plan';

/**
 * The order's guid derives from the client's idempotency key: a retried call addresses the same
 * order, whose `attribute_not_exists` put is the duplicate guard, and the key itself never
 * appears in URLs. Formatted as a UUID (version nibble 8, "custom").
 */
export function orderGuidFor(idempotencyKey: string): string {
  const h = createHash('sha256').update(`order:${idempotencyKey.toLowerCase()}`).digest('hex');
  const variant = ((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

export const requestHashOf = (body: RegisterBody) =>
  createHash('sha256')
    .update(JSON.stringify({ ...body, idempotencyKey: undefined }))
    .digest('base64url');

/** A step's refusal, in the runner's language. */
const refuse = (f: StepFailure, locale: Locale) =>
  new RegistrationFailedError(f.reason, f.params, f.field, locale);

function check<T>(result: T | StepFailure, locale: Locale): T {
  if (isStepFailure(result)) throw refuse(result, locale);
  return result;
}

/** An earlier call under the same key: its answer, or 409 when the key was used for another cart. */
function replayOf(
  found: { requestHash: string; answer: RegisterAnswer },
  requestHash: string,
): RegisterAnswer {
  if (found.requestHash !== requestHash)
    throw new BusinessRuleError('checkout.idempotencyKeyReused', undefined, 409);
  return { ...found.answer, replayed: true };
}

interface PlacedItems {
  records: OrderItemRecord[];
  takes: Take[];
  discountable: DiscountableItem[];
  /** The first order item of each cart item (it carries the price and the discount). */
  firstOf: Map<number, string>;
  newTeams: OrderPlan['newTeams'];
  /** Each cart item's people, forms' and registrator's (the templates a user keeps). */
  persons: Person[][];
}

/** The order items and the places of every cart item (order-items.ts, capacity-plan.ts). */
function placeItems(
  ctx: CheckoutContext,
  body: RegisterBody,
  resolved: readonly ResolvedItem[],
  filled: ReturnType<typeof fillCards>[],
  teams: readonly TeamChoice[],
  at: { orderGuid: string; now: string },
  locale: Locale,
): PlacedItems {
  const out: PlacedItems = {
    records: [],
    takes: [],
    discountable: [],
    firstOf: new Map(),
    newTeams: [],
    persons: [],
  };
  for (const item of resolved) {
    const f = filled[item.index] as (typeof filled)[number];
    const choice = teams[item.index] as TeamChoice;
    if (choice.kind === 'found')
      out.newTeams.push(
        foundedTeam(choice, {
          index: item.index,
          subEventGuid: item.sub.guid,
          managerEmail: body.registrator.email,
          ...at,
        }),
      );
    const team = teamOf(choice);
    const persons = personsOf(f.persons, body.registrator);
    out.persons.push(persons);
    out.takes.push(...itemTakes(ctx, item, team, persons.length, f.increments));
    const placed = check(
      itemRecords({ item, persons, team, seriesGuid: ctx.seriesGuid, firstIndex: out.records.length, ...at }),
      locale,
    );
    out.takes.push(...placed.takes);
    out.records.push(...placed.records);
    if (placed.records[0]) out.firstOf.set(item.index, placed.records[0].itemGuid);
    out.discountable.push(discountableOf(item, placed.records));
  }
  return out;
}

/**
 * checkout/register: every rule of spec §4/§5 checked against the current catalogue, then ONE
 * transaction takes every capacity place (conditional counters), writes the order, its items,
 * history and the variable-symbol guard (the order put doubles as the idempotency guard). The
 * transaction is the authority; the checks before it give precise reasons without a round trip.
 * Each step is its own module: cart-rules, team-application and team-choice, fill-cards,
 * capacity-plan, order-items, order-pricing and order-record.
 */
export async function placeOrder(input: {
  ports: RegisterPorts;
  body: RegisterBody;
  userId: string | null;
  locale: Locale;
  now: Date;
}): Promise<RegisterAnswer> {
  const { ports, body, now } = input;
  const locale = body.language ?? input.locale;
  const requestHash = requestHashOf(body);
  const orderGuid = orderGuidFor(body.idempotencyKey);
  const currency = body.currency;
  // An order of a previous attempt comes with the counters (one BatchGetItem); the order put's
  // guard catches a duplicate that races this read.
  const ctx = await loadCheckoutContext(ports, body.items, currency, orderGuid, true);
  if (ctx.idempotent) return replayOf(ctx.idempotent, requestHash);
  const resolved = body.items.map((ref, index) => resolveItem(ctx, ref, index, currency, now));

  const consents = consentErrors(body, resolved, locale);
  if (consents.length) throw new ValidationFailedError(consents);
  check(cartWindowFailure(resolved, body.paymentMethod, now), locale);
  // Team applications that cannot hold whatever the forms say (reasons 14, 27, 29).
  for (const item of resolved) {
    const failure = teamApplicationFailure(item.sub, body.items, item.index, ctx.reservations, now);
    if (failure) throw refuse({ ...failure, field: `items.${item.index}` }, locale);
  }
  // Places the cart's consumed name reservations and waiting-list offers already hold.
  const held = heldPlaces(body.items, ctx.reservations);
  const offers = cartOffers(body.items, ctx.offers, now);
  addOfferHeld(held, offers);

  // What the runner cannot fix in the form comes first: a full race, a missing team.
  const teams = resolved.map((item) => {
    check(fullScopeFailure(ctx, item, held), locale);
    return check(
      teamChoice(item.sub, body.items[item.index] ?? {}, item.index, ctx.teams, ctx.reservations),
      locale,
    );
  });

  // Forms: field errors of every item at once, so the runner fixes them in one go.
  const filled = resolved.map((item) =>
    fillCards({ item, filled: body.items[item.index]?.cards ?? [], currency, locale, now }),
  );
  const fieldErrors = filled.flatMap((f) => f.errors);
  if (fieldErrors.length)
    throw new ValidationFailedError(fieldErrors, 'registration.invalidValidations', {
      reason: RegistrationFailure.INVALID_VALIDATIONS,
    });
  filled.forEach((f, i) => {
    if (f.failure) throw refuse({ ...f.failure, field: `items.${i}` }, locale);
  });

  const placed = placeItems(
    ctx,
    body,
    resolved,
    filled,
    teams,
    { orderGuid, now: now.toISOString() },
    locale,
  );
  // A sub-category's offer holds a place only for a runner placed in that sub-category.
  offersInTheirSubcategory(
    body.items,
    ctx.offers,
    new Map(
      [...placed.firstOf].map(([index, guid]) => [index, placed.records.filter((r) => r.itemGuid === guid)]),
    ),
  );
  // Early, precise capacity reasons from the counters just read (the transaction re-checks).
  check(overCapacity(ctx, planCounters(ctx, held, placed.takes)), locale);

  const codes = discountCodes(body.discounts);
  const records = new Map<string, DiscountRecord | undefined>();
  for (const code of codes) records.set(code, await ports.getDiscount(ctx.seriesGuid, code));
  const discounts = check(
    applyDiscounts({ codes, records, ctx, items: placed.discountable, currency, now }),
    locale,
  );
  const items = withDiscounts(placed.records, placed.firstOf, discounts.perItem);
  const totals = orderTotals(items, discounts.applied);
  // One bucket position for all the order's sharded scopes (capacity-sample.ts).
  const counters = atOrderPosition(planCounters(ctx, held, [...placed.takes, ...discounts.takes]));

  const firstItem = resolved[0] as ResolvedItem;
  const paymentDetail =
    body.paymentMethod === PaymentMethod.TRANSFER
      ? choosePaymentDetail(
          await ports.listPaymentDetails(ctx.seriesGuid),
          { ...firstItem.ref, waveGuid: firstItem.ref.waveGuid ?? null },
          currency,
        )
      : null;
  if (body.paymentMethod === PaymentMethod.TRANSFER && !paymentDetail && !totals.free)
    throw refuse(
      {
        reason: RegistrationFailure.TRANSFER_CLOSED,
        params: { name: firstItem.sub.name, date: formatPragueDateTime(now) },
        field: 'paymentMethod',
      },
      locale,
    );

  const draft: OrderDraft = {
    guid: orderGuid,
    requestHash,
    seriesGuid: ctx.seriesGuid,
    userId: input.userId,
    locale,
    body,
    items,
    totals,
    discounts: discounts.applied,
    paymentDetail,
    days: expirationDays(resolved),
    counters,
    ledger: orderLedger(counters, body.items, ctx.reservations, offers),
    newTeams: placed.newTeams,
    offers,
    now,
  };
  for (let attempt = 0; ; attempt++) {
    const { plan, answer } = orderPlanOf(draft, newVariableSymbol());
    const result = await ports.commitOrder(plan);
    if (result.ok) {
      await afterCommit(ports, plan, input.userId && body.saveAsTemplate ? input.userId : null, {
        persons: placed.persons.filter((_, i) => filled[i]?.persons.length),
        resolved,
      });
      return answer;
    }
    const outcome = commitOutcome(result, (i) => resolved[i]?.sub.name ?? '');
    if (outcome === 'retry' && attempt < 3) continue;
    if (outcome === 'replay') {
      const again = await ports.findIdempotent(orderGuid);
      if (again) return replayOf(again, requestHash);
    }
    if (outcome === 'offer') throw new BusinessRuleError('waitingList.offerNotFound', undefined, 409);
    if (isStepFailure(outcome)) throw refuse(outcome, locale);
    throw new Error(`Order could not be committed: ${result.kind}`);
  }
}

/** The e-mails of a placed order and, when asked, the signed-in user's registrant templates. */
async function afterCommit(
  ports: RegisterPorts,
  plan: OrderPlan,
  templatesOf: string | null,
  forms: { persons: Person[][]; resolved: readonly ResolvedItem[] },
): Promise<void> {
  const { order, items, newTeams } = plan;
  // Team e-mails: founding a team (with its PIN) or joining one.
  if (newTeams.length) await ports.enqueueOrderEmail(order.guid, EmailType.TEAM_CREATED);
  if (items.some((i) => i.teamGuid && !newTeams.some((t) => t.guid === i.teamGuid)))
    await ports.enqueueOrderEmail(order.guid, EmailType.TEAM_JOINED);
  if (templatesOf)
    await ports.saveRegistrantTemplates(
      templatesOf,
      registrantTemplates(
        forms.persons.flat(),
        forms.resolved.flatMap((r) => r.cards),
      ),
    );
  await ports.enqueueOrderEmail(
    order.guid,
    order.paid
      ? EmailType.PAYMENT
      : order.paymentMethod === PaymentMethod.CARD
        ? EmailType.REGISTRATION_BY_CARD
        : EmailType.REGISTRATION_BY_TRANSFER,
  );
}
