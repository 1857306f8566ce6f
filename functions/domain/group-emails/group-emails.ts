import { CATALOGUE_FILTER_KEYS } from '@shared/api/catalogue-filter-keys';
import type { Locale } from '@shared/codelists/enums';
import { EmailType, LOCALES } from '@shared/codelists/enums';
import type { EmailPreview } from '@shared/back-office/email-schemas';
import { GROUP_EMAIL_VARIABLES } from '@shared/emails/group-email-schemas';
import type {
  GroupEmail,
  GroupEmailBody,
  GroupEmailEntry,
  GroupEmailFilter,
  GroupEmailRow,
  GroupEmails,
  GroupEmailsQuery,
} from '@shared/emails/group-email-schemas';
import type { Access } from '../access/access';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import type { OrderItemRecord, OrderRecord } from '../checkout/order-records';
import type { EmailLayoutRecord } from '../emails/email-records';
import { orderVariables } from '../emails/order-variables';
import { sampleVariables } from '../emails/sample-variables';
import type { EmailVariables } from '../emails/variables';
import { cleanSubject, composeEmail, type ComposedEmail } from '../emails/render';
import { NotFoundError } from '../errors';
import { startJob, type JobPorts, type JobRunContext, type JobRunOutcome } from '../jobs/jobs';
import type { AdminOrderPorts, OrderListEntry } from '../orders/admin-order-ports';
import { matchingOrders } from '../orders/admin-orders';
import { envelope, type Envelope } from '../paging';
import { sanitizeRichText } from '../rich-text';
import { fold } from '@shared/text/search-text';

/**
 * Group e-mails (spec §3 "Group e-mail"): the call records the e-mail and starts a job; the job
 * resolves the recipients (the registrators of the filtered orders, each address once) into
 * entries and queues one e-mail message per entry; the e-mail worker renders each entry with the
 * recipient's order variables and sends it at most once (an entry marked sent is never sent
 * again, and the worker's claim on the message id stops a duplicate delivery).
 */
export interface GroupEmailRecord {
  id: number;
  subject: string;
  /** Sanitised rich text with {{variables}}. */
  body: string;
  seriesId: string;
  seriesName: string;
  seriesEventId: string | null;
  seriesSubEventId: string | null;
  /** Absent on e-mails recorded before category and wave filters. */
  seriesCategoryId?: string | null;
  seriesWaveId?: string | null;
  searchText: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  paid: boolean | null;
  expired: boolean | null;
  cancelled: boolean | null;
  deleted: boolean | null;
  issued: boolean | null;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  ipAddress: string;
  total: number | null;
  sent: number;
  state: GroupEmail['state'];
}

export interface GroupEmailEntryRecord {
  groupEmailId: number;
  id: number;
  email: string;
  orderGuid: string;
  sent: boolean;
  lastAttempt: string | null;
  attemptCount: number;
}

export interface GroupEmailStore {
  /** A new numeric id (an atomic counter). */
  nextId(): Promise<number>;
  /** Records the e-mail with its entry in the series history, in one write. */
  create(record: GroupEmailRecord, history: SeriesHistoryRecord): Promise<void>;
  get(id: number): Promise<GroupEmailRecord | undefined>;
  /** Every group e-mail, newest first. */
  list(): Promise<GroupEmailRecord[]>;
  /** Writes entries (a rewrite of an unsent entry with the same id changes nothing that matters). */
  putEntries(entries: readonly GroupEmailEntryRecord[]): Promise<void>;
  entries(groupEmailId: number): Promise<GroupEmailEntryRecord[]>;
  getEntry(groupEmailId: number, entryId: number): Promise<GroupEmailEntryRecord | undefined>;
  setProgress(id: number, total: number, state: GroupEmailRecord['state']): Promise<void>;
  /** The e-mail's job failed: its state says so (its screen stops waiting); a missing one is left. */
  markFailed(id: number): Promise<void>;
  /** Counts an attempt of an unsent entry; false when the entry was sent already. */
  beginAttempt(groupEmailId: number, entryId: number, now: string): Promise<boolean>;
  /** Marks the entry sent and counts it on the group e-mail, once. */
  markSent(groupEmailId: number, entryId: number): Promise<void>;
}

