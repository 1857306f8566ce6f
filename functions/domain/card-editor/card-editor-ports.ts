import type { CardItemRecord, CardRecord, CardValueRecord } from '../catalog/card-records';
import type { Actor, EventHistoryRecord, SeriesHistoryRecord } from '../series-editor/series-editor-ports';

/** A card as the form builder stores it (`EVENT#<guid>` / `CARD#<guid>`): the checkout's record plus stamps. */
export interface StoredCard extends CardRecord {
  seriesGuid?: string;
  version?: number;
  dateCreated?: string;
  dateUpdated?: string;
}
export type StoredValue = CardValueRecord;
export type StoredOption = CardItemRecord;

export type CardCounterScope = 'cardValue' | 'cardItem';

export interface CardCounter {
  used: number;
  capacity: number;
}

export interface CardEventFacts {
  guid: string;
  seriesGuid: string;
  name: string;
  /** The event's races (their start lists hold the answers given). */
  subEventGuids: string[];
}

/** A counter the write sets: created when missing, else only its capacity changes (the places taken stay). */
export interface CounterCapacity {
  scope: CardCounterScope;
  guid: string;
  capacity: number;
  /** For the error: the value or option name. */
  name: string;
}

export interface CardWrite {
  /** The card to put, or null to delete it. */
  record: StoredCard | null;
  eventGuid: string;
  cardGuid: string;
  /** undefined = new card (must not exist); else the version read. */
  expectedVersion: number | undefined;
  eventHistory: EventHistoryRecord;
  seriesHistory: SeriesHistoryRecord;
  capacities: CounterCapacity[];
  /** Counters of values and options removed for good (none taken: refused otherwise). */
  removedCounters: Array<{ scope: CardCounterScope; guid: string }>;
}

/**
 * - changedMeanwhile: the card's version is not the one read
 * - gone: the card no longer exists
 * - capacityBelowTaken: a counter holds more places than its new capacity (index in `capacities`)
 * - taken: a removed value or option was chosen meanwhile
 */
export type CardWriteOutcome =
  | { kind: 'ok' }
  | { kind: 'changedMeanwhile' | 'gone' | 'taken' }
  | { kind: 'capacityBelowTaken'; index: number };

/** Storage of the form builder (DynamoDB: functions/adapters/dynamodb/card-editor-repository.ts). */
export interface CardEditorStore {
  getEvent(eventGuid: string): Promise<CardEventFacts | null>;
  /** The event's cards, read consistently from its partition. */
  listCards(eventGuid: string): Promise<StoredCard[]>;
  counters(refs: ReadonlyArray<[CardCounterScope, string]>): Promise<Map<string, CardCounter>>;
  /**
   * Of these values, those registrations answered: a start-list item of the event's races carries
   * an answer, or an order of the series (active or not) took its counter or one of its options'.
   */
  answeredValues(
    event: CardEventFacts,
    values: ReadonlyArray<{ guid: string; optionGuids: string[] }>,
  ): Promise<Set<string>>;
  /** Of these options, those an order of the series (active or not) took. */
  takenOptions(seriesGuid: string, optionGuids: readonly string[]): Promise<Set<string>>;
  write(write: CardWrite): Promise<CardWriteOutcome>;
}

export interface CardEditorPorts {
  store: CardEditorStore;
  newId(): string;
  now(): Date;
  sanitize(html: string): string;
}

export type { Actor };
