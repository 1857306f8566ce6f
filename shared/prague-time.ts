/** Spec §9 display formats, always in Europe/Prague: `D. M. YYYY` and `D. M. YYYY HH:mm`. */
const parts = (iso: string | Date) => {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  );
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
