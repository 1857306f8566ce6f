import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { EventRecord, SeriesRecord } from '../catalog/records';

/** The back-office user making a change (recorded in the history). */
export interface Actor {
  userId: string;
  name: string;
}

/** A series history entry as stored: `SERIES#<guid>` / `HISTORY#<at>#<id>`. */
export interface SeriesHistoryRecord extends HistoryEntry {
  seriesGuid: string;
}

/** An event history entry as stored: `EVENTHISTORY#<guid>` / `HISTORY#<at>#<id>` (outside the event's partition, which the event page reads whole). */
export interface EventHistoryRecord extends HistoryEntry {
  eventGuid: string;
}

/** An organizer history entry as stored: `ORGANIZERHISTORY#<guid>` / `HISTORY#<at>#<id>`. */
export interface OrganizerHistoryRecord extends HistoryEntry {
  organizerGuid: string;
}

/** The event as stored by the editor (catalogue record plus its version and stamps). */
export interface EditorEventRecord extends EventRecord {
  version?: number;
  dateCreated?: string;
  dateUpdated?: string;
}

/**
 * - capacityBelowSold: the event's counter has more places sold than the new capacity
 * - soldChanged: closing sales, but the places sold were no longer the number confirmed
 */
export type EventWriteOutcome = WriteOutcome | 'capacityBelowSold' | 'soldChanged';

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
  /** What its tax documents print (docs/tax-documents.md); absent on organizers saved before. */
  taxDocuments?: { vatRate?: number; dic?: string };
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

  /** The events of a series (gsi1 `SERIES#<guid>#EVENTS`), in their order. */
  eventsOfSeries(seriesGuid: string): Promise<EditorEventRecord[]>;
  /** One event, read consistently. */
  getEvent(guid: string): Promise<EditorEventRecord | undefined>;
  /**
   * Puts the event (new: must not exist; else its version must be `expectedVersion`), its history
   * entry, its currency items and, when `capacity` is given, sets only its counter's capacity (the
   * places sold stay; refused when more are sold than the new capacity), in one transaction.
   */
  putEvent(
    event: EditorEventRecord,
    expectedVersion: number | undefined,
    history: EventHistoryRecord,
    capacity: number | undefined,
    removedCurrencies: readonly string[],
    /** Closing sales: `capacity` is written only while exactly this many places are sold. */
    closeSalesAt?: number,
  ): Promise<EventWriteOutcome>;
  /** Places sold of the event's counter (0 when it has none). */
  eventPlacesSold(guid: string): Promise<number>;
  hasSubevents(eventGuid: string): Promise<boolean>;
  /** Deletes the event (version as read) with everything in its partition and its counter; writes the history entry. */
  deleteEvent(guid: string, expectedVersion: number, history: EventHistoryRecord): Promise<WriteOutcome>;
  /** Sets each event's order (position in the list, from 1), in one transaction; 'gone' when one left the series meanwhile. */
  reorderEvents(seriesGuid: string, eventGuids: readonly string[]): Promise<WriteOutcome>;
  listEventHistory(eventGuid: string): Promise<EventHistoryRecord[]>;
  /** The series the terms and conditions belong to (undefined when they do not exist). */
  termsSeries(termsGuid: string): Promise<string | undefined>;

  allOrganizers(): Promise<OrganizerRecord[]>;
  getOrganizer(guid: string): Promise<OrganizerRecord | undefined>;
  organizersByGuid(guids: readonly string[]): Promise<OrganizerRecord[]>;
  /** Puts an organizer (new: must not exist; else must exist) and the history entry, in one transaction. */
  putOrganizer(
    organizer: OrganizerRecord,
    isNew: boolean,
    history: OrganizerHistoryRecord,
  ): Promise<WriteOutcome>;
  deleteOrganizer(guid: string, history: OrganizerHistoryRecord): Promise<WriteOutcome>;
  /** The organizer's history, oldest first. */
  listOrganizerHistory(guid: string): Promise<OrganizerHistoryRecord[]>;
}

export interface SeriesEditorPorts {
  store: SeriesEditorStore;
  newId(): string;
  /** Organiser-written rich text, made safe for browsers. */
  sanitize(html: string): string;
}
