import { SubEventType } from '@shared/codelists/enums';
import type { Counter } from '../catalog/availability';
import type { SubeventRecord } from '../catalog/records';

export interface TeamPlaces {
  membersFrom: number | null;
  membersTo: number | null;
  placesTaken: number;
  placesFree: number | null;
  membersMissing: number;
  complete: boolean;
}

const positive = (n: number | undefined): number | null => (n !== undefined && n > 0 ? n : null);

/**
 * A team's places (spec §3 membersFrom/membersTo, §4 team capacity): the team's counter holds the
 * places taken by active registrations (expiry releases them) and the capacity it was founded with
 * (membersTo of the race at the time); a counter of 0 or less means unlimited. A team below
 * membersFrom is incomplete and its manager is told how many members are missing.
 */
export function teamPlaces(
  subevent: Pick<SubeventRecord, 'membersFrom' | 'membersTo'>,
  counter: Counter | undefined,
): TeamPlaces {
  const membersFrom = positive(subevent.membersFrom);
  const membersTo = positive(subevent.membersTo);
  const capacity = counter ? (counter.capacity > 0 ? counter.capacity : null) : membersTo;
  const placesTaken = Math.max(0, counter?.used ?? 0);
  const membersMissing = membersFrom === null ? 0 : Math.max(0, membersFrom - placesTaken);
  return {
    membersFrom,
    membersTo: capacity,
    placesTaken,
    placesFree: capacity === null ? null : Math.max(0, capacity - placesTaken),
    membersMissing,
    complete: membersMissing === 0,
  };
}

export const teamKind = (subevent: Pick<SubeventRecord, 'type'>): 'team' | 'relay' =>
  subevent.type === SubEventType.RELAY ? 'relay' : 'team';
