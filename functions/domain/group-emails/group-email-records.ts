import type { GroupEmail } from '@shared/emails/group-email-schemas';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import { type JobPorts } from '../jobs/jobs';

/** Group e-mails as stored, and the ports their service needs (the flow: group-emails.ts). */
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
