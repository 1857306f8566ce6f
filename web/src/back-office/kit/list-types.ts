import type { ReactNode } from 'react';

/** Spec §9: back-office lists load 30 rows a page. */
export const LIST_PAGE_SIZE = 30;

/** One page of a list as every list call answers it (page is 0-based). */
export interface ListEnvelope<T> {
  page: number;
  maxPage: number;
  total: number;
  rows: T[];
}

/** Server-side sort: the column id the server sorts by, and the direction. */
export interface ListSort {
  id: string;
  desc: boolean;
}

export interface DataListColumn<T> {
  /** Stable id: remembered in the column choice and sent as the sort key. */
  id: string;
  /** Translated header text (also the column's name in the column chooser). */
  header: string;
  cell: (row: T) => ReactNode;
  /** The server can sort by this column: the header becomes a sort button. */
  sortable?: boolean;
  /** Shown until the user chooses otherwise (default true). */
  defaultVisible?: boolean;
  /** The user may hide it (default true). */
  hideable?: boolean;
  /** Numbers and money read better right-aligned. */
  align?: 'start' | 'end';
  /** The cell that names the row (a `th scope="row"`), e.g. the order number. */
  rowHeader?: boolean;
}
