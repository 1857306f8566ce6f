import type { EditorEventRecord, EventHistoryRecord, SeriesHistoryRecord } from './series-editor-ports';

/** What the event copy (copy-event.ts) needs from storage and files, and its size limits. */

/** A child item of the event as stored (its storage keys included: they name guids and dates). */
export type StoredChild = Record<string, unknown>;

/** A counter to create: `scope` as the counters' keys name it, nothing sold. */
export interface CounterCopy {
  scope: string;
  guid: string;
  capacity: number;
}

/** A document's file to copy in the documents bucket (the source's file stays its own). */
export interface FileCopy {
  from: string;
  to: string;
  /** The document's name, for the refusal when its file is gone. */
  name: string;
}

/** Index attributes a staged item gets at the commit (its key and the attributes). */
export interface IndexPublish {
  pk: string;
  sk: string;
  set: Record<string, unknown>;
}

export interface EventCopy {
  event: EditorEventRecord;
  /** The new event's partition (stored items, keys included). */
  children: StoredChild[];
  /** Items of the series' partition that name the copy: payment details, start numberings. */
  seriesItems: StoredChild[];
  counters: CounterCopy[];
  files: FileCopy[];
  history: EventHistoryRecord;
  seriesHistory: SeriesHistoryRecord;
}

/** What one commit transaction writes besides the event and its two history entries. */
export interface CopyCommit {
  event: EditorEventRecord;
  history: EventHistoryRecord;
  seriesHistory: SeriesHistoryRecord;
  puts: StoredChild[];
  publish: IndexPublish[];
}

export interface EventCopyStore {
  /** The event's child items (every item of its partition but the event itself), as stored. */
  eventChildren(eventGuid: string): Promise<StoredChild[]>;
  /** The series' payment details and start numberings, as stored. */
  seriesRules(seriesGuid: string): Promise<StoredChild[]>;
  /** Capacities of the counters that exist among these (scope, guid) pairs. */
  capacities(refs: ReadonlyArray<readonly [string, string]>): Promise<CounterCopy[]>;
  /** Puts the items and counters (unconditionally: fresh guids), however many. */
  stage(items: readonly StoredChild[], counters: readonly CounterCopy[]): Promise<void>;
  /**
   * One transaction: the event (must not exist), its history entries, the puts and index
   * attributes, on condition that the copy was not abandoned (see `abandon`).
   */
  commit(commit: CopyCommit): Promise<void>;
  /**
   * Abandons the copy for good: after this no commit of it can land (one whose answer was lost
   * may still be on its way). True when the commit had landed already: the copy exists whole.
   */
  abandon(eventGuid: string): Promise<boolean>;
  /** Deletes the items and counters (missing ones are fine). */
  unstage(items: readonly StoredChild[], counters: readonly CounterCopy[]): Promise<void>;
}

/** The documents bucket, as the copy uses it. */
export interface EventCopyFiles {
  /** False when the source file is not in the bucket (nothing written). */
  copy(from: string, to: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/** Writes of one DynamoDB transaction at most. */
export const MAX_TRANSACTION_WRITES = 100;
/** Items staged per step (the adapter splits them further into its batches). */
export const STAGE_CHUNK = 100;
