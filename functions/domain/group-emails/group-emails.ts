import { CATALOGUE_FILTER_KEYS } from '@shared/api/catalogue-filter-keys';
import type {
  GroupEmail,
  GroupEmailBody,
  GroupEmailEntry,
  GroupEmailRow,
  GroupEmails,
  GroupEmailsQuery,
} from '@shared/emails/group-email-schemas';
import { cleanSubject } from '../emails/render';
import { NotFoundError } from '../errors';
import { startJob } from '../jobs/jobs';
import { envelope, type Envelope } from '../paging';
import { sanitizeRichText } from '../rich-text';
import { fold } from '@shared/text/search-text';
import {
  type CatalogueRef,
  type GroupEmailPorts,
  type GroupEmailRecord,
  type GroupEmailSender,
  type GroupEmailStore,
  groupEmailJobId,
} from './group-email-records';

/**
 * Group e-mails (spec §3 "Group e-mail"): the call records the e-mail and starts a job; the job
 * resolves the recipients (the registrators of the filtered orders, each address once) into
 * entries and queues one e-mail message per entry; the e-mail worker renders each entry with the
 * recipient's order variables and sends it at most once (an entry marked sent is never sent
 * again, and the worker's claim on the message id stops a duplicate delivery).
 */
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

export * from './group-email-records';
export * from './group-email-job';
export * from './group-email-render';
