import type { Locale } from '@shared/codelists/enums';
import { LOCALES } from '@shared/codelists/enums';
import type {
  EmailLayout,
  EmailPreview,
  EmailRow,
  EventEmail,
  EventEmailBody,
  LayoutBody,
  RenderedEmailPreview,
} from '@shared/back-office/email-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { envelope, type Envelope, type Paging } from '../paging';
import { BusinessRuleError, NotFoundError } from '../errors';
import { sanitizeRichText } from '../rich-text';
import { fieldChanges } from '../series-editor/history';
import type { Actor } from '../series-editor/series-editor-ports';
import type { EmailDefinitionRecord, EmailLayoutRecord, EmailTypeValue } from './email-records';
import { composeEmail, sanitizeEmailLayout } from './render';
import { sampleVariables } from './sample-variables';
import { fold } from '@shared/text/search-text';

/**
 * The organisers' e-mail editor (spec §3 E-mail, E-mail template; §7 admin series emails,
 * email-layouts): event e-mails with translations and conditions, series layouts, a preview
 * rendered by the sender's own composeEmail with sample data, a test sent through the e-mail queue,
 * and a history entry for every change.
 */

/** A change of an e-mail or layout as stored: `EMAILHISTORY#<guid>` / `HISTORY#<at>#<id>`. */
export interface EmailHistoryRecord extends HistoryEntry {
  subjectGuid: string;
}

export interface EmailEventFacts {
  guid: string;
  seriesGuid: string;
  name: string;
}

export interface EmailAdminStore {
  getEvent(eventGuid: string): Promise<EmailEventFacts | null>;
  getSeriesSettings(seriesGuid: string): Promise<{ name: string; emailLayoutId: string | null } | null>;
  listEventEmails(eventGuid: string): Promise<EmailDefinitionRecord[]>;
  /** Puts the e-mail (deleting `replaces` when its key differs: the kind changed) and the history entry, in one transaction. */
  putEmail(
    record: EmailDefinitionRecord,
    replaces: EmailDefinitionRecord | null,
    history: EmailHistoryRecord,
  ): Promise<void>;
  deleteEmail(record: EmailDefinitionRecord, history: EmailHistoryRecord): Promise<void>;
  listHistory(subjectGuid: string): Promise<HistoryEntry[]>;
  listLayouts(): Promise<EmailLayoutRecord[]>;
  getLayout(guid: string): Promise<EmailLayoutRecord | null>;
  putLayout(record: EmailLayoutRecord, history: EmailHistoryRecord): Promise<void>;
  deleteLayout(guid: string, history: EmailHistoryRecord): Promise<void>;
  /** Every event e-mail (of one series when given): gsi2 `EMAILS`. */
  listAllEmails(seriesGuid?: string): Promise<EmailDefinitionRecord[]>;
  /** Names of events and series (missing ones are left out). */
  names(eventGuids: string[], seriesGuids: string[]): Promise<Map<string, string>>;
  /** The name of a series whose e-mails use the layout, or null. */
  seriesUsingLayout(guid: string): Promise<string | null>;
}

/** A finished e-mail handed to the sender (the `rendered` job of functions/workers/email-job.ts). */
export interface TestEmailJob {
  kind: 'rendered';
  messageId: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
}

export interface EmailAdminPorts {
  store: EmailAdminStore;
  newId: () => string;
  now: () => Date;
  appUrl: string;
  /** Queues an e-mail for the sender (SQS → send-email worker → SES). */
  sendEmail: (job: TestEmailJob) => Promise<void>;
  /** The sample QR Platba image as a data: URL (null when it cannot be drawn). */
  sampleQr?: () => Promise<string | null>;
}

/**
 * An event e-mail's history is keyed by its event too, so the history of one event's e-mail cannot
 * be read through a permission for another event.
 */
const eventEmailSubject = (eventGuid: string, guid: string) => `${eventGuid}#${guid}`;

const HISTORY_FIELDS = ['type', 'header', 'body', 'translations', 'conditions', 'order'] as const;
const LAYOUT_HISTORY_FIELDS = ['name', 'content'] as const;

function historyOf(
  ports: EmailAdminPorts,
  actor: Actor,
  subjectGuid: string,
  action: HistoryEntry['action'],
  changes: HistoryEntry['changes'],
): EmailHistoryRecord {
  return {
    historyId: ports.newId(),
    at: ports.now().toISOString(),
    action,
    actor,
    changes,
    subjectGuid,
  };
}

