/** List paging and the spec's list envelope (page, maxPage, total, rows). */
export interface Paging {
  take: number;
  skip: number;
}

export interface Envelope<T> {
  page: number;
  maxPage: number;
  total: number;
  rows: T[];
}

export function envelope<T>(all: T[], { take, skip }: Paging): Envelope<T> {
  return {
    page: Math.floor(skip / take),
    maxPage: Math.max(0, Math.ceil(all.length / take) - 1),
    total: all.length,
    rows: all.slice(skip, skip + take),
  };
}
