import { randomUUID } from 'node:crypto';
import type {
  BillingCreateBody,
  BillingDetail,
  BillingOrder,
  BillingPreview,
  BillingQuery,
  BillingRow,
} from '@shared/payments/billing-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { envelope, type Envelope } from '../paging';
import {
  billableOrders,
  billingTotals,
  candidateFees,
  settlementLines,
  type BillableOrder,
} from './billing-sums';
import { fold } from '@shared/text/search-text';

/** `BILLING#<id>` / `BILLING`: the settlement as created (its totals are fixed then). */
export interface BillingRecord extends BillingRow {
  createdBy: string;
  /** The series, events, races, categories and waves of its orders (the list's five series-id filters). */
  seriesGuids: string[];
  eventGuids: string[];
  subEventGuids: string[];
  categoryGuids: string[];
  waveGuids: string[];
}

export interface BillingHistoryRecord {
  billingId: number;
  id: string;
  date: string;
  by: string;
  byName: string | null;
  action: 'created' | 'accepted' | 'rejected';
  changes: Record<string, unknown>;
}

export interface BillingActor {
  by: string;
  byName?: string;
}

export interface BillingPorts {
  organizer(guid: string): Promise<{ guid: string; name: string } | undefined>;
  seriesOfOrganizer(organizerGuid: string): Promise<Array<{ guid: string; name: string }>>;
  /** Orders of a series created on or before the day (a payment follows its order). */
  ordersOfSeries(series: { guid: string; name: string }, createdUpTo: string): Promise<BillableOrder[]>;
  /** Which of the orders an accepted settlement holds already. */
  billedOrders(orderGuids: string[]): Promise<Set<string>>;
  /** Which of the value-change fees (by change guid) an accepted settlement holds already. */
  billedFees(changeGuids: string[]): Promise<Set<string>>;
  nextId(): Promise<number>;
  /** Writes the settlement, its orders and the history entry. */
  create(billing: BillingRecord, orders: BillingOrder[], history: BillingHistoryRecord): Promise<void>;
  all(): Promise<BillingRecord[]>;
  get(id: number): Promise<BillingRecord | undefined>;
  orders(id: number): Promise<BillingOrder[]>;
  history(id: number): Promise<BillingHistoryRecord[]>;
  /**
   * Locks the settlement and its orders: one guard per order line's order (an order in at most one
   * accepted settlement) and one per value-change fee of any line (a fee in at most one). Answers
   * the variable symbols held by another accepted settlement, if any (then nothing is locked), or
   * 'changed' when the settlement was accepted or rejected meanwhile.
   */
  accept(
    billing: BillingRecord,
    orders: BillingOrder[],
    history: BillingHistoryRecord,
  ): Promise<{ kind: 'accepted' } | { kind: 'conflict'; variableSymbols: string[] } | { kind: 'changed' }>;
  /** Deletes a settlement not accepted (its history stays); false when it changed meanwhile. */
  reject(billing: BillingRecord, history: BillingHistoryRecord): Promise<boolean>;
}

const unique = (values: Iterable<string>) => [...new Set(values)].sort();

const entry = (
  billingId: number,
  actor: BillingActor,
  now: Date,
  action: BillingHistoryRecord['action'],
  changes: Record<string, unknown>,
): BillingHistoryRecord => ({
  billingId,
  id: randomUUID(),
  date: now.toISOString(),
  by: actor.by,
  byName: actor.byName ?? null,
  action,
  changes,
});

export const billingRow = (b: BillingRecord): BillingRow => ({
  id: b.id,
  name: b.name,
  organizerId: b.organizerId,
  organizerName: b.organizerName,
  type: b.type,
  dateFrom: b.dateFrom,
  dateTo: b.dateTo,
  exceptions: b.exceptions,
  provisions: b.provisions,
  external: b.external,
  outside: b.outside,
  confirmed: b.confirmed,
  totals: b.totals,
  createdAt: b.createdAt,
  createdByName: b.createdByName,
  acceptedAt: b.acceptedAt,
});

/** The organizer's orders the settlement would take, with its totals. */
async function compute(ports: BillingPorts, body: BillingCreateBody) {
  const organizer = await ports.organizer(body.organizerId);
  if (!organizer) throw new NotFoundError('billing.organizerNotFound');
  const series = body.type === 'orders' ? await ports.seriesOfOrganizer(organizer.guid) : [];
  const candidates = (await Promise.all(series.map((s) => ports.ordersOfSeries(s, body.dateTo)))).flat();
  // Two rounds of guards: the orders paid in the period, then the fees the settlement could bill.
  const paidInPeriod = billableOrders(candidates, body, new Set());
  const billed = paidInPeriod.length
    ? await ports.billedOrders(paidInPeriod.map((o) => o.guid))
    : new Set<string>();
  const fees = candidateFees(candidates, body);
  const billedFees = fees.length ? await ports.billedFees(fees) : new Set<string>();
  const { lines: orders } = settlementLines(candidates, body, billed, billedFees);
  // The series ids of the settlement (the list's filters) are those of every line's order.
  const lined = new Set(orders.map((l) => l.orderId));
  const taken = candidates.filter((o) => lined.has(o.guid));
  return { organizer, taken, orders, totals: billingTotals(orders, body) };
}

