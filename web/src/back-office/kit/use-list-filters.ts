import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  defaultValues,
  listQuery,
  readListState,
  sameFilters,
  writeListState,
  type FilterDefinitions,
  type FilterValues,
  type ListQuery,
  type ListState,
} from './list-filters';
import type { ListSort } from './list-types';

const NO_SORT: readonly string[] = [];

export interface ListFiltersOptions {
  /** Column ids the server sorts by (others in the URL are ignored). */
  sortable?: readonly string[];
  defaultSort?: ListSort | null;
}

export interface ListFilters<D extends FilterDefinitions> {
  definitions: D;
  /** What the list shows (from the URL). */
  applied: FilterValues<D>;
  /** What the filter form shows; nothing reloads until it is applied. */
  draft: FilterValues<D>;
  setDraftValue: <K extends keyof D & string>(key: K, value: FilterValues<D>[K]) => void;
  /** The draft differs from what is applied. */
  draftChanged: boolean;
  /** Applies the draft (from page 0). */
  apply: () => void;
  /** Restores the defaults and applies them. */
  clear: () => void;
  page: number;
  setPage: (page: number) => void;
  sort: ListSort | null;
  /** A new sort starts at page 0 again. */
  setSort: (sort: ListSort) => void;
  /** Parameters of the list call (and a react-query key part). */
  query: ListQuery;
}

/**
 * The filter, page and sort of a back-office list (spec §2): applied values live in the URL search
 * params, so back/forward, reload and shared links show the same list, and leaving the area
 * (another path) drops them. Each apply, page or sort change is a history entry.
 */
export function useListFilters<D extends FilterDefinitions>(
  definitions: D,
  { sortable = NO_SORT, defaultSort = null }: ListFiltersOptions = {},
): ListFilters<D> {
  const [search, setSearch] = useSearchParams();
  const sorting = useMemo(() => ({ sortable, defaultSort }), [sortable, defaultSort]);
  const state = useMemo(() => readListState(definitions, search, sorting), [definitions, search, sorting]);

  // The draft follows the applied filter whenever that changes (back/forward, a link). A change this
  // list asked for itself (clear) keeps the draft: what was typed while the address was updating
  // is not wiped when it arrives.
  const [draftState, setDraftState] = useState<{
    applied: FilterValues<D>;
    draft: FilterValues<D>;
    awaited?: FilterValues<D>;
  }>(() => ({ applied: state.filter, draft: state.filter }));
  let draft = draftState.draft;
  if (!sameFilters(definitions, draftState.applied, state.filter)) {
    const asked = draftState.awaited && sameFilters(definitions, draftState.awaited, state.filter);
    if (!asked) draft = state.filter;
    setDraftState({ applied: state.filter, draft });
  }

  const navigate = useCallback(
    (next: ListState<D>) => setSearch((current) => writeListState(definitions, next, current, defaultSort)),
    [definitions, defaultSort, setSearch],
  );

  const setDraftValue = useCallback(
    <K extends keyof D & string>(key: K, value: FilterValues<D>[K]) =>
      setDraftState((current) => ({ ...current, draft: { ...current.draft, [key]: value } })),
    [],
  );

  return {
    definitions,
    applied: state.filter,
    draft,
    setDraftValue,
    draftChanged: !sameFilters(definitions, draft, state.filter),
    apply: () => navigate({ ...state, filter: draft, page: 0 }),
    clear: () => {
      const defaults = defaultValues(definitions);
      setDraftState({ applied: state.filter, draft: defaults, awaited: defaults });
      navigate({ ...state, filter: defaults, page: 0 });
    },
    page: state.page,
    setPage: (page) => navigate({ ...state, page }),
    sort: state.sort,
    setSort: (sort) => navigate({ ...state, sort, page: 0 }),
    query: listQuery(definitions, state),
  };
}
