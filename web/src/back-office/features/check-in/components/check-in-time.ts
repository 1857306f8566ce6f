import { formatDateTime } from '../../../../lib/dates';

const clock = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  hour: 'numeric',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' });

/** "8:14" for a check-in today (Prague time), the date with the time for an older one. */
export function checkInTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return day.format(at) === day.format(now) ? clock.format(at) : formatDateTime(iso);
}
