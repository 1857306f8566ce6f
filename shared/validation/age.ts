import type { DateOnly } from './date-only';

/**
 * Completed years on a day. The birthday itself counts (someone born 2007-05-10 is 18 on
 * 2025-05-10). A 29 February birthday is reached on 1 March in common years, which is what the
 * plain month/day comparison gives.
 */
export function ageOn(birth: DateOnly, on: DateOnly): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * Age "in the subevent year": the age reached on 31 December of that year, i.e. year − birth year.
 * Czech races put runners into categories by year of birth, so everyone born in the same year is
 * treated alike for the whole season; 31 December (not 1 January) is the date at which that
 * difference is the completed age.
 */
export function ageInYear(birth: DateOnly, year: number): number {
  return year - birth.year;
}