export function toEventEmail(r: EmailDefinitionRecord): EventEmail {
  return {
    guid: r.guid,
    eventGuid: r.eventGuid,
    type: r.type,
    header: r.header,
    body: r.body,
    translations: { en: { header: r.translations?.en?.header ?? '', body: r.translations?.en?.body ?? '' } },
    conditions: {
      paymentMethods: r.conditions?.paymentMethods ?? [],
      subEventGuids: r.conditions?.subEventGuids ?? [],
      categoryGuids: r.conditions?.categoryGuids ?? [],
    },
    order: r.order ?? 0,
    dateCreated: r.dateCreated ?? null,
    dateUpdated: r.dateUpdated ?? null,
  };
}

const sameSet = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length === b.length && a.every((x) => b.includes(x));

const sameConditions = (a: EmailDefinitionRecord, b: EmailDefinitionRecord) =>
  sameSet(a.conditions?.paymentMethods, b.conditions?.paymentMethods) &&
  sameSet(a.conditions?.subEventGuids, b.conditions?.subEventGuids) &&
  sameSet(a.conditions?.categoryGuids, b.conditions?.categoryGuids);

/** The stored form of an edited e-mail: bodies sanitised, empty translations and conditions left out. */
function recordOf(
  guid: string,
  body: EventEmailBody,
  stamps: { dateCreated: string; dateUpdated: string },
): EmailDefinitionRecord {
  const html = sanitizeRichText(body.body);
  if (!html.trim()) {
    throw new BusinessRuleError('emails.emptyBody', undefined, 400);
  }
  const en = body.translations.en;
  const enBody = en.body.trim() ? sanitizeRichText(en.body) : '';
  const { paymentMethods, subEventGuids, categoryGuids } = body.conditions;
  return {
    entity: 'email',
    guid,
    eventGuid: body.eventGuid,
    type: body.type,
    header: body.header,
    body: html,
    translations: { en: { header: en.header, body: enBody } },
    conditions: {
      paymentMethods: [...new Set(paymentMethods)],
      subEventGuids: [...new Set(subEventGuids)],
      categoryGuids: [...new Set(categoryGuids)],
    },
    order: body.order,
    ...stamps,
  };
}

async function requireEvent(ports: EmailAdminPorts, eventGuid: string): Promise<EmailEventFacts> {
  const event = await ports.store.getEvent(eventGuid);
  if (!event) throw new NotFoundError('emails.eventNotFound');
  return event;
}

async function requireEmail(
  ports: EmailAdminPorts,
  eventGuid: string,
  guid: string,
): Promise<{ email: EmailDefinitionRecord; all: EmailDefinitionRecord[] }> {
  const all = await ports.store.listEventEmails(eventGuid);
  const email = all.find((e) => e.guid === guid);
  if (!email) throw new NotFoundError('emails.emailNotFound');
  return { email, all };
}

function refuseDuplicate(all: readonly EmailDefinitionRecord[], record: EmailDefinitionRecord): void {
  const twin = all.find(
    (e) =>
      e.guid !== record.guid &&
      e.type === record.type &&
      (e.order ?? 0) === record.order &&
      sameConditions(e, record),
  );
  if (twin) throw new BusinessRuleError('emails.duplicateEmail');
}

/** An event's e-mails, by kind then order. */
export async function listEventEmails(ports: EmailAdminPorts, eventGuid: string): Promise<EventEmail[]> {
  await requireEvent(ports, eventGuid);
  const rows = await ports.store.listEventEmails(eventGuid);
  return rows
    .map(toEventEmail)
    .sort((a, b) => a.type - b.type || a.order - b.order || (a.guid < b.guid ? -1 : 1));
}

export async function getEventEmail(
  ports: EmailAdminPorts,
  eventGuid: string,
  guid: string,
): Promise<EventEmail> {
  return toEventEmail((await requireEmail(ports, eventGuid, guid)).email);
}

export async function createEventEmail(
  ports: EmailAdminPorts,
  actor: Actor,
  body: EventEmailBody,
): Promise<EventEmail> {
  const event = await requireEvent(ports, body.eventGuid);
  const now = ports.now().toISOString();
  const record = {
    ...recordOf(ports.newId(), body, { dateCreated: now, dateUpdated: now }),
    seriesGuid: event.seriesGuid,
  };
  refuseDuplicate(await ports.store.listEventEmails(body.eventGuid), record);
  await ports.store.putEmail(
    record,
    null,
    historyOf(
      ports,
      actor,
      eventEmailSubject(record.eventGuid, record.guid),
      'CREATE',
      fieldChanges({}, record, HISTORY_FIELDS),
    ),
  );
  return toEventEmail(record);
}

