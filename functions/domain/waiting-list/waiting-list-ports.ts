import type { Locale } from '@shared/codelists/enums';
import type { Counter } from '../catalog/availability';
import type { EventRecord, SubeventRecord } from '../catalog/records';
import type { RateLimiterPort } from '../accounts/rate-limit';
import type { EventEmailPorts } from '../emails/email-records';
import {
  listRefOf,
  type ListRef,
  type WaitingEntryRecord,
  type WaitingListSettingsRecord,
  type WaitingOfferRecord,
} from './waiting-list-rules';

/** One line of a list's history: who did what to whom, when. */
export interface WaitingHistoryRecord extends ListRef {
  entity: 'waitingListHistory';
  date: string;
  /** The staff member's name, `runner` (self-service) or `system` (the sweep). */
  by: string;
  action: 'settings' | 'joined' | 'removed' | 'movedUp' | 'offered' | 'offerExpired' | 'taken';
  email: string;
}

/** The history line of one action on a list at `now`. */
export const historyLine = (
  list: ListRef,
  by: string,
  action: WaitingHistoryRecord['action'],
  email: string,
  now: Date,
): WaitingHistoryRecord => ({
  entity: 'waitingListHistory',
  ...listRefOf(list),
  date: now.toISOString(),
  by,
  action,
  email,
});

/** A capacity counter an offer takes one place in (a sharded scope: the sum of its buckets). */
export interface ListCounter extends Counter {
  scope: 'subevent' | 'category' | 'wave' | 'subcategory';
  guid: string;
}

export interface RaceOfList {
  event: EventRecord;
  subevent: SubeventRecord;
  /** The category's or wave's name, for a part's list (a sub-category's: "<category> – <sub-category>"). */
  partName?: string;
  /**
   * The race's counter, then the part's (a sub-category's: its category's, then its own): an offer
   * takes a place in each, as an order would.
   */
  counters: ListCounter[];
}

export type AddEntryResult = 'ok' | 'already' | 'full' | 'disabled';
export type CreateOfferResult = 'ok' | 'full' | 'gone';

/** Storage and messaging of the waiting list (DynamoDB: functions/adapters/dynamodb/waiting-list-repository.ts). */
export interface WaitingListPorts extends EventEmailPorts {
  /** Undefined when the race is unknown or the part is not one of its categories / waves / sub-categories. */
  loadRace(list: ListRef): Promise<RaceOfList | undefined>;
  getSettings(list: ListRef): Promise<WaitingListSettingsRecord | undefined>;
  /** Writes the settings (keeping `active`), the sweep's list of enabled lists and the history line. */
  saveSettings(
    record: Omit<WaitingListSettingsRecord, 'active'>,
    history: WaitingHistoryRecord,
  ): Promise<void>;
  /** Every entry of the list (one Query of its partition). */
  listEntries(list: ListRef): Promise<WaitingEntryRecord[]>;
  listHistory(list: ListRef): Promise<WaitingHistoryRecord[]>;
  findEntryByEmail(list: ListRef, email: string): Promise<WaitingEntryRecord | undefined>;
  /**
   * One transaction: the e-mail guard (one entry per address and race), the entry and the list's
   * `active` count, conditioned on the list being enabled and below its limit.
   */
  addEntry(
    entry: WaitingEntryRecord,
    limit: number | null,
    history: WaitingHistoryRecord,
  ): Promise<AddEntryResult>;
  /** Deletes a waiting, taken or expired entry and its e-mail guard (false when it changed meanwhile). */
  removeEntry(entry: WaitingEntryRecord, history: WaitingHistoryRecord): Promise<boolean>;
  /** Swaps the ranks of two waiting entries, conditioned on both ranks as read. */
  swapRanks(
    entry: WaitingEntryRecord,
    above: WaitingEntryRecord,
    history: WaitingHistoryRecord,
  ): Promise<boolean>;
  /**
   * One transaction: the offer item, the entry waiting → offered and one place in each counter
   * taken exactly like an order takes it (the same counter or capacity bucket conditions).
   */
  createOffer(
    entry: WaitingEntryRecord,
    offer: WaitingOfferRecord,
    counters: readonly ListCounter[],
    history: WaitingHistoryRecord,
  ): Promise<CreateOfferResult>;
  /**
   * Deletes the offer (the once-only guard), gives its places back, marks the entry expired and
   * lowers `active`, in one transaction; false when it was already released or consumed.
   */
  releaseOffer(offer: WaitingOfferRecord, history: WaitingHistoryRecord): Promise<boolean>;
  findOffer(hash: string): Promise<WaitingOfferRecord | undefined>;
  listOverdueOffers(now: Date): Promise<WaitingOfferRecord[]>;
  /** Lists that are enabled (the sweep offers their free places). */
  listEnabledLists(): Promise<ListRef[]>;
  rateLimiter: RateLimiterPort;
  appUrl: string;
}

export interface Runner {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface JoinInput extends ListRef {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  language?: Locale | undefined;
}
