import { LIST_PAGE_SIZE, type ListSort } from './list-types';

/** A date range filter: ISO dates, `''` for an open end. */
export interface DateRange {
  from: string;
  to: string;
}

/** yes / no / any (null). */
export type TriState = boolean | null;

export type FilterDefinition =
  | { kind: 'text'; defaultValue: string }
  | { kind: 'boolean'; defaultValue: TriState }
  | { kind: 'dateRange'; defaultValue: DateRange }
  | { kind: 'select'; defaultValue: string; options: readonly string[] };

export type FilterDefinitions = Record<string, FilterDefinition>;

type ValueOf<D extends FilterDefinition> = D['defaultValue'];
export type FilterValues<D extends FilterDefinitions> = { [K in keyof D]: ValueOf<D[K]> };

export const textFilter = (defaultValue = ''): FilterDefinition & { kind: 'text' } => ({
  kind: 'text',
  defaultValue,
});
export const booleanFilter = (defaultValue: TriState = null): FilterDefinition & { kind: 'boolean' } => ({
  kind: 'boolean',
  defaultValue,
});
export const dateRangeFilter = (
  defaultValue: DateRange = { from: '', to: '' },
): FilterDefinition & { kind: 'dateRange' } => ({ kind: 'dateRange', defaultValue });
/** One of `options`; `''` means any. */
export const selectFilter = (
  options: readonly string[],
  defaultValue = '',
): FilterDefinition & { kind: 'select' } => ({ kind: 'select', defaultValue, options });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 200;
/** The URL's explicit "any" for a yes/no filter whose default is yes or no. */
const ANY = 'any';

export function defaultValues<D extends FilterDefinitions>(definitions: D): FilterValues<D> {
  return Object.fromEntries(
    Object.entries(definitions).map(([key, definition]) => [key, definition.defaultValue]),
  ) as FilterValues<D>;
}

const rangeKeys = (key: string) => [`${key}From`, `${key}To`] as const;

/** Every URL parameter the filters, paging and sort own (others in the URL are left alone). */
export function ownedParams(definitions: FilterDefinitions): string[] {
  return [
    'page',
    'sort',
    ...Object.entries(definitions).flatMap(([key, d]) => (d.kind === 'dateRange' ? rangeKeys(key) : [key])),
  ];
}

function readValue(definition: FilterDefinition, key: string, search: URLSearchParams): unknown {
  switch (definition.kind) {
    case 'text': {
      const text = search.get(key);
      return text === null ? definition.defaultValue : text.slice(0, MAX_TEXT);
    }
    case 'boolean': {
      const text = search.get(key);
      if (text === 'true') return true;
      if (text === 'false') return false;
      return text === ANY ? null : definition.defaultValue;
    }
    case 'dateRange': {
      const [fromKey, toKey] = rangeKeys(key);
      const day = (name: string, fallback: string) => {
        const text = search.get(name);
        if (text === null) return fallback;
        return DAY.test(text) ? text : '';
      };
      return { from: day(fromKey, definition.defaultValue.from), to: day(toKey, definition.defaultValue.to) };
    }
    case 'select': {
      const text = search.get(key);
      if (text === null) return definition.defaultValue;
      return text === '' || definition.options.includes(text) ? text : definition.defaultValue;
    }
  }
}

export interface ListState<D extends FilterDefinitions> {
  filter: FilterValues<D>;
  page: number;
  sort: ListSort | null;
}

/**
 * The applied list state from the URL. Anything a hand-edited or outdated link carries that makes
 * no sense (unknown option, bad date, negative page, unknown sort column) falls back to the default.
 */
export function readListState<D extends FilterDefinitions>(
  definitions: D,
  search: URLSearchParams,
  sorting: { sortable: readonly string[]; defaultSort: ListSort | null },
): ListState<D> {
  const filter = Object.fromEntries(
    Object.entries(definitions).map(([key, definition]) => [key, readValue(definition, key, search)]),
  ) as FilterValues<D>;
  const page = Number.parseInt(search.get('page') ?? '0', 10);
  const sortText = search.get('sort');
  const sortId = sortText?.replace(/^-/, '');
  const sort =
    sortText && sortId && sorting.sortable.includes(sortId)
      ? { id: sortId, desc: sortText.startsWith('-') }
      : sorting.defaultSort;
  return { filter, page: Number.isFinite(page) && page > 0 ? page : 0, sort };
}

const sameSort = (a: ListSort | null, b: ListSort | null) => a?.id === b?.id && a?.desc === b?.desc;

/** The URL of a list state: the other parameters of `current` stay, defaults are left out. */
export function writeListState<D extends FilterDefinitions>(
  definitions: D,
  state: ListState<D>,
  current: URLSearchParams,
  defaultSort: ListSort | null,
): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const name of ownedParams(definitions)) search.delete(name);
  for (const [key, definition] of Object.entries(definitions)) {
    const value = state.filter[key];
    switch (definition.kind) {
      case 'text': {
        const text = String(value ?? '').trim();
        if (text !== definition.defaultValue.trim()) search.set(key, text);
        break;
      }
      case 'boolean':
        if (value !== definition.defaultValue) search.set(key, value === null ? ANY : String(value));
        break;
      case 'dateRange': {
        const range = value as DateRange;
        const [fromKey, toKey] = rangeKeys(key);
        if (range.from !== definition.defaultValue.from) search.set(fromKey, range.from);
        if (range.to !== definition.defaultValue.to) search.set(toKey, range.to);
        break;
      }
      case 'select':
        if (value !== definition.defaultValue) search.set(key, String(value));
        break;
    }
  }
  if (state.page > 0) search.set('page', String(state.page));
  if (state.sort && !sameSort(state.sort, defaultSort))
    search.set('sort', `${state.sort.desc ? '-' : ''}${state.sort.id}`);
  return search;
}

export type ListQuery = Record<string, string | number | undefined>;

/**
 * Query parameters of the list call (spec §7 conventions): text trimmed, yes/no as `true`/`false`,
 * date ranges as `<name>From` / `<name>To`, "any" left out; `sortBy`, `descending`, `take`, `skip`.
 */
export function listQuery<D extends FilterDefinitions>(definitions: D, state: ListState<D>): ListQuery {
  const query: ListQuery = {};
  for (const [key, definition] of Object.entries(definitions)) {
    const value = state.filter[key];
    switch (definition.kind) {
      case 'text':
        query[key] = String(value ?? '').trim() || undefined;
        break;
      case 'boolean':
        query[key] = value === null ? undefined : String(value);
        break;
      case 'dateRange': {
        const range = value as DateRange;
        const [fromKey, toKey] = rangeKeys(key);
        query[fromKey] = range.from || undefined;
        query[toKey] = range.to || undefined;
        break;
      }
      case 'select':
        query[key] = (value as string) || undefined;
        break;
    }
  }
  if (state.sort) {
    query.sortBy = state.sort.id;
    query.descending = String(state.sort.desc);
  }
  query.take = LIST_PAGE_SIZE;
  query.skip = state.page * LIST_PAGE_SIZE;
  return query;
}

/** Whether two filter values are the same for the list call (texts compared trimmed). */
export function sameFilters<D extends FilterDefinitions>(
  definitions: D,
  a: FilterValues<D>,
  b: FilterValues<D>,
): boolean {
  return (
    JSON.stringify(listQuery(definitions, { filter: a, page: 0, sort: null })) ===
    JSON.stringify(listQuery(definitions, { filter: b, page: 0, sort: null }))
  );
}
