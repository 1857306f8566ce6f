import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { Actor } from '../series-editor/series-editor-ports';
import type { EmailDefinitionRecord, EmailLayoutRecord, RenderedEmailJob } from './email-records';

import { NotFoundError } from '../errors';
/** What the e-mail editor needs from storage, and how its history entries are made. */

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
export type TestEmailJob = RenderedEmailJob;

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
export const eventEmailSubject = (eventGuid: string, guid: string) => `${eventGuid}#${guid}`;

export const HISTORY_FIELDS = ['type', 'header', 'body', 'translations', 'conditions', 'order'] as const;
export const LAYOUT_HISTORY_FIELDS = ['name', 'content'] as const;

export function historyOf(
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

export async function requireEvent(ports: EmailAdminPorts, eventGuid: string): Promise<EmailEventFacts> {
  const event = await ports.store.getEvent(eventGuid);
  if (!event) throw new NotFoundError('emails.eventNotFound');
  return event;
}
