import type { EmailRow, EventEmail, EventEmailBody } from '@shared/back-office/email-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { envelope, type Envelope, type Paging } from '../paging';
import { BusinessRuleError, NotFoundError } from '../errors';
import { sanitizeRichText } from '../rich-text';
import { fieldChanges } from '../series-editor/history';
import type { Actor } from '../series-editor/series-editor-ports';
import type { EmailDefinitionRecord } from './email-records';
import { fold } from '@shared/text/search-text';
import {
  HISTORY_FIELDS,
  eventEmailSubject,
  historyOf,
  requireEvent,
  type EmailAdminPorts,
} from './email-admin-ports';

/**
 * The organisers' e-mail editor (spec §3 E-mail, E-mail template; §7 admin series emails,
 * email-layouts): event e-mails with translations and conditions, series layouts, a preview
 * rendered by the sender's own composeEmail with sample data, a test sent through the e-mail queue,
 * and a history entry for every change.
 */

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

/** One e-mail is the create-many path with one item, so both check and record it alike. */
export async function createEventEmail(
  ports: EmailAdminPorts,
  actor: Actor,
  body: EventEmailBody,
): Promise<EventEmail> {
  const [created] = await createEventEmails(ports, actor, body.eventGuid, [body]);
  return created!;
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

export type {
  EmailAdminPorts,
  EmailAdminStore,
  EmailEventFacts,
  EmailHistoryRecord,
  TestEmailJob,
} from './email-admin-ports';
export * from './email-preview';
export * from './email-layouts';
