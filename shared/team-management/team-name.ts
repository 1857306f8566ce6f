/**
 * The comparison form of a team name (spec §4 "team name unique per subevent"): case-, accent-
 * and spacing-insensitive, so "Rychlé Šneci", "rychle  sneci" and "RYCHLE SNECI" are one name.
 * The name guard's key and the SPA's hints use the same form.
 */
export function teamNameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, ' ');
}
