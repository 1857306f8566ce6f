import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { DataListProps } from './data-list';
import type { ListEnvelope, ListSort } from './list-types';

/** The paging and sorting half of useListFilters that a list needs. */
interface ListPaging {
  sort: ListSort | null;
  setSort: (sort: ListSort) => void;
  setPage: (page: number) => void;
}

type QueryProps<T extends RowData> = Pick<
  DataListProps<T>,
  'data' | 'loading' | 'fetching' | 'error' | 'onRetry' | 'sort' | 'onSortChange' | 'onPageChange'
>;

/**
 * What a DataList showing one query's pages needs: its data and load state, retry, and the paging
 * and sorting of the list's filters (the URL). Spread it and add the columns:
 * `<DataList {...listQueryProps(list, filters)} columns={…} />`.
 */
export function listQueryProps<T extends RowData>(
  query: UseQueryResult<ListEnvelope<T>>,
  paging: ListPaging,
): QueryProps<T> {
  return {
    data: query.data,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    sort: paging.sort,
    onSortChange: paging.setSort,
    onPageChange: paging.setPage,
  };
}
