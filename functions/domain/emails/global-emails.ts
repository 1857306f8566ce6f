import type { Locale } from '@shared/codelists/enums';
import type {
  EmailPreview,
  GlobalEmail,
  GlobalEmailBody,
  RenderedEmailPreview,
} from '@shared/back-office/email-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { Envelope, Paging } from '../paging';
import { sanitizeRichText } from '../rich-text';
import { fieldChanges } from '../series-editor/history';
import type { Actor } from '../series-editor/series-editor-ports';
import {
  emailHistory,
  previewDraft,
  sendTestDraftIn,
  type EmailAdminPorts,
  type EmailHistoryRecord,
} from './email-admin';
import { historyOf } from './email-admin-ports';
import type { EmailDefinitionRecord } from './email-records';
import { renderSampleDraft, type EmailDraftText } from './email-preview';

/**
 * Global e-mails (spec §7 "Other admin: emails", `admin/emails/{id}`): the admin's text of a trigger
 * kind for every series. The sender uses it when the event has no e-mail of that kind whose
 * conditions hold, and falls back to the product's built-in text only when no global one matches
 * either (functions/domain/emails/render.ts selectEmailText). Bodies are sanitised rich text;
 * every change writes a history entry.
 */

/** Stored as `GLOBALEMAIL` / `EMAIL#<type>#<guid>` (functions/adapters/dynamodb/README.md). */
export interface GlobalEmailRecord {
  entity: 'globalEmail';
  guid: string;
  type: number;
  header: string;
  body: string;
  translations: { en: { header: string; body: string } };
  conditions: { paymentMethods: number[] };
  order: number;
  dateCreated: string;
  dateUpdated: string;
}

export interface GlobalEmailStore {
  /** Every global e-mail (one partition, a few dozen items at most). */
  listGlobalEmails(): Promise<GlobalEmailRecord[]>;
  /** Puts the e-mail (deleting `replaces` when its key differs: the kind changed) and the history entry, in one transaction. */
  putGlobalEmail(
    record: GlobalEmailRecord,
    replaces: GlobalEmailRecord | null,
    history: EmailHistoryRecord,
  ): Promise<void>;
  deleteGlobalEmail(record: GlobalEmailRecord, history: EmailHistoryRecord): Promise<void>;
}

export interface GlobalEmailPorts extends EmailAdminPorts {
  globals: GlobalEmailStore;
}

/** History subjects of global e-mails are their own (`EMAILHISTORY#GLOBAL#<guid>`). */
export const globalEmailSubject = (guid: string) => `GLOBAL#${guid}`;

const HISTORY_FIELDS = ['type', 'header', 'body', 'translations', 'conditions', 'order'] as const;

/** The record in the shape the sender chooses texts from (no event: conditions on payment only). */
export const asDefinition = (r: GlobalEmailRecord): EmailDefinitionRecord => ({
  entity: 'email',
  guid: r.guid,
  eventGuid: '',
  type: r.type,
  header: r.header,
  body: r.body,
  translations: { en: r.translations.en },
  conditions: { paymentMethods: r.conditions.paymentMethods },
  order: r.order,
});

export const toGlobalEmail = (r: GlobalEmailRecord): GlobalEmail => ({
  guid: r.guid,
  type: r.type,
  header: r.header,
  body: r.body,
  translations: { en: { header: r.translations.en.header, body: r.translations.en.body } },
  conditions: { paymentMethods: [...r.conditions.paymentMethods] },
  order: r.order,
  dateCreated: r.dateCreated || null,
  dateUpdated: r.dateUpdated || null,
});

function recordOf(guid: string, body: GlobalEmailBody, dateCreated: string, now: string): GlobalEmailRecord {
  const html = sanitizeRichText(body.body);
  if (!html.trim()) throw new BusinessRuleError('emails.emptyBody', undefined, 400);
  const en = body.translations.en;
  return {
    entity: 'globalEmail',
    guid,
    type: body.type,
    header: body.header,
    body: html,
    translations: { en: { header: en.header, body: en.body.trim() ? sanitizeRichText(en.body) : '' } },
    conditions: { paymentMethods: [...new Set(body.conditions.paymentMethods)].sort() },
    order: body.order,
    dateCreated,
    dateUpdated: now,
  };
}

const samePayments = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Two global e-mails of one kind with the same conditions and order would make the choice arbitrary. */
function refuseDuplicate(all: readonly GlobalEmailRecord[], record: GlobalEmailRecord): void {
  const twin = all.find(
    (e) =>
      e.guid !== record.guid &&
      e.type === record.type &&
      e.order === record.order &&
      samePayments(e.conditions.paymentMethods, record.conditions.paymentMethods),
  );
  if (twin) throw new BusinessRuleError('emails.duplicateGlobalEmail');
}

