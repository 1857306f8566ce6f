import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataList } from './data-list';
import type { DataListColumn } from './list-types';
import { FilterForm } from './filter-form';
import { listQueryProps } from './list-query-props';
import type { ListQuery } from './list-filters';
import type { ListEnvelope } from './list-types';
import { useSearchCatalogueList } from './use-catalogue-list';

type FilterKey = 'searchText' | 'series' | 'event' | 'date';

/**
 * A list screen's body narrowed by catalogueListQuery's filters (billing, sent group e-mails): the
 * filter form, then the list, each row opening its detail at `<id>` below the list's address.
 */
export function SearchCatalogueList<T extends { id: number | string }, TQueryKey extends QueryKey>({
  filterLabel,
  queryOf,
  listId,
  caption,
  columns,
  emptyText,
  rowActions,
}: {
  filterLabel: (key: FilterKey) => string;
  queryOf: (query: ListQuery) => UseQueryOptions<ListEnvelope<T>, Error, ListEnvelope<T>, TQueryKey>;
  listId: string;
  caption: string;
  columns: readonly DataListColumn<T>[];
  emptyText: string;
  rowActions: (row: T) => ReactNode;
}) {
  const navigate = useNavigate();
  const { filters, list, fields } = useSearchCatalogueList(
    {
      searchText: filterLabel('searchText'),
      series: filterLabel('series'),
      event: filterLabel('event'),
      date: filterLabel('date'),
    },
    queryOf,
  );
  return (
    <>
      <FilterForm filters={filters} fields={fields} />
      <DataList
        listId={listId}
        caption={caption}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(row) => String(row.id)}
        emptyText={emptyText}
        onRowClick={(row) => void navigate(String(row.id))}
        rowActions={rowActions}
      />
    </>
  );
}
