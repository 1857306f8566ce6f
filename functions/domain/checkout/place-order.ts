import { createHash, randomUUID } from 'node:crypto';
import type { RegisterAnswer, RegisterBody } from '@shared/checkout/checkout-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { EmailType, PaymentMethod, SubEventType, type Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import type { ValidationError } from '@shared/errors/error-body';
import { formatPragueDateTime } from '@shared/prague-time';
import { BusinessRuleError, ValidationFailedError } from '../errors';
import { counterOf, loadCheckoutContext, type CheckoutPorts, type TeamRecord } from './checkout-context';
import { evaluateDiscount, type DiscountableItem } from './discounts';
import { cardCapacityReason, fillCards, type CardIncrement, type Person } from './fill-cards';
import type {
  CounterRef,
  CounterScope,
  OrderHistoryRecord,
  OrderItemRecord,
  OrderRecord,
} from '../orders/order-records';
import { choosePaymentDetail } from './payment-detail';
import { bankTransferRefusal } from './payment-rules';
import { placePerson } from './person-rules';
import { RegistrationFailedError } from './registration-failed-error';
import { resolveItem, type ResolvedItem } from './resolve-item';
import { registrantTemplates, type RegistrantTemplate } from './registrant-templates';
import { newVariableSymbol } from './variable-symbol';
import { cardTieCatalogue, optionUsage, tieCounterGuid } from './option-usage';
import { heldPlaces, teamApplicationFailure } from './team-application';
import { newTeamPin, type TeamReservationRecord } from './team-reservation';
import { placeInBuckets, type ShardState } from './capacity-buckets';
import {
  addOfferHeld,
  cartOffers,
  offersInTheirBuckets,
  offersInTheirSubcategory,
} from '../waiting-list/offer-checkout';
import type { WaitingOfferRecord } from '../waiting-list/waiting-list-rules';

/**
 * The order's ledger with the places its consumed name reservations hold recorded in the buckets
 * the reservations took them from (the adapter places the rest when it commits).
 */
function heldInTheirBuckets(
  ledger: CounterRef[],
  cart: RegisterBody['items'],
  reservations: Map<string, TeamReservationRecord> | undefined,
): CounterRef[] {
  let out = ledger;
  // As heldPlaces counts them: per cart item founding a team under a reservation.
  for (const item of cart) {
    if (item.teamGuid || !item.reservationGuid) continue;
    for (const c of reservations?.get(item.reservationGuid)?.held ?? [])
      if (c.bucket) out = placeInBuckets(out, c.scope, c.guid, [{ bucket: c.bucket, n: c.n }]);
  }
  return out;
}

export interface PlannedCounter extends CounterRef {
  /** Capacity the counter is known to have (≤ 0 = unlimited). */
  capacity: number;
  /**
   * Places of `n` a consumed team name reservation already holds: the transaction adds only
   * n − held, while the order records all n (its expiry gives back every one).
   */
  held?: number;
  /**
   * A sharded scope's buckets as read (functions/domain/checkout/capacity-buckets.ts): the adapter
   * takes the places from buckets with room and records them in the order's ledger.
   */
  shard?: ShardState;
  /** Failure reason when this counter's condition fails, with its message params. */
  failure: { reason: RegistrationFailedError['reason']; params: Record<string, string>; field: string };
}

export interface OrderPlan {
  order: OrderRecord;
  items: OrderItemRecord[];
  history: OrderHistoryRecord;
  counters: PlannedCounter[];
  /** `reservationGuid`: the name reservation the team consumes (its guid is the team's guid). */
  newTeams: Array<TeamRecord & { index: number; reservationGuid?: string }>;
  /** Waiting-list offers the order consumes (their held places are counted in `held`). */
  offers?: WaitingOfferRecord[];
}

export type CommitResult =
  | { ok: true }
  | { ok: false; kind: 'counter'; counter: PlannedCounter }
  | { ok: false; kind: 'idempotency' }
  | { ok: false; kind: 'variableSymbol' }
  | { ok: false; kind: 'teamName'; index: number; name: string }
  | { ok: false; kind: 'reservation'; index: number }
  | { ok: false; kind: 'offer' };

export interface RegisterPorts extends CheckoutPorts {
  /** The order a register call with this order guid already created, if any. */
  findIdempotent(orderGuid: string): Promise<{ requestHash: string; answer: RegisterAnswer } | undefined>;
  commitOrder(plan: OrderPlan): Promise<CommitResult>;
  enqueueOrderEmail(orderGuid: string, emailType: number): Promise<void>;
  /** Keeps the registrants as the signed-in user's templates (create or update by name and birth). */
  saveRegistrantTemplates(userId: string, templates: RegistrantTemplate[]): Promise<void>;
}