/** The event, race, category and wave a group e-mail was narrowed to (any of them may be absent). */
export interface CatalogueRef {
  eventGuid: string | null;
  subEventGuid: string | null;
  categoryGuid: string | null;
  waveGuid: string | null;
}

export interface GroupEmailPorts {
  store: GroupEmailStore;
  seriesName(seriesGuid: string): Promise<string | undefined>;
  /**
   * The names of the refs' event, race, category and wave by guid, read together (one batch for a
   * page); missing ones (removed, or a category or wave without its race) are left out.
   */
  catalogueNames(refs: readonly CatalogueRef[]): Promise<Map<string, string>>;
  jobs: JobPorts;
  now(): Date;
}

export interface GroupEmailSender {
  userId: string;
  name: string;
  ipAddress: string;
}

/** The job of a group e-mail (one per e-mail: a repeated start is the same job). */
export const groupEmailJobId = (id: number) => `group-email-${id}`;

/** The e-mail message of one entry (the worker sends each message id at most once). */
export const groupEmailMessageId = (groupEmailId: number, entryId: number) =>
  `group:${groupEmailId}:${entryId}`;

const view = (r: GroupEmailRecord): GroupEmail => ({
  id: r.id,
  subject: r.subject,
  body: r.body,
  seriesId: r.seriesId,
  seriesName: r.seriesName,
  seriesEventId: r.seriesEventId ?? null,
  seriesSubEventId: r.seriesSubEventId ?? null,
  seriesCategoryId: r.seriesCategoryId ?? null,
  seriesWaveId: r.seriesWaveId ?? null,
  searchText: r.searchText,
  dateFrom: r.dateFrom,
  dateTo: r.dateTo,
  paid: r.paid,
  expired: r.expired,
  cancelled: r.cancelled,
  deleted: r.deleted,
  issued: r.issued ?? null,
  createdAt: r.createdAt,
  createdBy: r.createdBy,
  createdByName: r.createdByName,
  ipAddress: r.ipAddress,
  total: r.total,
  sent: r.sent,
  state: r.state,
});

/**
 * Records a group e-mail and starts its job; answers at once. The body is sanitised here (the
 * organiser's HTML is never trusted); the series must exist (event managers were already checked
 * against it by the route's scope).
 */
export async function sendGroupEmail(
  ports: Omit<GroupEmailPorts, 'catalogueNames'>,
  sender: GroupEmailSender,
  body: GroupEmailBody,
): Promise<GroupEmail> {
  const seriesName = await ports.seriesName(body.seriesId);
  if (seriesName === undefined) throw new NotFoundError();
  const now = ports.now();
  const record: GroupEmailRecord = {
    id: await ports.store.nextId(),
    subject: cleanSubject(body.subject),
    body: sanitizeRichText(body.body),
    seriesId: body.seriesId,
    seriesName,
    seriesEventId: body.seriesEventId ?? null,
    seriesSubEventId: body.seriesSubEventId ?? null,
    seriesCategoryId: body.seriesCategoryId ?? null,
    seriesWaveId: body.seriesWaveId ?? null,
    searchText: body.searchText || null,
    dateFrom: body.dateFrom ?? null,
    dateTo: body.dateTo ?? null,
    paid: body.paid ?? null,
    expired: body.expired ?? null,
    cancelled: body.cancelled ?? null,
    deleted: body.deleted ?? null,
    issued: body.issued ?? null,
    createdAt: now.toISOString(),
    createdBy: sender.userId,
    createdByName: sender.name,
    ipAddress: sender.ipAddress,
    total: null,
    sent: 0,
    state: 'queued',
  };
  // The series history says who wrote to its runners and when (the list keeps the details).
  await ports.store.create(record, {
    seriesGuid: record.seriesId,
    historyId: `group-email-${record.id}`,
    at: record.createdAt,
    action: 'CREATE',
    actor: { userId: sender.userId, name: sender.name },
    target: { kind: 'groupEmail', guid: String(record.id), name: record.subject, eventName: '' },
    changes: [{ field: 'subject', before: null, after: record.subject }],
  });
  await startJob(
    ports.jobs,
    { id: groupEmailJobId(record.id), kind: 'groupEmail', input: { groupEmailId: record.id } },
    { by: sender.userId, byName: sender.name },
    now,
  );
  return view(record);
}

