/** Rows per page of the series editor's lists (series, organizers). */
export const SERIES_PAGE_SIZE = 30;
