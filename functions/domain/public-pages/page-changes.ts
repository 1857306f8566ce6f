/** The key of a changed table item, as the table's stream gives it. */
export interface ChangedKey {
  pk: string;
  sk: string;
}

/** What the public pages show of a series: its record, its stylings and its own documents (logo). */
const SERIES_SHOWN = /^(SERIES|STYLINGS|DOCUMENT#.*)$/;

/**
 * The events whose pages show a changed item: everything in an event's partition (the event, its
 * races, categories, waves, prices, documents, templates, forms) is shown on its page; a series'
 * record, stylings and logo on the pages of all its events. Capacity counters are not among them:
 * places left are never in a rendered page (the app fetches them), so sales render nothing.
 */
export function pagesShowing(changed: readonly ChangedKey[]): {
  events: Set<string>;
  series: Set<string>;
  organizers: Set<string>;
} {
  const events = new Set<string>();
  const series = new Set<string>();
  // An organizer's name is the JSON-LD organiser of the events of every series it organises.
  const organizers = new Set<string>();
  for (const { pk, sk } of changed) {
    if (pk.startsWith('EVENT#')) events.add(pk.slice('EVENT#'.length));
    else if (pk.startsWith('SERIES#') && SERIES_SHOWN.test(sk)) series.add(pk.slice('SERIES#'.length));
    else if (pk.startsWith('ORGANIZER#') && sk === 'ORGANIZER') organizers.add(pk.slice('ORGANIZER#'.length));
  }
  return { events, series, organizers };
}