const refOf = (r: GroupEmailRecord): CatalogueRef => ({
  eventGuid: r.seriesEventId ?? null,
  subEventGuid: r.seriesSubEventId ?? null,
  categoryGuid: r.seriesCategoryId ?? null,
  waveGuid: r.seriesWaveId ?? null,
});

/** Each event / race / category / wave once across the page (the adapter reads them in one batch). */
function distinctRefs(rows: readonly GroupEmailRecord[]): CatalogueRef[] {
  const refs = new Map<string, CatalogueRef>();
  for (const ref of rows.map(refOf))
    if (ref.eventGuid || ref.subEventGuid || ref.categoryGuid || ref.waveGuid)
      refs.set(JSON.stringify(ref), ref);
  return [...refs.values()];
}

/**
 * Admins' list: newest first, filtered by text (subject, sender, series), creation day and the
 * series, event, race, category or wave it was sent to (exactly that one); the page's rows name
 * their event, race, category and wave, read together for the whole page.
 */
export async function listGroupEmails(
  ports: Pick<GroupEmailPorts, 'store' | 'catalogueNames'>,
  query: GroupEmailsQuery,
): Promise<GroupEmails> {
  const needle = query.searchText ? fold(query.searchText) : '';
  const rows = (await ports.store.list()).filter(
    (r) =>
      (!needle || fold(`${r.subject} ${r.createdByName} ${r.seriesName}`).includes(needle)) &&
      (!query.dateFrom || r.createdAt.slice(0, 10) >= query.dateFrom) &&
      (!query.dateTo || r.createdAt.slice(0, 10) <= query.dateTo) &&
      CATALOGUE_FILTER_KEYS.every((key) => !query[key] || r[key] === query[key]),
  );
  const page = envelope(rows, query);
  const refs = distinctRefs(page.rows);
  const names = refs.length ? await ports.catalogueNames(refs) : new Map<string, string>();
  const nameOf = (guid: string | null | undefined) => (guid ? (names.get(guid) ?? null) : null);
  return {
    ...page,
    rows: page.rows.map((r): GroupEmailRow => {
      const { body: _body, ...row } = view(r);
      return {
        ...row,
        seriesEventName: nameOf(r.seriesEventId),
        seriesSubEventName: nameOf(r.seriesSubEventId),
        seriesCategoryName: nameOf(r.seriesCategoryId),
        seriesWaveName: nameOf(r.seriesWaveId),
      };
    }),
  };
}

export async function getGroupEmail(store: GroupEmailStore, id: number): Promise<GroupEmail> {
  const record = await store.get(id);
  if (!record) throw new NotFoundError();
  return view(record);
}

export async function listGroupEmailEntries(
  store: GroupEmailStore,
  id: number,
  query: { searchText?: string; sent?: boolean; take: number; skip: number },
): Promise<Envelope<GroupEmailEntry>> {
  if (!(await store.get(id))) throw new NotFoundError();
  const needle = query.searchText?.toLowerCase() ?? '';
  const rows = (await store.entries(id))
    .filter(
      (e) =>
        (!needle || e.email.toLowerCase().includes(needle)) &&
        (query.sent === undefined || e.sent === query.sent),
    )
    .map((e) => ({
      id: e.id,
      email: e.email,
      orderId: e.orderGuid,
      sent: e.sent,
      lastAttempt: e.lastAttempt,
      attemptCount: e.attemptCount,
    }));
  return envelope(rows, query);
}

