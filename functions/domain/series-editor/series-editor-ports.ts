import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { SeriesRecord } from '../catalog/records';

/** The back-office user making a change (recorded in the history). */
export interface Actor {
  userId: string;
  name: string;
}

/** A series history entry as stored: `SERIES#<guid>` / `HISTORY#<at>#<id>`. */
export interface SeriesHistoryRecord extends HistoryEntry {
  seriesGuid: string;
}

/** An organizer as stored (`ORGANIZER#<guid>`); old items carry the currency as its number (1 = CZK). */
export interface OrganizerRecord {
  entity: 'organizer';
  guid: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  isLegalEntity?: boolean;
  street?: string;
  city?: string;
  zipcode?: string;
  country?: string;
  email?: string;
  phone?: string;
  ic?: string;
  paysVAT?: boolean;
  bankAccountNumber?: string;
  bankCode?: string;
  currency?: string | number;
  dateCreated?: string;
  dateUpdated?: string;
}

/**
 * - changedMeanwhile: the record's version is not the one the change was built on
 * - gone: the record no longer exists
 */
export type WriteOutcome = 'ok' | 'changedMeanwhile' | 'gone';

/** Storage of the series editor (DynamoDB: functions/adapters/dynamodb/series-editor-repository.ts). */
export interface SeriesEditorStore {
  /** Every series (gsi1 `SERIES`): admins. */
  allSeries(): Promise<SeriesRecord[]>;
  /** The series of these guids (BatchGet by key): an event manager's permitted series. */
  seriesByGuid(guids: readonly string[]): Promise<SeriesRecord[]>;
  /** One series, read consistently (the base of a change). */
  getSeries(guid: string): Promise<SeriesRecord | undefined>;
  /** Puts the series (new: must not exist; else its version must still be `expectedVersion`) and the history entry, in one transaction. */
  putSeries(
    series: SeriesRecord,
    expectedVersion: number | undefined,
    history: SeriesHistoryRecord,
  ): Promise<WriteOutcome>;
  /** Deletes the series (version as read) and writes the history entry, in one transaction. */
  deleteSeries(guid: string, expectedVersion: number, history: SeriesHistoryRecord): Promise<WriteOutcome>;
  hasRegistrations(seriesGuid: string): Promise<boolean>;
  hasEvents(seriesGuid: string): Promise<boolean>;
  /** The series' history, oldest first. */
  listHistory(seriesGuid: string): Promise<SeriesHistoryRecord[]>;
  emailLayoutExists(guid: string): Promise<boolean>;

  allOrganizers(): Promise<OrganizerRecord[]>;
  getOrganizer(guid: string): Promise<OrganizerRecord | undefined>;
  organizersByGuid(guids: readonly string[]): Promise<OrganizerRecord[]>;
  /** Puts an organizer (new: must not exist; else must exist). */
  putOrganizer(organizer: OrganizerRecord, isNew: boolean): Promise<WriteOutcome>;
  deleteOrganizer(guid: string): Promise<WriteOutcome>;
}

export interface SeriesEditorPorts {
  store: SeriesEditorStore;
  newId(): string;
  /** Organiser-written rich text, made safe for browsers. */
  sanitize(html: string): string;
}
