import type { ListQuery } from './list-filters';

/**
 * The FilterForm field choosing one of the series the caller may work on (its `series` filter is
 * a selectFilter of their guids), each offered under its name.
 */
export const seriesFilterField = (
  label: string,
  rows: ReadonlyArray<{ guid: string; name: string }> | undefined,
) => ({
  key: 'series' as const,
  label,
  optionLabels: Object.fromEntries((rows ?? []).map((s) => [s.guid, s.name])),
});

/** The series chosen in a list's `series` filter ('' while none is). */
export const chosenSeries = (query: ListQuery): string =>
  typeof query.series === 'string' ? query.series : '';
