import type { CheckInCounts, CheckInMark, RunnerSearch } from '@shared/check-in/check-in-schemas';
import { fold } from '@shared/text/search-text';
import { signTicket } from './ticket-token';

/** A valid registration of a race as the pickup desk reads it from the race's start list. */
export interface RosterRow {
  orderGuid: string;
  index: number;
  itemGuid: string;
  firstName: string;
  lastName: string;
  categoryName: string;
  startNumber: number | null;
  paid: boolean;
  checkIn?: CheckInMark | null;
}

export interface PickupRosterPorts {
  ticketKey(): Promise<Buffer>;
  /** The event's races (subevents) with their names. */
  races(eventGuid: string): Promise<Array<{ guid: string; name: string }>>;
  /** A race's valid registrations (its start list: cancelled and expired items are not on it). */
  roster(subEventGuid: string): Promise<RosterRow[]>;
  /** The check-in's own counters per race (races nobody checked in yet are absent). */
  checkedInCounters(eventGuid: string): Promise<Array<{ subEventGuid: string; checkedIn: number }>>;
}

/** At most this many runners are listed; a longer list asks the volunteer to type more. */
export const SEARCH_LIMIT = 20;

/**
 * Whether a row answers the desk's search: digits are a start number (exactly); words must each
 * begin a word of the runner's name, folded ("nova" finds "Nováková", "jan nov" finds "Jan Novák").
 */
export function matchesRunner(row: Pick<RosterRow, 'firstName' | 'lastName' | 'startNumber'>, q: string) {
  const text = q.trim();
  if (/^\d+$/.test(text)) return row.startNumber === Number(text);
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (!words.length) return false;
  const nameWords = fold(`${row.firstName} ${row.lastName}`)
    .split(/[\s-]+/)
    .filter(Boolean);
  return words.every((w) => nameWords.some((n) => n.startsWith(w)));
}

const byName = (a: RosterRow, b: RosterRow) =>
  fold(a.lastName).localeCompare(fold(b.lastName)) || fold(a.firstName).localeCompare(fold(b.firstName));

/** Runners of the event matching the search, by name, each with the ticket a scan would read. */
export async function searchRunners(
  ports: PickupRosterPorts,
  eventGuid: string,
  q: string,
): Promise<RunnerSearch> {
  const races = await ports.races(eventGuid);
  const rosters = await Promise.all(
    races.map(async (race) =>
      (await ports.roster(race.guid)).filter((row) => matchesRunner(row, q)).map((row) => ({ row, race })),
    ),
  );
  const found = rosters.flat().sort((a, b) => byName(a.row, b.row));
  const key = await ports.ticketKey();
  return {
    runners: found.slice(0, SEARCH_LIMIT).map(({ row, race }) => ({
      token: signTicket(key, { orderGuid: row.orderGuid, index: row.index }),
      runner: {
        orderGuid: row.orderGuid,
        itemGuid: row.itemGuid,
        name: `${row.firstName} ${row.lastName}`.trim(),
        raceName: race.name,
        categoryName: row.categoryName,
        startNumber: row.startNumber,
        paid: row.paid,
      },
      checkIn: row.checkIn ?? null,
    })),
    more: found.length > SEARCH_LIMIT,
  };
}

/**
 * "Checked in / paid" per race: the check-in's counters (exact, written in its transaction) and
 * the paid registrations on the race's start list.
 */
export async function checkInCounts(ports: PickupRosterPorts, eventGuid: string): Promise<CheckInCounts> {
  const [races, counters] = await Promise.all([ports.races(eventGuid), ports.checkedInCounters(eventGuid)]);
  const checkedIn = new Map(counters.map((c) => [c.subEventGuid, c.checkedIn]));
  const paid = await Promise.all(
    races.map(async (race) => (await ports.roster(race.guid)).filter((row) => row.paid).length),
  );
  return {
    races: races.map((race, k) => ({
      subEventGuid: race.guid,
      name: race.name,
      checkedIn: checkedIn.get(race.guid) ?? 0,
      paid: paid[k] ?? 0,
    })),
  };
}
