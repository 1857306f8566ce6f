import type { SelfServiceRules } from '@shared/self-service/race-change-schemas';
import type {
  CategoryRecord,
  PricingRecord,
  SubcategoryRecord,
  SubeventRecord,
  WaveRecord,
} from '../catalog/records';
import type {
  EditorEventRecord,
  EventHistoryRecord,
  SeriesHistoryRecord,
  WriteOutcome,
} from './series-editor-ports';

/** What every record of the editor carries: its place in the list, its version and stamps. */
export interface EditorStamps {
  order?: number;
  version?: number;
  dateCreated?: string;
  dateUpdated?: string;
}

/** A race as stored (catalogue record plus the rest of spec §3 Subevent). */
export interface EditorSubevent extends SubeventRecord, EditorStamps {
  anotation?: string;
  description?: string;
  location?: string;
  url?: string;
  lattitude?: number;
  longitude?: number;
  teamPricing?: boolean;
  allowRegistrationValueChange?: boolean;
  registrationValueChangePrice?: number;
  /** Card value names a registrant may change (admin/series/registration-change). */
  changeableValueNames?: string[];
  /** Runner self-service rules (issue 27, functions/domain/self-service/race-change-settings.ts). */
  selfService?: SelfServiceRules;
}
export interface EditorCategory extends CategoryRecord, EditorStamps {
  eventGuid?: string;
  teamPricing?: boolean;
}
export type EditorSubcategory = SubcategoryRecord & EditorStamps;
export type EditorPricing = PricingRecord & EditorStamps;
export interface EditorWave extends WaveRecord, EditorStamps {
  eventGuid?: string;
}

export type RaceKind = 'subevent' | 'category' | 'subcategory' | 'pricing' | 'wave';
export type RaceRecord = EditorSubevent | EditorCategory | EditorSubcategory | EditorPricing | EditorWave;

/** Everything below one event, read consistently from its partition. */
export interface RaceTree {
  event: EditorEventRecord;
  subevents: EditorSubevent[];
  categories: EditorCategory[];
  subcategories: EditorSubcategory[];
  pricings: EditorPricing[];
  waves: EditorWave[];
}

/** Where a record lives: its event, race and category (as its key needs them). */
export interface RacePath {
  eventGuid: string;
  subEventGuid: string;
  categoryGuid?: string;
}

/** A record to store: the record, where, the version read (undefined = new) and what goes with it. */
export interface RaceWrite {
  kind: RaceKind;
  path: RacePath;
  record: RaceRecord;
  expectedVersion: number | undefined;
  eventHistory: EventHistoryRecord;
  seriesHistory: SeriesHistoryRecord;
  /** Sets only the counter's capacity (places sold stay); refused below the places sold. */
  capacity?: number;
  /** Closing sales: `capacity` is written only while exactly this many places are sold. */
  closeSalesAt?: number;
  /** The event's registration window (derived from its races: the homepage list shows it). */
  eventWindow?: { registrationFrom?: string; registrationTo?: string };
}

export interface RaceDelete {
  kind: RaceKind;
  path: RacePath;
  guid: string;
  expectedVersion: number;
  eventHistory: EventHistoryRecord;
  seriesHistory: SeriesHistoryRecord;
  /** Records below it (a race's categories, waves…; a category's sub-categories and pricings), removed after it. */
  descendants: Array<{ kind: RaceKind; path: RacePath; guid: string }>;
  eventWindow?: { registrationFrom?: string; registrationTo?: string };
}

/**
 * - capacityBelowSold: more places are sold than the new capacity
 * - hasRegistrations: the counter had places sold when the delete was written
 * - soldChanged: closing sales, but the places sold were no longer the number confirmed
 */
export type RaceWriteOutcome = WriteOutcome | 'capacityBelowSold' | 'hasRegistrations' | 'soldChanged';

export interface Counter {
  used: number;
  capacity: number;
}

/** Storage of races and what is below them (DynamoDB: functions/adapters/dynamodb/race-repository.ts). */
export interface RaceEditorStore {
  /** The event and everything below it (one consistent Query of its partition). */
  raceTree(eventGuid: string): Promise<RaceTree | undefined>;
  /** The event a race belongs to. */
  eventOfSubevent(subGuid: string): Promise<string | undefined>;
  /** Capacity counters of these scopes (missing ones are absent). */
  counters(refs: ReadonlyArray<[RaceKind, string]>): Promise<Map<string, Counter>>;
  put(write: RaceWrite): Promise<RaceWriteOutcome>;
  /** Deletes the record (version as read) and its counter (only with no place sold), writes the history, then removes its descendants and their counters. */
  remove(del: RaceDelete): Promise<RaceWriteOutcome>;
  /** Sets `order` of each record (1…), in one transaction; 'gone' when one no longer exists. */
  reorder(kind: RaceKind, records: ReadonlyArray<{ path: RacePath; guid: string }>): Promise<WriteOutcome>;
  /**
   * Whether any order (active, expired, cancelled or deleted) took a place in this scope: the
   * series' orders name every counter they took; a race's start list covers orders of older data.
   */
  hasOrders(seriesGuid: string, kind: RaceKind, guid: string): Promise<boolean>;
}

export interface RaceEditorPorts {
  store: RaceEditorStore;
  newId(): string;
  sanitize(html: string): string;
}
