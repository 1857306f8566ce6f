/**
 * One formatter for the module: building an Intl.DateTimeFormat costs far more than formatting
 * with it (an export of 10,000 rows spent most of its time constructing them).
 */
const pragueFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Spec §9 display formats, always in Europe/Prague: `D. M. YYYY` and `D. M. YYYY HH:mm`. */
const parts = (iso: string | Date) => {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const x of pragueFormat.formatToParts(date)) p[x.type] = x.value;
  return p as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
};

export function formatPragueDate(iso: string | Date): string {
  const p = parts(iso);
  return `${Number(p.day)}. ${Number(p.month)}. ${p.year}`;
}

export function formatPragueDateTime(iso: string | Date): string {
  const p = parts(iso);
  return `${Number(p.day)}. ${Number(p.month)}. ${p.year} ${p.hour}:${p.minute}`;
}

export interface PragueWallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Prague calendar date and time of day of an instant (null for an invalid one). */
export function pragueWallTime(iso: string | Date): PragueWallTime | null {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return null;
  const p = parts(date);
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
  };
}

/** Minutes Prague is ahead of UTC at an instant (60 in winter, 120 in summer). */
function pragueOffsetMinutes(epochMs: number): number {
  const wall = pragueWallTime(new Date(epochMs)) as PragueWallTime;
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/**
 * The instant (ISO, UTC) of a Prague wall-clock time, as organisers type times. In the autumn hour
 * that happens twice the earlier one is meant; a time in the spring gap (02:00–02:59 on the last
 * Sunday of March, which Prague clocks skip) is read one hour later, as the clocks would show it.
 */
export function pragueWallTimeToIso(wall: PragueWallTime): string {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The offsets in force around that day (two of them on a DST switch day), larger first: a larger
  // offset gives the earlier instant.
  const day = 24 * 60 * 60_000;
  const offsets = [...new Set([pragueOffsetMinutes(asUtc - day), pragueOffsetMinutes(asUtc + day)])].sort(
    (a, b) => b - a,
  );
  const candidates = offsets.map((offset) => asUtc - offset * 60_000);
  const shows = (epoch: number) => {
    const back = pragueWallTime(new Date(epoch)) as PragueWallTime;
    return back.day === wall.day && back.hour === wall.hour && back.minute === wall.minute;
  };
  // In the spring gap no candidate shows the typed time: the one with the smaller offset reads as
  // an hour later.
  const instant = candidates.find(shows) ?? (candidates[candidates.length - 1] as number);
  return new Date(instant).toISOString();
}

/**
 * The instant N days later on the Prague calendar at the same wall-clock time: a race at 9:00 in
 * summer moved into winter still starts at 9:00 (an instant + N × 24 h would show 8:00).
 */
export function shiftByPragueDays(iso: string, days: number): string {
  const instant = new Date(iso);
  const wall = pragueWallTime(instant);
  if (!wall) return iso;
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  const shifted = pragueWallTimeToIso({
    ...wall,
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
  });
  // Seconds and milliseconds are below the wall time's minute.
  return new Date(new Date(shifted).getTime() + (instant.getTime() % 60_000)).toISOString();
}

/**
 * An instant as Prague's wall clock with its UTC offset (`2026-06-13T09:00:00+02:00`), as
 * schema.org dates are read: a search engine shows the race's local start time, not UTC's.
 */
export function formatPragueIsoWithOffset(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const epoch = Math.floor(date.getTime() / 1000) * 1000;
  const offset = pragueOffsetMinutes(epoch);
  const wall = new Date(epoch + offset * 60_000).toISOString().slice(0, 19);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall}${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