const EMAIL_SHAPE = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The orders filter of a group e-mail (the orders list's filter, one series, read by `matchingOrders` as the list reads it). */
export const orderFilterOf = (f: GroupEmailFilter | GroupEmailRecord) => ({
  seriesId: f.seriesId,
  ...(f.seriesEventId ? { seriesEventId: f.seriesEventId } : {}),
  ...(f.seriesSubEventId ? { seriesSubEventId: f.seriesSubEventId } : {}),
  ...(f.seriesCategoryId ? { seriesCategoryId: f.seriesCategoryId } : {}),
  ...(f.seriesWaveId ? { seriesWaveId: f.seriesWaveId } : {}),
  ...(f.searchText ? { searchText: f.searchText } : {}),
  ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
  ...(f.dateTo ? { dateTo: f.dateTo } : {}),
  ...(typeof f.paid === 'boolean' ? { paid: f.paid } : {}),
  ...(typeof f.expired === 'boolean' ? { expired: f.expired } : {}),
  ...(typeof f.cancelled === 'boolean' ? { cancelled: f.cancelled } : {}),
  ...(typeof f.deleted === 'boolean' ? { deleted: f.deleted } : {}),
  ...(typeof f.issued === 'boolean' ? { issued: f.issued } : {}),
});

/**
 * The recipients of the filtered orders: each registrator's address once (case ignored), with the
 * newest order of that address (its variables fill the e-mail); malformed addresses are skipped.
 * Numbered from 1 in the orders' order (newest first), so a recomputation gives the same ids.
 */
export function recipientsOf(
  groupEmailId: number,
  orders: readonly Pick<OrderListEntry, 'guid' | 'registrator'>[],
): GroupEmailEntryRecord[] {
  const seen = new Set<string>();
  const entries: GroupEmailEntryRecord[] = [];
  for (const order of orders) {
    const email = order.registrator.email?.trim() ?? '';
    const key = email.toLowerCase();
    if (!EMAIL_SHAPE.test(email) || seen.has(key)) continue;
    seen.add(key);
    entries.push({
      groupEmailId,
      id: entries.length + 1,
      email,
      orderGuid: order.guid,
      sent: false,
      lastAttempt: null,
      attemptCount: 0,
    });
  }
  return entries;
}

/** Every series' orders: the scope was checked when the e-mail was created. */
const ALL: Access = { all: true };
/** Entries written / messages queued per slice (progress is saved after each). */
export const GROUP_EMAIL_SLICE = 500;

export interface GroupEmailJobPorts {
  store: GroupEmailStore;
  orders: Pick<AdminOrderPorts, 'ordersOfSeries' | 'allSeriesGuids'>;
  /** Queues the e-mail message of one entry. */
  enqueueEntry(groupEmailId: number, entryId: number): Promise<void>;
}

async function inParallel<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/**
 * The group e-mail job: first resolves the recipients into entries (saved before anything is
 * queued, so a retry rewrites unsent entries only), then queues the entries' messages slice by
 * slice from the saved cursor. A retried slice queues some messages twice; the worker sends each
 * entry once.
 */
export async function runGroupEmailJob(
  ports: GroupEmailJobPorts,
  ctx: JobRunContext,
): Promise<JobRunOutcome> {
  const groupEmailId = Number(ctx.job.input.groupEmailId);
  const record = await ports.store.get(groupEmailId);
  if (!record) throw new NotFoundError();
  let total = ctx.job.total;
  if (total === null) {
    const orders = await matchingOrders(ports.orders as AdminOrderPorts, ALL, orderFilterOf(record));
    const entries = recipientsOf(groupEmailId, orders);
    await ports.store.putEntries(entries);
    total = entries.length;
    await ports.store.setProgress(groupEmailId, total, 'queued');
    await ctx.progress(0, total, { recipients: total });
  }
  const all = (await ports.store.entries(groupEmailId))
    .filter((e) => e.id <= total)
    .sort((a, b) => a.id - b.id);
  let done = ctx.job.total === null ? 0 : ctx.job.done;
  while (done < all.length) {
    const slice = all.slice(done, done + GROUP_EMAIL_SLICE).filter((e) => !e.sent);
    await inParallel(slice, 25, (e) => ports.enqueueEntry(groupEmailId, e.id));
    done = Math.min(all.length, done + GROUP_EMAIL_SLICE);
    await ctx.progress(done, total, { recipients: total });
    if (done < all.length && ctx.timeIsUp()) return { kind: 'continue' };
  }
  await ports.store.setProgress(groupEmailId, total, 'sending');
  return { kind: 'finished', done, total, result: { recipients: total } };
}

/** What rendering an entry reads (the order e-mail reader has them all). */
export interface GroupEmailReader {
  loadOrderWithItems(orderGuid: string): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | null>;
  loadSeriesEmailSettings(seriesGuid: string): Promise<{ name: string; emailLayoutId: string | null } | null>;
  loadEmailLayout(guid: string): Promise<EmailLayoutRecord | null>;
}

export type GroupEntryOutcome =
  { kind: 'send'; email: ComposedEmail & { to: string[] } } | { kind: 'skip'; reason: string };

/**
 * Renders one entry at send time: the group e-mail's subject and body with the variables of the
 * recipient's order (the same variables as the event e-mails), in the order's language, in the
 * series layout.
 */
export async function composeGroupEmailEntry(
  deps: { store: GroupEmailStore; reader: GroupEmailReader; appUrl: string },
  groupEmailId: number,
  entryId: number,
): Promise<GroupEntryOutcome> {
  const [record, entry] = await Promise.all([
    deps.store.get(groupEmailId),
    deps.store.getEntry(groupEmailId, entryId),
  ]);
  if (!record || !entry) return { kind: 'skip', reason: 'group e-mail or entry not found' };
  if (entry.sent) return { kind: 'skip', reason: 'entry sent already' };
  const loaded = await deps.reader.loadOrderWithItems(entry.orderGuid);
  if (!loaded) return { kind: 'skip', reason: 'order not found' };
  const { order, items } = loaded;
  const locale: Locale = (LOCALES as readonly string[]).includes(order.language) ? order.language : 'cs';
  const series = await deps.reader.loadSeriesEmailSettings(order.seriesGuid);
  const layout = series?.emailLayoutId ? await deps.reader.loadEmailLayout(series.emailLayoutId) : null;
  const composed = composeEmail({
    // Only the fallback subject depends on the type; the group e-mail's own subject is never empty.
    type: EmailType.PAYMENT,
    locale,
    definitions: [],
    facts: null,
    layout,
    // Sanitised when the group e-mail was recorded, and again here in case the record predates a rule.
    productText: { header: record.subject, body: sanitizeRichText(record.body) },
    variables: orderVariables({
      order,
      items,
      locale,
      appUrl: deps.appUrl,
      seriesName: series?.name,
      qrSrc: null,
    }),
  });
  return { kind: 'send', email: { ...composed, to: [entry.email] } };
}

/**
 * A draft as the sender renders it: the series layout, the variables of a sample order, in Czech
 * and English (each recipient gets it in his order's language).
 */
export async function previewGroupEmail(
  deps: { reader: Pick<GroupEmailReader, 'loadSeriesEmailSettings' | 'loadEmailLayout'>; appUrl: string },
  draft: { seriesId: string; subject: string; body: string },
): Promise<EmailPreview> {
  const series = await deps.reader.loadSeriesEmailSettings(draft.seriesId);
  if (!series) throw new NotFoundError();
  const layout = series.emailLayoutId ? await deps.reader.loadEmailLayout(series.emailLayoutId) : null;
  const render = (locale: Locale) => {
    const sample = sampleVariables({
      locale,
      appUrl: deps.appUrl,
      seriesName: series.name,
      eventName: series.name,
      qrSrc: null,
    });
    const variables: EmailVariables = Object.fromEntries(
      GROUP_EMAIL_VARIABLES.map((name) => [name, sample[name]]),
    );
    const composed = composeEmail({
      type: EmailType.PAYMENT,
      locale,
      definitions: [],
      facts: null,
      layout,
      productText: { header: draft.subject, body: sanitizeRichText(draft.body) },
      variables,
    });
    return {
      subject: composed.subject,
      html: composed.html,
      text: composed.text,
      unknownVariables: composed.unknownVariables,
    };
  };
  return { cs: render('cs'), en: render('en') };
}
