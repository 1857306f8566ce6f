import type { ListEnvelope } from '../../../kit';

/** A short list the server answers whole (≤ 100 rows) as the kit's one-page envelope. */
export const wholeList = <T>(rows: T[] | undefined): ListEnvelope<T> | undefined =>
  rows && { page: 1, maxPage: 1, total: rows.length, rows };

/** The kit's paging and sort callbacks for a list without either. */
export const NO_PAGING = { sort: null, onSortChange: () => undefined, onPageChange: () => undefined };
