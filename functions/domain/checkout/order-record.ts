import type { RegisterAnswer, RegisterBody } from '@shared/checkout/checkout-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import type { Locale } from '@shared/codelists/enums';
import type { CounterRef, OrderItemRecord, OrderPaymentDetail, OrderRecord } from '../orders/order-records';
import type { WaitingOfferRecord } from '../waiting-list/waiting-list-rules';
import type { CommitResult, OrderPlan, PlannedCounter, StepFailure } from './order-plan';
import type { OrderTotals } from './order-pricing';

/**
 * The register call's transaction step: the order, its history entry and the answer the runner
 * gets, as one plan for the adapter's single transaction (order-plan.ts), and what a refused
 * commit means to the runner.
 */

const DAY_MS = 86_400_000;
const unique = <T>(list: readonly T[]) => [...new Set(list)];

export interface OrderDraft {
  guid: string;
  requestHash: string;
  seriesGuid: string;
  userId: string | null;
  locale: Locale;
  body: Pick<RegisterBody, 'currency' | 'paymentMethod' | 'registrator'>;
  /** The order items, prices and discounts in place (order-items.ts, order-pricing.ts). */
  items: OrderItemRecord[];
  totals: OrderTotals;
  discounts: Array<{ code: string; amount: number }>;
  paymentDetail: OrderPaymentDetail | null;
  /** Days an unpaid order is held (order-pricing.ts `expirationDays`). */
  days: number;
  counters: PlannedCounter[];
  /** The places the order holds (capacity-plan.ts `orderLedger`). */
  ledger: CounterRef[];
  newTeams: OrderPlan['newTeams'];
  offers: WaitingOfferRecord[];
  now: Date;
}

/** The plan the adapter commits under one variable symbol, and the answer it earns. */
export function orderPlanOf(
  d: OrderDraft,
  variableSymbol: string,
): { plan: OrderPlan; answer: RegisterAnswer } {
  const nowIso = d.now.toISOString();
  const { free, calculatedPrice } = d.totals;
  const { currency, paymentMethod } = d.body;
  const order: OrderRecord = {
    entity: 'order',
    guid: d.guid,
    variableSymbol,
    seriesGuid: d.seriesGuid,
    eventGuids: unique(d.items.map((i) => i.seriesEventGuid)),
    subEventGuids: unique(d.items.map((i) => i.subEventGuid)),
    categoryGuids: unique(d.items.map((i) => i.categoryGuid)),
    waveGuids: unique(d.items.flatMap((i) => (i.waveGuid ? [i.waveGuid] : []))),
    userId: d.userId,
    language: d.locale,
    currency,
    paymentMethod,
    registrator: { ...d.body.registrator, email: d.body.registrator.email.trim() },
    basePrice: d.totals.basePrice,
    additionalsPrice: d.totals.additionalsPrice,
    discountAmount: d.totals.discountAmount,
    calculatedPrice,
    cancelledAmount: 0,
    discounts: d.discounts,
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
    expiresAt: new Date(d.now.getTime() + d.days * DAY_MS).toISOString(),
    counters: d.ledger,
    paymentDetail: d.paymentDetail,
    cardAttempts: [],
    providerCommandId: null,
    chargedAmount: null,
    itemCount: d.items.length,
    requestHash: d.requestHash,
  };
  const plan: OrderPlan = {
    order,
    // A free order is paid when placed, every registration with it.
    items: free ? d.items.map((i) => ({ ...i, paid: true })) : d.items,
    history: {
      entity: 'orderHistory',
      orderGuid: d.guid,
      date: nowIso,
      by: d.userId ?? 'registrator',
      action: 'created',
      changes: { calculatedPrice, paymentMethod, items: d.items.length, paid: free },
    },
    counters: d.counters.filter((c) => c.n > 0),
    newTeams: d.newTeams,
    ...(d.offers.length ? { offers: d.offers } : {}),
  };
  const answer: RegisterAnswer = {
    registrationGuid: d.guid,
    variableSymbol,
    paymentMethod,
    calculatedPrice,
    currency,
    replayed: false,
  };
  return { plan, answer };
}

/**
 * What a refused commit tells the runner: the counter that filled meanwhile (its own capacity
 * reason), a reservation gone (14), a team name taken meanwhile (15); `offer` a waiting-list offer
 * gone; `retry` a variable symbol taken (draw another); `replay` the same order placed meanwhile
 * by a retry of this call.
 */
export function commitOutcome(
  result: Exclude<CommitResult, { ok: true }>,
  raceNameOf: (index: number) => string,
): StepFailure | 'retry' | 'replay' | 'offer' {
  switch (result.kind) {
    case 'variableSymbol':
      return 'retry';
    case 'idempotency':
      return 'replay';
    case 'offer':
      return 'offer';
    case 'counter':
      return result.counter.failure;
    case 'reservation':
      return {
        reason: RegistrationFailure.RESERVATION_NOT_FOUND,
        params: {},
        field: `items.${result.index}`,
      };
    case 'teamName':
      return {
        reason: RegistrationFailure.TEAM_EXISTS,
        params: { team: result.name, name: raceNameOf(result.index) },
        field: `items.${result.index}`,
      };
  }
}