export async function updateEventEmail(
  ports: EmailAdminPorts,
  actor: Actor,
  guid: string,
  body: EventEmailBody,
): Promise<EventEmail> {
  const { email: before, all } = await requireEmail(ports, body.eventGuid, guid);
  const event = await requireEvent(ports, body.eventGuid);
  const record = {
    ...recordOf(guid, body, {
      dateCreated: before.dateCreated ?? ports.now().toISOString(),
      dateUpdated: ports.now().toISOString(),
    }),
    seriesGuid: event.seriesGuid,
  };
  refuseDuplicate(all, record);
  const changes = fieldChanges(toEventEmail(before), toEventEmail(record), HISTORY_FIELDS);
  if (!changes.length) return toEventEmail(before);
  await ports.store.putEmail(
    record,
    before,
    historyOf(ports, actor, eventEmailSubject(record.eventGuid, guid), 'UPDATE', changes),
  );
  return toEventEmail(record);
}

export async function deleteEventEmail(
  ports: EmailAdminPorts,
  actor: Actor,
  eventGuid: string,
  guid: string,
): Promise<{ ok: true }> {
  const { email } = await requireEmail(ports, eventGuid, guid);
  await ports.store.deleteEmail(
    email,
    historyOf(
      ports,
      actor,
      eventEmailSubject(eventGuid, guid),
      'DELETE',
      fieldChanges(toEventEmail(email), {}, HISTORY_FIELDS),
    ),
  );
  return { ok: true };
}

/** Several at once (create-many): all are checked before any is written. */
export async function createEventEmails(
  ports: EmailAdminPorts,
  actor: Actor,
  eventGuid: string,
  emails: Array<Omit<EventEmailBody, 'eventGuid'>>,
): Promise<EventEmail[]> {
  const event = await requireEvent(ports, eventGuid);
  const existing = await ports.store.listEventEmails(eventGuid);
  const now = ports.now().toISOString();
  const records = emails.map((e) => ({
    ...recordOf(ports.newId(), { ...e, eventGuid }, { dateCreated: now, dateUpdated: now }),
    seriesGuid: event.seriesGuid,
  }));
  records.forEach((r, i) => refuseDuplicate([...existing, ...records.slice(0, i)], r));
  for (const record of records)
    await ports.store.putEmail(
      record,
      null,
      historyOf(
        ports,
        actor,
        eventEmailSubject(record.eventGuid, record.guid),
        'CREATE',
        fieldChanges({}, record, HISTORY_FIELDS),
      ),
    );
  return records.map(toEventEmail);
}

/** Several at once (update-many): every e-mail must belong to the event. */
export async function updateEventEmails(
  ports: EmailAdminPorts,
  actor: Actor,
  eventGuid: string,
  emails: Array<Omit<EventEmailBody, 'eventGuid'> & { guid: string }>,
): Promise<EventEmail[]> {
  const event = await requireEvent(ports, eventGuid);
  const existing = await ports.store.listEventEmails(eventGuid);
  const pairs = emails.map(({ guid, ...e }) => {
    const before = existing.find((x) => x.guid === guid);
    if (!before) throw new NotFoundError('emails.emailNotFound');
    const record = recordOf(
      guid,
      { ...e, eventGuid },
      {
        dateCreated: before.dateCreated ?? ports.now().toISOString(),
        dateUpdated: ports.now().toISOString(),
      },
    );
    record.seriesGuid = event.seriesGuid;
    return { before, record };
  });
  const after = existing.map((e) => pairs.find((p) => p.record.guid === e.guid)?.record ?? e);
  pairs.forEach(({ record }) => refuseDuplicate(after, record));
  for (const { before, record } of pairs) {
    const changes = fieldChanges(toEventEmail(before), toEventEmail(record), HISTORY_FIELDS);
    if (changes.length)
      await ports.store.putEmail(
        record,
        before,
        historyOf(ports, actor, eventEmailSubject(eventGuid, record.guid), 'UPDATE', changes),
      );
  }
  return pairs.map((p) => toEventEmail(p.record));
}

/** Changes of an event e-mail (also after its deletion), newest first. */
export const eventEmailHistory = (ports: EmailAdminPorts, eventGuid: string, guid: string, paging: Paging) =>
  emailHistory(ports, eventEmailSubject(eventGuid, guid), paging);

