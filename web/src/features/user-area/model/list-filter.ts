/**
 * Filter and page of a user-area list (spec §3 filters: searchText, dateFrom, dateTo, paid), kept
 * in the URL once applied so a reload or a shared link shows the same page. The form edits a draft;
 * only "apply" puts it into the URL (spec §2: a filter change does not reload until applied).
 */
export type PaidFilter = '' | 'true' | 'false';

export interface ListFilter {
  searchText: string;
  dateFrom: string;
  dateTo: string;
  paid: PaidFilter;
}

export const EMPTY_FILTER: ListFilter = { searchText: '', dateFrom: '', dateTo: '', paid: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readListState(search: URLSearchParams): { filter: ListFilter; page: number } {
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const paid = search.get('paid');
  const page = Number.parseInt(search.get('page') ?? '0', 10);
  return {
    filter: {
      searchText: (search.get('q') ?? '').slice(0, 100),
      dateFrom: day('from'),
      dateTo: day('to'),
      paid: paid === 'true' || paid === 'false' ? paid : '',
    },
    page: Number.isFinite(page) && page > 0 ? page : 0,
  };
}

/** URL parameters of a filter and page; defaults are left out. */
export function listSearch(filter: ListFilter, page: number): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.searchText.trim()) search.set('q', filter.searchText.trim());
  if (filter.dateFrom) search.set('from', filter.dateFrom);
  if (filter.dateTo) search.set('to', filter.dateTo);
  if (filter.paid) search.set('paid', filter.paid);
  if (page > 0) search.set('page', String(page));
  return search;
}

export const sameFilter = (a: ListFilter, b: ListFilter): boolean =>
  a.searchText.trim() === b.searchText.trim() &&
  a.dateFrom === b.dateFrom &&
  a.dateTo === b.dateTo &&
  a.paid === b.paid;

export interface Envelope<T> {
  page: number;
  maxPage: number;
  total: number;
  rows: T[];
}