/** POST admin/billing/preview: the sums `create` would record; nothing is saved. */
export async function previewBilling(ports: BillingPorts, body: BillingCreateBody): Promise<BillingPreview> {
  const { orders, totals } = await compute(ports, body);
  return { orders, totals };
}

/** POST admin/billing: records the settlement (state created) with its orders and totals. */
export async function createBilling(
  ports: BillingPorts,
  body: BillingCreateBody,
  actor: BillingActor,
  now: Date,
  /** The settlement's number when the caller took it already (the job keeps it across retries). */
  claimedId?: number,
): Promise<BillingDetail> {
  const { organizer, taken, orders, totals } = await compute(ports, body);
  if (totals.length === 0) throw new BusinessRuleError('billing.empty', undefined, 400);
  const id = claimedId ?? (await ports.nextId());
  const billing: BillingRecord = {
    id,
    name: body.name,
    organizerId: organizer.guid,
    organizerName: organizer.name,
    type: body.type,
    dateFrom: body.dateFrom,
    dateTo: body.dateTo,
    exceptions: body.exceptions,
    provisions: body.provisions,
    external: body.external,
    outside: body.outside,
    confirmed: false,
    totals,
    createdAt: now.toISOString(),
    createdBy: actor.by,
    createdByName: actor.byName ?? null,
    acceptedAt: null,
    seriesGuids: unique(taken.map((o) => o.seriesGuid)),
    eventGuids: unique(taken.flatMap((o) => o.eventGuids)),
    subEventGuids: unique(taken.flatMap((o) => o.subEventGuids)),
    categoryGuids: unique(taken.flatMap((o) => o.categoryGuids)),
    waveGuids: unique(taken.flatMap((o) => o.waveGuids)),
  };
  const history = entry(id, actor, now, 'created', {
    name: body.name,
    organizer: organizer.name,
    type: body.type,
    period: `${body.dateFrom} – ${body.dateTo}`,
    orders: orders.length,
    summary: totals.map((t) => `${t.summary} ${t.currency}`).join(', '),
  });
  await ports.create(billing, orders, history);
  return { ...billingRow(billing), orders, history: [history] };
}

/**
 * GET admin/billing, newest first. Filters: searchText (name, organizer), a period overlapping
 * dateFrom–dateTo, and the series ids of the settlement's orders.
 */
export async function listBillings(ports: BillingPorts, query: BillingQuery): Promise<Envelope<BillingRow>> {
  const needle = query.searchText ? fold(query.searchText) : '';
  const rows = (await ports.all())
    .filter(
      (b) =>
        (!needle || fold(`${b.name}\n${b.organizerName}\n${b.id}`).includes(needle)) &&
        (!query.dateFrom || b.dateTo >= query.dateFrom) &&
        (!query.dateTo || b.dateFrom <= query.dateTo) &&
        (!query.seriesId || b.seriesGuids.includes(query.seriesId)) &&
        (!query.seriesEventId || b.eventGuids.includes(query.seriesEventId)) &&
        (!query.seriesSubEventId || b.subEventGuids.includes(query.seriesSubEventId)) &&
        (!query.seriesCategoryId || b.categoryGuids.includes(query.seriesCategoryId)) &&
        (!query.seriesWaveId || b.waveGuids.includes(query.seriesWaveId)),
    )
    .sort((a, b) => b.id - a.id);
  return envelope(rows.map(billingRow), query);
}

async function load(ports: BillingPorts, id: number) {
  const billing = await ports.get(id);
  if (!billing) throw new NotFoundError();
  return billing;
}

/** GET admin/billing/{id}: the settlement, its orders and its history (newest first). */
export async function getBilling(ports: BillingPorts, id: number): Promise<BillingDetail> {
  const billing = await load(ports, id);
  const [orders, history] = await Promise.all([ports.orders(id), ports.history(id)]);
  return {
    ...billingRow(billing),
    orders,
    history: history
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(({ date, by, byName, action, changes }) => ({ date, by, byName, action, changes })),
  };
}

/** POST admin/billing/{id}/accept: locks the settlement irreversibly; each order at most once. */
export async function acceptBilling(
  ports: BillingPorts,
  id: number,
  actor: BillingActor,
  now: Date,
): Promise<BillingDetail> {
  const billing = await load(ports, id);
  if (billing.confirmed) throw new BusinessRuleError('billing.alreadyAccepted');
  const orders = await ports.orders(id);
  const outcome = await ports.accept(
    billing,
    orders,
    entry(id, actor, now, 'accepted', { confirmed: { from: false, to: true } }),
  );
  if (outcome.kind === 'conflict')
    throw new BusinessRuleError('billing.ordersBilled', {
      variableSymbols: outcome.variableSymbols.slice(0, 10).join(', '),
    });
  if (outcome.kind === 'changed') throw new BusinessRuleError('billing.changed');
  return getBilling(ports, id);
}

/** DELETE admin/billing/{id}: deletes a settlement not accepted (irreversibly; the history stays). */
export async function rejectBilling(
  ports: BillingPorts,
  id: number,
  actor: BillingActor,
  now: Date,
): Promise<{ ok: true }> {
  const billing = await load(ports, id);
  if (billing.confirmed) throw new BusinessRuleError('billing.alreadyAccepted');
  const done = await ports.reject(billing, entry(id, actor, now, 'rejected', { name: billing.name }));
  if (!done) throw new BusinessRuleError('billing.changed');
  return { ok: true };
}
