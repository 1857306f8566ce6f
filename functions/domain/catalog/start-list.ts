import { fold } from '@shared/text/search-text';
import type { StartList, StartListRow, StartListSort } from '@shared/catalog/catalog-schemas';
import { SubEventType } from '@shared/codelists/enums';
import { windowState } from './availability';
import { envelope, type Paging } from '../paging';
import type { SubeventRecord } from './records';

/** A team of the race with its place counter (capacity = the most members it may have). */
export interface TeamPlaces {
  name: string;
  capacity: number;
  used: number;
}

/** One registration item as projected into the start-list index. */
export interface StartListEntry extends StartListRow {
  itemGuid: string;
}

const collator = new Intl.Collator('cs', { sensitivity: 'base' });

const compare: Record<StartListSort, (a: StartListRow, b: StartListRow) => number> = {
  startNumber: (a, b) =>
    (a.startNumber ?? Number.MAX_SAFE_INTEGER) - (b.startNumber ?? Number.MAX_SAFE_INTEGER),
  lastName: (a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName),
  club: (a, b) => collator.compare(a.club ?? '', b.club ?? ''),
  category: (a, b) => collator.compare(a.categoryName, b.categoryName),
};

/**
 * The public start list of a subevent: rows only while the start-list window is open; search by
 * name, club or team (accent-insensitive); sort; page. For relays it warns about every relay that
 * has fewer racers than the subevent requires; for team races it lists the teams that still have
 * open places, so runners looking for a team can ask its captain for the PIN.
 */
export function buildStartList(
  sub: SubeventRecord,
  entries: StartListEntry[],
  query: { searchText?: string; sort: StartListSort; descending: boolean } & Paging,
  now: Date,
  teams: TeamPlaces[] = [],
): StartList {
  const state = windowState(now, sub.startListFrom, sub.startListTo);
  const visible = state === 'open' ? entries : [];
  const needle = query.searchText ? fold(query.searchText.trim()) : '';
  const rows = visible
    .filter(
      (e) =>
        !needle || fold(`${e.firstName} ${e.lastName} ${e.club ?? ''} ${e.teamName ?? ''}`).includes(needle),
    )
    .map(({ itemGuid: _itemGuid, ...row }) => row)
    .sort((a, b) => (query.descending ? -1 : 1) * (compare[query.sort](a, b) || compare.lastName(a, b)));

  const relayWarnings: StartList['relayWarnings'] = [];
  if (sub.type === SubEventType.RELAY && state === 'open') {
    const required = sub.membersFrom ?? 0;
    const counts = new Map<string, number>();
    for (const e of visible) if (e.teamName) counts.set(e.teamName, (counts.get(e.teamName) ?? 0) + 1);
    for (const [teamName, members] of counts)
      if (members < required) relayWarnings.push({ teamName, members, required });
    relayWarnings.sort((a, b) => collator.compare(a.teamName, b.teamName));
  }
  const openTeams =
    sub.type === SubEventType.TEAM && state === 'open'
      ? teams
          .filter((t) => t.capacity > t.used)
          .map((t) => ({
            teamName: t.name,
            members: t.used,
            capacity: t.capacity,
            open: t.capacity - t.used,
          }))
          .sort((a, b) => collator.compare(a.teamName, b.teamName))
      : [];
  return {
    ...envelope(rows, query),
    seriesEventGuid: sub.eventGuid,
    subEventName: sub.name,
    state,
    startListFrom: sub.startListFrom ?? null,
    startListTo: sub.startListTo ?? null,
    relayWarnings,
    openTeams,
  };
}