async function requireGlobal(
  ports: GlobalEmailPorts,
  guid: string,
): Promise<{ email: GlobalEmailRecord; all: GlobalEmailRecord[] }> {
  const all = await ports.globals.listGlobalEmails();
  const email = all.find((e) => e.guid === guid);
  if (!email) throw new NotFoundError('emails.emailNotFound');
  return { email, all };
}

/** Every global e-mail, by kind then order. */
export async function listGlobalEmails(ports: GlobalEmailPorts): Promise<GlobalEmail[]> {
  return (await ports.globals.listGlobalEmails())
    .map(toGlobalEmail)
    .sort((a, b) => a.type - b.type || a.order - b.order || (a.guid < b.guid ? -1 : 1));
}

export const getGlobalEmail = async (ports: GlobalEmailPorts, guid: string): Promise<GlobalEmail> =>
  toGlobalEmail((await requireGlobal(ports, guid)).email);

export async function createGlobalEmail(
  ports: GlobalEmailPorts,
  actor: Actor,
  body: GlobalEmailBody,
): Promise<GlobalEmail> {
  const now = ports.now().toISOString();
  const record = recordOf(ports.newId(), body, now, now);
  refuseDuplicate(await ports.globals.listGlobalEmails(), record);
  await ports.globals.putGlobalEmail(
    record,
    null,
    historyOf(
      ports,
      actor,
      globalEmailSubject(record.guid),
      'CREATE',
      fieldChanges({}, toGlobalEmail(record), HISTORY_FIELDS),
    ),
  );
  return toGlobalEmail(record);
}

export async function updateGlobalEmail(
  ports: GlobalEmailPorts,
  actor: Actor,
  guid: string,
  body: GlobalEmailBody,
): Promise<GlobalEmail> {
  const { email: before, all } = await requireGlobal(ports, guid);
  const record = recordOf(guid, body, before.dateCreated, ports.now().toISOString());
  refuseDuplicate(all, record);
  const changes = fieldChanges(toGlobalEmail(before), toGlobalEmail(record), HISTORY_FIELDS);
  if (!changes.length) return toGlobalEmail(before);
  await ports.globals.putGlobalEmail(
    record,
    before,
    historyOf(ports, actor, globalEmailSubject(guid), 'UPDATE', changes),
  );
  return toGlobalEmail(record);
}

export async function deleteGlobalEmail(
  ports: GlobalEmailPorts,
  actor: Actor,
  guid: string,
): Promise<{ ok: true }> {
  const { email } = await requireGlobal(ports, guid);
  await ports.globals.deleteGlobalEmail(
    email,
    historyOf(
      ports,
      actor,
      globalEmailSubject(guid),
      'DELETE',
      fieldChanges(toGlobalEmail(email), {}, HISTORY_FIELDS),
    ),
  );
  return { ok: true };
}

/** Changes of a global e-mail (also after its deletion), newest first. */
export const globalEmailHistory = (
  ports: EmailAdminPorts,
  guid: string,
  paging: Paging,
): Promise<Envelope<HistoryEntry>> => emailHistory(ports, globalEmailSubject(guid), paging);

// ——— preview and test ———

export type GlobalEmailDraft = EmailDraftText;

/** The draft as the sender renders it for a series without a layout of its own, with sample data. */
const renderGlobalDraft = (
  ports: EmailAdminPorts,
  draft: GlobalEmailDraft,
  locales: readonly Locale[],
): Promise<Partial<Record<Locale, RenderedEmailPreview>>> =>
  renderSampleDraft(ports, draft, locales, {
    eventGuid: '',
    global: true,
    layout: null,
    names: (locale) => ({
      seriesName: locale === 'cs' ? 'Ukázková série' : 'Sample series',
      eventName: locale === 'cs' ? 'Ukázkový závod' : 'Sample race',
    }),
  });

export const previewGlobalEmail = (ports: EmailAdminPorts, draft: GlobalEmailDraft): Promise<EmailPreview> =>
  previewDraft(ports, draft, renderGlobalDraft);

/** Sends the edited global e-mail (sample data) to the signed-in admin's own address. */
export const sendTestGlobalEmail = (
  ports: EmailAdminPorts,
  to: string,
  draft: GlobalEmailDraft & { locale: Locale },
): Promise<{ to: string }> => sendTestDraftIn(ports, to, draft, renderGlobalDraft);