/** Changes of a layout (or of any history subject), newest first. */
export async function emailHistory(
  ports: EmailAdminPorts,
  subjectGuid: string,
  paging: Paging,
): Promise<Envelope<HistoryEntry>> {
  const rows = await ports.store.listHistory(subjectGuid);
  return envelope(
    [...rows].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)),
    paging,
  );
}

/** Folds case and accents for searching ("Zaplaceno" finds "zaplacen"). */
/** Event e-mails across series (admin): filters, then names for the page shown. */
export async function listAllEmails(
  ports: EmailAdminPorts,
  query: Paging & {
    seriesGuid?: string | undefined;
    type?: number | undefined;
    searchText?: string | undefined;
  },
): Promise<Envelope<EmailRow>> {
  const needle = query.searchText ? fold(query.searchText) : '';
  const matching = (await ports.store.listAllEmails(query.seriesGuid))
    .filter((e) => query.type === undefined || e.type === query.type)
    .filter(
      (e) =>
        !needle || fold(e.header).includes(needle) || fold(e.translations?.en?.header ?? '').includes(needle),
    )
    .sort((a, b) => ((b.dateUpdated ?? '') < (a.dateUpdated ?? '') ? -1 : 1));
  const page = envelope(matching, query);
  const names = await ports.store.names(
    [...new Set(page.rows.map((e) => e.eventGuid))],
    [...new Set(page.rows.map((e) => e.seriesGuid ?? ''))].filter(Boolean),
  );
  return {
    ...page,
    rows: page.rows.map((e) => {
      const { body: _b, translations: _t, ...row } = toEventEmail(e);
      return {
        ...row,
        seriesGuid: e.seriesGuid ?? '',
        seriesName: names.get(e.seriesGuid ?? '') ?? '',
        eventName: names.get(e.eventGuid) ?? '',
      };
    }),
  };
}

// ——— preview and test ———

export interface EmailDraft {
  eventGuid: string;
  type: number;
  header: string;
  body: string;
  translations: { en: { header: string; body: string } };
}

async function renderDraft(
  ports: EmailAdminPorts,
  draft: EmailDraft,
  locales: readonly Locale[],
): Promise<Partial<Record<Locale, RenderedEmailPreview>>> {
  const event = await requireEvent(ports, draft.eventGuid);
  const series = await ports.store.getSeriesSettings(event.seriesGuid);
  const layout = series?.emailLayoutId ? await ports.store.getLayout(series.emailLayoutId) : null;
  const qrSrc = ports.sampleQr ? await ports.sampleQr() : null;
  const definition: EmailDefinitionRecord = {
    entity: 'email',
    guid: 'preview',
    eventGuid: draft.eventGuid,
    type: draft.type,
    header: draft.header,
    body: draft.body,
    translations: { en: draft.translations.en },
  };
  const out: Partial<Record<Locale, RenderedEmailPreview>> = {};
  for (const locale of locales) {
    const composed = composeEmail({
      type: draft.type as EmailTypeValue,
      locale,
      definitions: draft.body.trim() ? [definition] : [],
      facts: null,
      layout,
      variables: sampleVariables({
        locale,
        appUrl: ports.appUrl,
        seriesName: series?.name ?? '',
        eventName: event.name,
        qrSrc,
      }),
    });
    out[locale] = {
      subject: composed.subject,
      html: composed.html,
      text: composed.text,
      unknownVariables: composed.unknownVariables,
    };
  }
  return out;
}

/** The edited e-mail as the sender renders it (the series layout, sample data), in cs and en. */
export async function previewEventEmail(ports: EmailAdminPorts, draft: EmailDraft): Promise<EmailPreview> {
  const rendered = await renderDraft(ports, draft, LOCALES);
  return { cs: rendered.cs!, en: rendered.en! };
}

/** Sends the edited e-mail (sample data) to the signed-in user's own address through the real queue. */
export function sendTestEventEmail(
  ports: EmailAdminPorts,
  to: string,
  draft: EmailDraft & { locale: Locale },
): Promise<{ to: string }> {
  return sendTestDraft(
    ports,
    to,
    async () => (await renderDraft(ports, draft, [draft.locale]))[draft.locale]!,
  );
}

/**
 * Sends a draft rendered with sample data to the signed-in user's own address (event and global
 * e-mails' "send me a test").
 */
