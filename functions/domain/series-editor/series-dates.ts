import { pragueWallTime, pragueWallTimeToIso } from '@shared/prague-time';
import { formatIsoDate, parseDateOnly } from '@shared/validation/date-only';

/**
 * Series dates are calendar days in the editor and instants in storage (the public pages compare
 * them with "now" and show them in Prague time): the first day starts at Prague midnight, the last
 * ends at 23:59 Prague time, so a series stays listed through its last day.
 */
export function dayStartIso(day: string): string {
  const d = parseDateOnly(day);
  if (!d) throw new Error(`not a calendar date: ${day}`);
  return pragueWallTimeToIso({ ...d, hour: 0, minute: 0 });
}

export function dayEndIso(day: string): string {
  const d = parseDateOnly(day);
  if (!d) throw new Error(`not a calendar date: ${day}`);
  return pragueWallTimeToIso({ ...d, hour: 23, minute: 59 });
}

/** The Prague calendar day of a stored instant (`YYYY-MM-DD`); '' for a missing or broken one. */
export function pragueDay(iso: string | undefined): string {
  const wall = iso ? pragueWallTime(iso) : null;
  return wall ? formatIsoDate(wall) : '';
}
