/**
 * The five series ids of spec §3 list filters, broadest first (series, event, race, category,
 * wave): the back-office lists' filter hook and the servers that filter by them use this one list.
 */
export const CATALOGUE_FILTER_KEYS = [
  'seriesId',
  'seriesEventId',
  'seriesSubEventId',
  'seriesCategoryId',
  'seriesWaveId',
] as const;
