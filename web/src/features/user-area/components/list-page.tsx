import { Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Page } from '../../../components/page';
import type { Envelope, ListFilter } from '../model/list-filter';
import { ListFilterForm } from './list-filter-form';
import { ListStates } from './list-states';
import { SignedInOnly } from './signed-in-only';
import { useListState } from './use-list-state';

export interface ListPageProps<T extends { id: string }> {
  title: string;
  lead?: string;
  /** The list's name in the react-query key (`['user-area', name, …]`). */
  name: string;
  /** Lists filtered by search text only (teams, templates): the other filters are neither shown nor sent. */
  searchOnly?: boolean;
  /** Loads one page of rows for the applied filter. */
  load: (filter: ListFilter, page: number, signal: AbortSignal) => Promise<Envelope<T>>;
  /** One row of the list: a card rendered as `<li>`. */
  renderRow: (row: T) => ReactNode;
  /** Shown above the filters, for signed-in users only (e.g. the result of a paid change). */
  notice?: ReactNode;
}

/**
 * The applied filter and page (from the URL) and the page of rows they load. The previous page
 * stays on screen while the next one loads; errors are shown by the list, not as toasts.
 */
export function useListPage<T>({
  name,
  searchOnly = false,
  load,
}: {
  name: string;
  searchOnly?: boolean;
  load: (filter: ListFilter, page: number, signal: AbortSignal) => Promise<Envelope<T>>;
}) {
  const list = useListState();
  const { filter, page } = list;
  const query = useQuery({
    queryKey: ['user-area', name, searchOnly ? filter.searchText : filter, page],
    queryFn: ({ signal }) => load(filter, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silentError: true },
  });
  return { ...list, query };
}

function ListPageBody<T extends { id: string }>({
  title,
  lead,
  name,
  searchOnly = false,
  load,
  renderRow,
  notice,
}: ListPageProps<T>) {
  const { filter, page, apply, goTo, query } = useListPage({ name, searchOnly, load });
  return (
    <Page title={title} lead={lead}>
      {notice}
      <ListFilterForm applied={filter} onApply={apply} searchOnly={searchOnly} />
      <ListStates query={query} page={page} onPage={goTo}>
        {(rows) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {rows.map((row) => (
              <Fragment key={row.id}>{renderRow(row)}</Fragment>
            ))}
          </Stack>
        )}
      </ListStates>
    </Page>
  );
}

/**
 * A list page of the user area (spec §3): signed-in users only, filters applied on demand,
 * loading / error / empty states, the total, paging and the rows as cards.
 */
export function ListPage<T extends { id: string }>(props: ListPageProps<T>) {
  return <SignedInOnly>{() => <ListPageBody {...props} />}</SignedInOnly>;
}
