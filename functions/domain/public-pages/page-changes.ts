import type { StartListRow } from '@shared/catalog/catalog-schemas';

/**
 * A registration item of an order as the public start list sees it, before or after a change:
 * its race, whether it is listed (an active order's item: the start-list index holds it) and what
 * its row shows.
 */
export interface StartListEntryImage {
  subEventGuid: string;
  listed: boolean;
  row: Partial<StartListRow>;
}

/** The key of a changed table item, as the table's stream gives it. */
export interface ChangedKey {
  pk: string;
  sk: string;
  /** An order's registration item (`ORDER#…` / `ITEM#…`): the item before and after the change. */
  entry?: { before?: StartListEntryImage; after?: StartListEntryImage };
}

/** What the public pages show of a series: its record, its stylings and its own documents (logo). */
const SERIES_SHOWN = /^(SERIES|STYLINGS|DOCUMENT#.*)$/;

/** The text overrides' record of a language (`TRANSLATIONS` / `LANG#<lang>`, translation-repository.ts). */
const TRANSLATIONS_PK = 'TRANSLATIONS';

/** The columns of a public start list's row (start-list-page.tsx shows each of them). */
const ROW_FIELDS = [
  'startNumber',
  'firstName',
  'lastName',
  'birthYear',
  'club',
  'categoryName',
  'waveName',
  'teamName',
  'paid',
] as const satisfies ReadonlyArray<keyof StartListRow>;

/**
 * The races whose start list a registration item's change shows: listed before or after with a
 * different race, listing or row (an order placed, paid, cancelled or expired, a start number
 * given, a name corrected). A change the list does not show (a check-in mark, a note) renders nothing.
 */
function startListsShowing(entry: NonNullable<ChangedKey['entry']>): string[] {
  const { before, after } = entry;
  const same =
    before?.subEventGuid === after?.subEventGuid &&
    before?.listed === after?.listed &&
    ROW_FIELDS.every((f) => (before?.row[f] ?? null) === (after?.row[f] ?? null));
  if (same) return [];
  return [before, after].filter((e) => e?.listed).map((e) => (e as StartListEntryImage).subEventGuid);
}

/**
 * The events whose pages show a changed item: everything in an event's partition (the event, its
 * races, categories, waves, prices, documents, templates, forms) is shown on its page; a series'
 * record, stylings and logo on the pages of all its events. Capacity counters are not among them:
 * places left are never in a rendered page (the app fetches them), so sales render no event page;
 * an order's items are the entries of their race's start list page (`startLists`, by race).
 */
export function pagesShowing(changed: readonly ChangedKey[]): {
  events: Set<string>;
  series: Set<string>;
  organizers: Set<string>;
  startLists: Set<string>;
  /** An admin's text overrides changed: every public page shows them (rendered all again). */
  texts: boolean;
} {
  const events = new Set<string>();
  const series = new Set<string>();
  // An organizer's name is the JSON-LD organiser of the events of every series it organises.
  const organizers = new Set<string>();
  const startLists = new Set<string>();
  let texts = false;
  for (const { pk, sk, entry } of changed) {
    if (pk.startsWith('EVENT#')) events.add(pk.slice('EVENT#'.length));
    else if (pk.startsWith('SERIES#') && SERIES_SHOWN.test(sk)) series.add(pk.slice('SERIES#'.length));
    else if (pk.startsWith('ORGANIZER#') && sk === 'ORGANIZER') organizers.add(pk.slice('ORGANIZER#'.length));
    else if (pk.startsWith('ORDER#') && sk.startsWith('ITEM#') && entry)
      for (const race of startListsShowing(entry)) startLists.add(race);
    else if (pk === TRANSLATIONS_PK && sk.startsWith('LANG#')) texts = true;
  }
  return { events, series, organizers, startLists, texts };
}
