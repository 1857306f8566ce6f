import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@shared/codelists/enums';
import type {
  EntryState,
  EntryView,
  ListPart,
  WaitingListSettings,
} from '@shared/waiting-list/waiting-list-schemas';
import type { CounterRef } from '../orders/order-records';

/**
 * Which list: a race's own, or one of its categories' or waves' (`part`). Every record of a list
 * carries it; a race's list has no `part`, so lists kept before per-part lists read unchanged.
 */
export interface ListRef {
  subEventGuid: string;
  part?: ListPart | undefined;
}

/** The list's partition key guid: the part's guid, or the race's for the race's own list. */
export const listGuidOf = (list: ListRef) => list.part?.guid ?? list.subEventGuid;

/** The ref alone (no other fields of a record), for ports and history lines. */
export const listRefOf = (list: ListRef): ListRef =>
  list.part ? { subEventGuid: list.subEventGuid, part: list.part } : { subEventGuid: list.subEventGuid };

/**
 * A person on a race's (or a category's / wave's) waiting list. `rank` orders the list (smaller first): the join time in
 * milliseconds, swapped with the one above on "move up", so positions never need renumbering.
 */
export interface WaitingEntryRecord extends ListRef {
  entity: 'waitingEntry';
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: string | null;
  locale: Locale;
  rank: number;
  state: EntryState;
  dateCreated: string;
  /** While offered: the offer's token hash and deadline. */
  offerHash?: string;
  holdUntil?: string;
  /** Once taken: the order that took the place. */
  orderGuid?: string;
}

/**
 * The held place of an offer, its own item (like a team name reservation): deleting it is the
 * once-only guard for both ends, the checkout consuming it and the sweep releasing it.
 */
export interface WaitingOfferRecord extends ListRef {
  entity: 'waitingOffer';
  hash: string;
  entryGuid: string;
  /** The person's e-mail (the checkout's history line and the e-mail guard it frees). */
  email: string;
  holdUntil: string;
  dateCreated: string;
  /** The places the offer took (with their capacity bucket), given back or passed to the order. */
  held: CounterRef[];
}

export interface WaitingListSettingsRecord extends WaitingListSettings, ListRef {
  entity: 'waitingListSettings';
  eventGuid: string;
  seriesGuid: string;
  /** People on the list now (waiting or offered): what the limit is checked against. */
  active: number;
  /** A part's list: the category's or wave's name when its settings were saved (the statistics). */
  partName?: string;
}

const ACTIVE: ReadonlySet<EntryState> = new Set(['waiting', 'offered']);

export const byRank = (a: WaitingEntryRecord, b: WaitingEntryRecord) =>
  a.rank - b.rank || a.guid.localeCompare(b.guid);

/** Those still waiting, first in line first. */
export const waitingInLine = (entries: readonly WaitingEntryRecord[]) =>
  entries.filter((e) => e.state === 'waiting').sort(byRank);

/** 1-based place among those waiting; null when the entry no longer waits. */
export function positionOf(entries: readonly WaitingEntryRecord[], guid: string): number | null {
  const i = waitingInLine(entries).findIndex((e) => e.guid === guid);
  return i < 0 ? null : i + 1;
}

export const activeCount = (entries: readonly WaitingEntryRecord[]) =>
  entries.filter((e) => ACTIVE.has(e.state)).length;

/** Free places of a counter; unlimited capacity (≤ 0) is never sold out. */
export function freePlaces(counter: { capacity: number; used: number } | undefined): number {
  if (!counter || counter.capacity <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, counter.capacity - counter.used);
}

/**
 * Free places of a list: a category's or wave's list needs a place in its part and in the race
 * (an order takes both), so the fewer of the two.
 */
export const freePlacesOfAll = (counters: ReadonlyArray<{ capacity: number; used: number }>) =>
  counters.reduce((free, c) => Math.min(free, freePlaces(c)), Number.POSITIVE_INFINITY);

export type JoinRefusal = 'disabled' | 'notSoldOut' | 'full';

/**
 * Why a join is refused: the list is off, the race still has places (register instead), or the
 * list holds `limit` people already. Nobody waiting with places free means the places are for sale.
 */
export function joinRefusal(
  settings: Pick<WaitingListSettings, 'enabled' | 'limit'> | undefined,
  free: number,
  active: number,
): JoinRefusal | null {
  if (!settings?.enabled) return 'disabled';
  if (free > 0) return 'notSoldOut';
  if (settings.limit !== null && active >= settings.limit) return 'full';
  return null;
}

/** Whom the free places go to: the first `free` people waiting. */
export function nextToOffer(entries: readonly WaitingEntryRecord[], free: number): WaitingEntryRecord[] {
  if (free <= 0) return [];
  const line = waitingInLine(entries);
  return Number.isFinite(free) ? line.slice(0, free) : line;
}

export const offerDeadline = (now: Date, holdHours: number) =>
  new Date(now.getTime() + holdHours * 3_600_000).toISOString();

export const isOverdue = (offer: Pick<WaitingOfferRecord, 'holdUntil'>, now: Date) =>
  new Date(offer.holdUntil).getTime() <= now.getTime();

/**
 * "Move up": the entry swaps ranks with the one waiting right above it. Undefined when it is first
 * or no longer waiting.
 */
export function moveUpSwap(
  entries: readonly WaitingEntryRecord[],
  guid: string,
): { entry: WaitingEntryRecord; above: WaitingEntryRecord } | undefined {
  const line = waitingInLine(entries);
  const i = line.findIndex((e) => e.guid === guid);
  if (i <= 0) return undefined;
  return { entry: line[i] as WaitingEntryRecord, above: line[i - 1] as WaitingEntryRecord };
}

/** A new offer link's secret and the hash it is stored under (the link alone cannot be guessed). */
export function newOfferToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: offerHash(token) };
}

export const offerHash = (token: string) => createHash('sha256').update(`wl-offer:${token}`).digest('hex');

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function entryView(entries: readonly WaitingEntryRecord[], e: WaitingEntryRecord): EntryView {
  return {
    guid: e.guid,
    position: positionOf(entries, e.guid),
    state: e.state,
    email: e.email,
    firstName: e.firstName,
    lastName: e.lastName,
    dateCreated: e.dateCreated,
    holdUntil: e.state === 'offered' ? (e.holdUntil ?? null) : null,
    orderGuid: e.orderGuid ?? null,
  };
}

export function countsOf(
  entries: ReadonlyArray<Pick<WaitingEntryRecord, 'state'>>,
): Record<EntryState, number> {
  const counts: Record<EntryState, number> = { waiting: 0, offered: 0, taken: 0, expired: 0 };
  for (const e of entries) counts[e.state]++;
  return counts;
}
