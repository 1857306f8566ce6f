import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { FilterField } from './filter-form';
import { dateRangeFilter, textFilter, type FilterDefinitions, type ListQuery } from './list-filters';
import { CATALOGUE_KEYS, useCatalogueFilters } from './use-catalogue-filters';

/** A text of the list's URL state as a call's query parameter: left out when empty. */
export const queryText = (value: ListQuery[string]) =>
  typeof value === 'string' && value ? value : undefined;

/**
 * The search text, the date range and the five series ids of spec §3 with the page, as the query of
 * a list call (billing, sent group e-mails).
 */
export function catalogueListQuery(query: ListQuery) {
  return {
    searchText: queryText(query.searchText),
    dateFrom: queryText(query.dateFrom),
    dateTo: queryText(query.dateTo),
    seriesId: queryText(query.seriesId),
    seriesEventId: queryText(query.seriesEventId),
    seriesSubEventId: queryText(query.seriesSubEventId),
    seriesCategoryId: queryText(query.seriesCategoryId),
    seriesWaveId: queryText(query.seriesWaveId),
    take: Number(query.take ?? 30),
    skip: Number(query.skip ?? 0),
  };
}

/**
 * A list narrowed by the five series filters (useCatalogueFilters): its filters, its query (run
 * once the filters in the address are checked), and the series fields broadest first, to place
 * among the list's own fields of the FilterForm.
 */
export function useCatalogueList<
  D extends FilterDefinitions,
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  /** The list's other filters (a stable object: defined at module level). */
  definitions: D,
  labels: { series: string; event: string },
  queryOf: (query: ListQuery) => UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
) {
  const { filters, ready, seriesField, eventField, raceField, categoryField, waveField } =
    useCatalogueFilters(definitions, labels);
  const list = useQuery({ ...queryOf(filters.query), enabled: ready });
  return { filters, list, catalogueFields: [seriesField, eventField, raceField, categoryField, waveField] };
}

/** The list's own filters of catalogueListQuery: the search text and the date range. */
const SEARCH_AND_DATE = { searchText: textFilter(), date: dateRangeFilter() };

/**
 * A list with catalogueListQuery's filters (billing, sent group e-mails): the FilterForm's fields
 * are the search text, the series broadest first, then the date range.
 */
export function useSearchCatalogueList<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  labels: { searchText: string; series: string; event: string; date: string },
  queryOf: (query: ListQuery) => UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
) {
  const { filters, list, catalogueFields } = useCatalogueList(SEARCH_AND_DATE, labels, queryOf);
  const fields: FilterField<typeof filters.definitions>[] = [
    { key: 'searchText', label: labels.searchText },
    ...catalogueFields,
    { key: 'date', label: labels.date },
  ];
  return { filters, list, fields };
}

type CatalogueFilter = { searchText?: string; dateFrom?: string; dateTo?: string } & {
  [K in (typeof CATALOGUE_KEYS)[number]]?: string;
};

/**
 * The search text, the date range and the series ids of a list's URL state, those that are set,
 * as the filter of a list call's body (orders, payments); `text` reads one value (trimmed or not).
 */
export function catalogueFilter(query: ListQuery, text: (value: ListQuery[string]) => string | undefined) {
  const filter: CatalogueFilter = {};
  for (const key of ['searchText', 'dateFrom', 'dateTo', ...CATALOGUE_KEYS] as const) {
    const value = text(query[key]);
    if (value) filter[key] = value;
  }
  return filter;
}
