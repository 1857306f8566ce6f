/**
 * FilterForm fields of plain filters (search text, date range) in the order given, each labelled
 * by `label(key)`, usually the screen namespace's `filters.<key>` text.
 */
export const labelledFields = <const K extends string>(keys: readonly K[], label: (key: K) => string) =>
  keys.map((key) => ({ key, label: label(key) }));