const DAY_MS = 86_400_000;
const DEFAULT_DAYS_TILL_EXPIRATION = 5;

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

function consentErrors(body: RegisterBody, items: ResolvedItem[], locale: Locale): ValidationError[] {
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
 * checkout/register: every rule of spec §4/§5 checked against the current catalogue, then ONE
 * transaction takes every capacity place (conditional counters), writes the order, its items,
 * history and the variable-symbol guard (the order put doubles as the idempotency guard). The
 * transaction is the authority;
 * the checks before it give precise reasons without a round trip.
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
  const replay = async () => {
    const found = await ports.findIdempotent(orderGuid);
    if (!found) return undefined;
    if (found.requestHash !== requestHash)
      throw new BusinessRuleError('checkout.idempotencyKeyReused', undefined, 409);
    return { ...found.answer, replayed: true };
  };
  const currency = body.currency;
  // An order of a previous attempt comes with the counters (one BatchGetItem); the order put's
  // guard catches a duplicate that races this read.
  const ctx = await loadCheckoutContext(ports, body.items, currency, orderGuid, true);
  if (ctx.idempotent) {
    if (ctx.idempotent.requestHash !== requestHash)
      throw new BusinessRuleError('checkout.idempotencyKeyReused', undefined, 409);
    return { ...ctx.idempotent.answer, replayed: true };
  }
  const resolved = body.items.map((ref, index) => resolveItem(ctx, ref, index, currency, now));

  const consents = consentErrors(body, resolved, locale);
  if (consents.length) throw new ValidationFailedError(consents);

  for (const item of resolved) {
    const name = `${item.bundle.event.name} – ${item.sub.name}`;
    if (now < new Date(item.sub.registrationFrom))
      throw new RegistrationFailedError(
        RegistrationFailure.NOT_OPENED_YET,
        { name, date: formatPragueDateTime(item.sub.registrationFrom) },
        `items.${item.index}`,
        locale,
      );
    if (now > new Date(item.sub.registrationTo))
      throw new RegistrationFailedError(
        RegistrationFailure.TOO_LATE,
        { name, date: formatPragueDateTime(item.sub.registrationTo) },
        `items.${item.index}`,
        locale,
      );
  }
  const transfer = bankTransferRefusal(resolved, body.paymentMethod, now);
  if (transfer)
    throw new RegistrationFailedError(
      transfer.reason,
      transfer.params?.date ? { ...transfer.params, date: formatPragueDateTime(transfer.params.date) } : {},
      transfer.index !== undefined ? `items.${transfer.index}` : 'paymentMethod',
      locale,
    );

  // Team applications that cannot hold whatever the forms say (reasons 14, 27, 29).
  for (const item of resolved) {
    const failure = teamApplicationFailure(item.sub, body.items, item.index, ctx.reservations, now);
    if (failure)
      throw new RegistrationFailedError(failure.reason, failure.params, `items.${item.index}`, locale);
  }
  // Places the cart's consumed name reservations already hold, per counter key.
  const held = heldPlaces(body.items, ctx.reservations);
  const offers = cartOffers(body.items, ctx.offers, now);
  addOfferHeld(held, offers);
  const heldOf = (scope: CounterScope, guid: string) => held.get(`${scope}#${guid}`) ?? 0;

  // What the runner cannot fix in the form comes first: a full race, a missing team.
  for (const item of resolved) {
    const field = `items.${item.index}`;
    const full = (scope: CounterScope, guid: string, capacity: number) => {
      const c = counterOf(ctx, scope, guid, capacity);
      return c.capacity > 0 && c.used - heldOf(scope, guid) >= c.capacity;
    };
    const e = item.bundle.event;
    if (full('event', e.guid, e.capacity))
      throw new RegistrationFailedError(RegistrationFailure.CAPACITY_EVENT, { name: e.name }, field, locale);
    if (full('subevent', item.sub.guid, item.sub.capacity))
      throw new RegistrationFailedError(
        RegistrationFailure.CAPACITY_SUBEVENT,
        { name: item.sub.name },
        field,
        locale,
      );
    if (full('category', item.category.guid, item.category.capacity))
      throw new RegistrationFailedError(
        RegistrationFailure.CAPACITY_CATEGORY,
        { name: item.category.name },
        field,
        locale,
      );
    if (item.wave && full('wave', item.wave.guid, item.wave.capacity))
      throw new RegistrationFailedError(
        RegistrationFailure.CAPACITY_WAVE,
        { name: item.wave.name },
        field,
        locale,
      );
    const ref = body.items[item.index];
    if (ref?.teamGuid && (item.sub.type === SubEventType.RELAY || item.sub.type === SubEventType.TEAM)) {
      const existing = ctx.teams.get(ref.teamGuid);
      if (!existing || existing.subEventGuid !== item.sub.guid)
        throw new RegistrationFailedError(RegistrationFailure.TEAM_NOT_FOUND, {}, field, locale);
      if (item.sub.type === SubEventType.RELAY)
        throw new RegistrationFailedError(
          RegistrationFailure.RELAY_ALREADY_REGISTERED,
          { team: existing.name },
          field,
          locale,
        );
      if (existing.pin !== (ref.pin ?? ''))
        throw new RegistrationFailedError(RegistrationFailure.TEAM_PIN_INVALID, {}, field, locale);
    }
    const teamless = !ref?.teamGuid && !ref?.teamName;
    if (
      teamless &&
      (item.sub.type === SubEventType.RELAY ||
        (item.sub.type === SubEventType.TEAM && item.sub.allowIndividuals === false))
    )
      throw new RegistrationFailedError(
        RegistrationFailure.TEAM_REQUIRED,
        { name: item.sub.name },
        field,
        locale,
      );
  }

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
    if (f.failure)
      throw new RegistrationFailedError(f.failure.reason, f.failure.params, `items.${i}`, locale);
  });

  const counters = new Map<string, PlannedCounter>();
  const take = (
    scope: CounterScope,
    guid: string,
    capacity: number,
    n: number,
    failure: PlannedCounter['failure'],
    ignored = 0,
  ) => {
    const key = `${scope}#${guid}`;
    const known = counters.get(key);
    const shard = ctx.shards?.get(key);
    // The counter item's capacity is what the transaction's condition is checked against.
    const stored = counterOf(ctx, scope, guid, capacity).capacity;
    if (known) known.n += n;
    else
      counters.set(key, {
        scope,
        guid,
        capacity: stored > 0 ? stored + ignored : stored,
        n,
        ...(heldOf(scope, guid) ? { held: heldOf(scope, guid) } : {}),
        ...(shard ? { shard } : {}),
        failure,
      });
  };

  const newTeams: OrderPlan['newTeams'] = [];
  const nowIso = now.toISOString();
  const items: OrderItemRecord[] = [];
  /** The order items (one per person) of each cart item. */
  const recordsOf = new Map<number, OrderItemRecord[]>();
  const discountable: DiscountableItem[] = [];

  for (const item of resolved) {
    const ref = body.items[item.index] as RegisterBody['items'][number];
    const field = `items.${item.index}`;
    const f = filled[item.index] as (typeof filled)[number];
    const persons: Person[] = f.persons.length
      ? f.persons
      : [{ ...body.registrator, club: null, values: [], additionalsPrice: 0 }];
    for (const p of persons) {
      // Forms without predefined fields describe the registrator.
      p.firstName ||= body.registrator.firstName;
      p.lastName ||= body.registrator.lastName;
      p.email ||= body.registrator.email;
      p.birthDate ||= body.registrator.birthDate;
      p.gender ??= body.registrator.gender;
    }

    // Teams and relays: join with a PIN or found a new one under a name.
    let team: { guid: string; name: string } | null = null;
    const isRelay = item.sub.type === SubEventType.RELAY;
    const isTeam = item.sub.type === SubEventType.TEAM;
    if (isRelay || isTeam) {
      const existing = ref.teamGuid ? ctx.teams.get(ref.teamGuid) : undefined;
      if (existing) {
        // Checked above: the team exists in this race, is not a relay and the PIN matches.
        team = { guid: existing.guid, name: existing.name };
      } else if (ref.teamName) {
        // A reserved name founds the team under the reservation's guid and PIN (checked above).
        const reservation = ref.reservationGuid ? ctx.reservations?.get(ref.reservationGuid) : undefined;
        team = { guid: reservation?.guid ?? randomUUID(), name: reservation?.name ?? ref.teamName.trim() };
        newTeams.push({
          entity: 'team',
          index: item.index,
          guid: team.guid,
          subEventGuid: item.sub.guid,
          name: team.name,
          pin: reservation?.pin ?? newTeamPin(),
          managerEmail: body.registrator.email,
          orderGuid,
          dateCreated: nowIso,
          ...(reservation ? { reservationGuid: reservation.guid } : {}),
        });
      } else if (isRelay || item.sub.allowIndividuals === false) {
        throw new RegistrationFailedError(
          RegistrationFailure.TEAM_REQUIRED,
          { name: item.sub.name },
          field,
          locale,
        );
      }
    }

    // Places: a relay takes one place in the race, a team race one per member.
    const places = isRelay ? 1 : persons.length;
    const capFail = (reason: RegistrationFailedError['reason'], name: string) => ({
      reason,
      params: { name },
      field,
    });
    take(
      'event',
      item.bundle.event.guid,
      item.bundle.event.capacity,
      places,
      capFail(RegistrationFailure.CAPACITY_EVENT, item.bundle.event.name),
    );
    take(
      'subevent',
      item.sub.guid,
      item.sub.capacity,
      places,
      capFail(RegistrationFailure.CAPACITY_SUBEVENT, item.sub.name),
    );
    take(
      'category',
      item.category.guid,
      item.category.capacity,
      places,
      capFail(RegistrationFailure.CAPACITY_CATEGORY, item.category.name),
    );
    if (item.wave)
      take(
        'wave',
        item.wave.guid,
        item.wave.capacity,
        places,
        capFail(RegistrationFailure.CAPACITY_WAVE, item.wave.name),
      );
    if (team) {
      const members = item.sub.membersTo ?? 0;
      const existing = ctx.teams.get(team.guid);
      take(
        'team',
        team.guid,
        existing ? counterOf(ctx, 'team', team.guid, members).capacity : members,
        persons.length,
        {
          reason: isRelay ? RegistrationFailure.CAPACITY_RELAY : RegistrationFailure.CAPACITY_TEAM,
          params: { name: team.name, team: team.name },
          field,
        },
      );
    }
    for (const inc of f.increments as CardIncrement[]) {
      const failure = { reason: cardCapacityReason(inc.scope, isRelay), params: { name: inc.name }, field };
      // §4: entries the group's categories and waves ignore do not take its places, so the
      // condition on the own counter allows that many more (option-usage.ts).
      const card = item.cards.find((c) => c.values.some((v) => v.guid === inc.group.guid));
      const ignored =
        inc.capacity > 0 && card
          ? optionUsage(
              ctx.counters,
              inc.scope,
              inc.guid,
              inc.capacity,
              inc.group,
              cardTieCatalogue(card, item.bundle),
            ).ignored
          : 0;
      take(inc.scope, inc.guid, inc.capacity, 1, failure, ignored);
      if (inc.tie) take(inc.scope, tieCounterGuid(inc.guid, inc.tie), 0, 1, failure);
    }

    persons.forEach((p, pi) => {
      const placed = placePerson({ ...p, gender: p.gender }, item.category, item.subcategories, item.sub);
      if ('reason' in placed) throw new RegistrationFailedError(placed.reason, placed.params, field, locale);
      const sc = placed.subcategory;
      if (sc)
        take(
          'subcategory',
          sc.guid,
          sc.capacity,
          isRelay ? (pi === 0 ? 1 : 0) : 1,
          capFail(RegistrationFailure.CAPACITY_SUBCATEGORY, sc.name),
        );
      const itemGuid = randomUUID();
      // The registration's price sits on its first person; relay members ride along.
      const base = pi === 0 || !isRelay ? item.price : 0;
      const record: OrderItemRecord = {
        entity: 'orderItem',
        itemGuid,
        orderGuid,
        index: items.length,
        kind: isRelay ? 'relay' : isTeam && team ? 'team' : 'regular',
        seriesGuid: ctx.seriesGuid,
        seriesEventGuid: item.bundle.event.guid,
        eventName: item.bundle.event.name,
        subEventGuid: item.sub.guid,
        subEventName: item.sub.name,
        categoryGuid: item.category.guid,
        categoryName: item.category.name,
        subcategoryGuid: sc?.guid ?? null,
        subcategoryName: sc?.name ?? null,
        waveGuid: item.wave?.guid ?? null,
        waveName: item.wave?.name ?? null,
        teamGuid: team?.guid ?? null,
        teamName: team?.name ?? null,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        birthDate: p.birthDate,
        birthYear: Number(p.birthDate.slice(0, 4)),
        gender: p.gender ?? 0,
        club: p.club,
        startNumber: null,
        values: p.values,
        basePrice: base,
        pricingName: item.pricingName,
        additionalsPrice: p.additionalsPrice,
        discount: 0,
        cancelledAmount: 0,
        paid: false,
        dateCreated: nowIso,
      };
      items.push(record);
      recordsOf.set(item.index, [...(recordsOf.get(item.index) ?? []), record]);
    });
    const itemRecords = recordsOf.get(item.index) ?? [];
    discountable.push({
      index: item.index,
      seriesEventGuid: item.bundle.event.guid,
      subEventGuid: item.sub.guid,
      subEventType: item.sub.type,
      categoryGuid: item.category.guid,
      subcategoryGuid: itemRecords[0]?.subcategoryGuid ?? null,
      waveGuid: item.wave?.guid ?? null,
      basePrice: isRelay ? item.price : item.price * persons.length,
      additionalsPrice: persons.reduce((s, p) => s + p.additionalsPrice, 0),
    });
  }

  offersInTheirSubcategory(body.items, ctx.offers, recordsOf);
  // Early, precise capacity reasons from the counters just read (the transaction re-checks).
  for (const c of counters.values()) {
    if (c.capacity <= 0 || c.n === 0) continue;
    if (counterOf(ctx, c.scope, c.guid, c.capacity).used + c.n - (c.held ?? 0) > c.capacity)
      throw new RegistrationFailedError(c.failure.reason, c.failure.params, c.failure.field, locale);
  }

  // Discounts: each code must apply; one discount per cart item.
  const taken = new Set<number>();
  const applied: Array<{ code: string; amount: number }> = [];
  const perItemDiscount = new Map<number, number>();
  const uniqueCodes = [...new Set(body.discounts.map((c) => c.trim().toUpperCase()))];
  for (const code of uniqueCodes) {
    const outcome = evaluateDiscount({
      code,
      record: await ports.getDiscount(ctx.seriesGuid, code),
      ctx,
      items: discountable,
      currency,
      now,
      taken,
    });
    if (outcome.result !== 'none') {
      const reason =
        outcome.result === 'usageLimitExceeded'
          ? RegistrationFailure.DISCOUNT_USAGE_LIMIT
          : RegistrationFailure.DISCOUNT_NOT_APPLICABLE;
      throw new RegistrationFailedError(reason, { code }, `discounts.${code}`, locale);
    }
    let amount = 0;
    for (const [index, value] of outcome.perItem) {
      taken.add(index);
      perItemDiscount.set(index, value);
      amount += value;
    }
    applied.push({ code, amount });
    if (outcome.usage)
      take('discount', outcome.usage.guid, outcome.usage.capacity, outcome.usage.n, {
        reason: RegistrationFailure.DISCOUNT_USAGE_LIMIT,
        params: { code },
        field: `discounts.${code}`,
      });
  }
  // A cart item's discount sits on its first order item (the one carrying the price).
  for (const [index, value] of perItemDiscount) {
    const first = recordsOf.get(index)?.[0];
    if (first) first.discount = value;
  }

  const basePrice = items.reduce((s, i) => s + i.basePrice, 0);
  const additionalsPrice = items.reduce((s, i) => s + i.additionalsPrice, 0);
  const discountAmount = Math.min(
    basePrice + additionalsPrice,
    applied.reduce((s, d) => s + d.amount, 0),
  );
  const calculatedPrice = basePrice + additionalsPrice - discountAmount;
  const free = calculatedPrice === 0;
  const days = Math.min(
    ...resolved.map(
      (r) => r.sub.daysTillExpiration ?? r.bundle.event.daysTillExpiration ?? DEFAULT_DAYS_TILL_EXPIRATION,
    ),
  );
  const firstItem = resolved[0] as ResolvedItem;
  const paymentDetail =
    body.paymentMethod === PaymentMethod.TRANSFER
      ? choosePaymentDetail(
          await ports.listPaymentDetails(ctx.seriesGuid),
          { ...firstItem.ref, waveGuid: firstItem.ref.waveGuid ?? null },
          currency,
        )
      : null;
  if (body.paymentMethod === PaymentMethod.TRANSFER && !paymentDetail && !free)
    throw new RegistrationFailedError(
      RegistrationFailure.TRANSFER_CLOSED,
      { name: firstItem.sub.name, date: formatPragueDateTime(now) },
      'paymentMethod',
      locale,
    );
  if (free) for (const i of items) i.paid = true;

  for (let attempt = 0; ; attempt++) {
    const variableSymbol = newVariableSymbol();
    const order: OrderRecord = {
      entity: 'order',
      guid: orderGuid,
      variableSymbol,
      seriesGuid: ctx.seriesGuid,
      eventGuids: [...new Set(resolved.map((r) => r.bundle.event.guid))],
      subEventGuids: [...new Set(items.map((i) => i.subEventGuid))],
      categoryGuids: [...new Set(items.map((i) => i.categoryGuid))],
      waveGuids: [...new Set(items.flatMap((i) => (i.waveGuid ? [i.waveGuid] : [])))],
      userId: input.userId,
      language: locale,
      currency,
      paymentMethod: body.paymentMethod,
      registrator: { ...body.registrator, email: body.registrator.email.trim() },
      basePrice,
      additionalsPrice,
      discountAmount,
      calculatedPrice,
      cancelledAmount: 0,
      discounts: applied,
      paid: free,
      datePaid: free ? nowIso : null,
      expired: false,
      dateExpired: null,
      cancelled: false,
      dateCancelled: null,
      deleted: false,
      issued: false,
      dateCreated: nowIso,
      dateUpdated: nowIso,
      expiresAt: new Date(now.getTime() + days * DAY_MS).toISOString(),
      counters: offersInTheirBuckets(
        heldInTheirBuckets(
          [...counters.values()].filter((c) => c.n > 0).map(({ scope, guid, n }) => ({ scope, guid, n })),
          body.items,
          ctx.reservations,
        ),
        offers,
      ),
      paymentDetail,
      cardAttempts: [],
      providerCommandId: null,
      chargedAmount: null,
      itemCount: items.length,
      requestHash,
    };
    const answer: RegisterAnswer = {
      registrationGuid: orderGuid,
      variableSymbol,
      paymentMethod: body.paymentMethod,
      calculatedPrice,
      currency,
      replayed: false,
    };
    const result = await ports.commitOrder({
      order,
      items,
      history: {
        entity: 'orderHistory',
        orderGuid,
        date: nowIso,
        by: input.userId ?? 'registrator',
        action: 'created',
        changes: { calculatedPrice, paymentMethod: body.paymentMethod, items: items.length, paid: free },
      },
      counters: [...counters.values()].filter((c) => c.n > 0),
      newTeams,
      ...(offers.length ? { offers } : {}),
    });
    if (result.ok) {
      // Team e-mails: founding a team (with its PIN) or joining one.
      if (newTeams.length) await ports.enqueueOrderEmail(orderGuid, EmailType.TEAM_CREATED);
      if (items.some((i) => i.teamGuid && !newTeams.some((t) => t.guid === i.teamGuid)))
        await ports.enqueueOrderEmail(orderGuid, EmailType.TEAM_JOINED);
      if (input.userId && body.saveAsTemplate) {
        const persons = filled.flatMap((f) => f.persons);
        await ports.saveRegistrantTemplates(
          input.userId,
          registrantTemplates(
            persons,
            resolved.flatMap((r) => r.cards),
          ),
        );
      }
      await ports.enqueueOrderEmail(
        orderGuid,
        free
          ? EmailType.PAYMENT
          : body.paymentMethod === PaymentMethod.CARD
            ? EmailType.REGISTRATION_BY_CARD
            : EmailType.REGISTRATION_BY_TRANSFER,
      );
      return answer;
    }
    if (result.kind === 'variableSymbol' && attempt < 3) continue;
    if (result.kind === 'idempotency') {
      const again = await replay();
      if (again) return again;
    }
    if (result.kind === 'counter')
      throw new RegistrationFailedError(
        result.counter.failure.reason,
        result.counter.failure.params,
        result.counter.failure.field,
        locale,
      );
    if (result.kind === 'offer') throw new BusinessRuleError('waitingList.offerNotFound', undefined, 409);
    if (result.kind === 'reservation')
      throw new RegistrationFailedError(
        RegistrationFailure.RESERVATION_NOT_FOUND,
        {},
        `items.${result.index}`,
        locale,
      );
    if (result.kind === 'teamName')
      throw new RegistrationFailedError(
        RegistrationFailure.TEAM_EXISTS,
        { team: result.name, name: resolved[result.index]?.sub.name ?? '' },
        `items.${result.index}`,
        locale,
      );
    throw new Error(`Order could not be committed: ${result.kind}`);
  }
}