export async function sendTestDraft(
  ports: EmailAdminPorts,
  to: string,
  render: () => Promise<RenderedEmailPreview>,
): Promise<{ to: string }> {
  if (!to.trim()) throw new BusinessRuleError('emails.noAddress', undefined, 400);
  const rendered = await render();
  // The sender's QR is a cid: attachment; a test e-mail carries no attachment, so no QR image.
  await ports.sendEmail({
    kind: 'rendered',
    messageId: `email-test:${ports.newId()}`,
    to: [to],
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  });
  return { to };
}

// ——— layouts ———

export const toLayout = (r: EmailLayoutRecord): EmailLayout => ({
  guid: r.guid,
  name: r.name,
  content: r.content,
  dateCreated: r.dateCreated ?? null,
  dateUpdated: r.dateUpdated ?? null,
});

export async function listLayouts(
  ports: EmailAdminPorts,
  query: Paging & { searchText?: string | undefined },
): Promise<Envelope<Omit<EmailLayout, 'content'>>> {
  const needle = query.searchText?.trim().toLowerCase() ?? '';
  const rows = (await ports.store.listLayouts())
    .filter((l) => !needle || l.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, 'cs'))
    .map((l) => ({
      guid: l.guid,
      name: l.name,
      dateCreated: l.dateCreated ?? null,
      dateUpdated: l.dateUpdated ?? null,
    }));
  return envelope(rows, query);
}

async function requireLayout(ports: EmailAdminPorts, guid: string): Promise<EmailLayoutRecord> {
  const layout = await ports.store.getLayout(guid);
  if (!layout) throw new NotFoundError('emails.layoutNotFound');
  return layout;
}

export const getLayout = async (ports: EmailAdminPorts, guid: string) =>
  toLayout(await requireLayout(ports, guid));

const cleanLayout = (content: string): string => {
  const clean = sanitizeEmailLayout(content);
  if (!clean.includes('{{content}}'))
    throw new BusinessRuleError('emails.layoutWithoutContent', undefined, 400);
  return clean;
};

export async function createLayout(
  ports: EmailAdminPorts,
  actor: Actor,
  body: LayoutBody,
): Promise<EmailLayout> {
  const now = ports.now().toISOString();
  const record: EmailLayoutRecord = {
    entity: 'emailLayout',
    guid: ports.newId(),
    name: body.name,
    content: cleanLayout(body.content),
    dateCreated: now,
    dateUpdated: now,
  };
  await ports.store.putLayout(
    record,
    historyOf(ports, actor, record.guid, 'CREATE', fieldChanges({}, record, LAYOUT_HISTORY_FIELDS)),
  );
  return toLayout(record);
}

export async function updateLayout(
  ports: EmailAdminPorts,
  actor: Actor,
  guid: string,
  body: LayoutBody,
): Promise<EmailLayout> {
  const before = await requireLayout(ports, guid);
  const record: EmailLayoutRecord = {
    ...before,
    name: body.name,
    content: cleanLayout(body.content),
    dateUpdated: ports.now().toISOString(),
  };
  const changes = fieldChanges(before, record, LAYOUT_HISTORY_FIELDS);
  if (!changes.length) return toLayout(before);
  await ports.store.putLayout(record, historyOf(ports, actor, guid, 'UPDATE', changes));
  return toLayout(record);
}

export async function deleteLayout(
  ports: EmailAdminPorts,
  actor: Actor,
  guid: string,
): Promise<{ ok: true }> {
  const before = await requireLayout(ports, guid);
  const series = await ports.store.seriesUsingLayout(guid);
  if (series) throw new BusinessRuleError('emails.layoutInUse', { series });
  await ports.store.deleteLayout(
    guid,
    historyOf(ports, actor, guid, 'DELETE', fieldChanges(before, {}, LAYOUT_HISTORY_FIELDS)),
  );
  return { ok: true };
}

/** A layout as edited, around the product's "on payment" text with sample data, in cs and en. */
export async function previewLayout(ports: EmailAdminPorts, content: string): Promise<EmailPreview> {
  const layout: EmailLayoutRecord = { entity: 'emailLayout', guid: 'preview', name: '', content };
  const qrSrc = ports.sampleQr ? await ports.sampleQr() : null;
  const render = (locale: Locale): RenderedEmailPreview => {
    const composed = composeEmail({
      type: 2,
      locale,
      definitions: [],
      facts: null,
      layout,
      variables: sampleVariables({
        locale,
        appUrl: ports.appUrl,
        seriesName: locale === 'cs' ? 'Ukázková série' : 'Sample series',
        eventName: locale === 'cs' ? 'Ukázkový závod' : 'Sample race',
        qrSrc,
      }),
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
