import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
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

interface DraftState<D extends FilterDefinitions> {
  /** The address (location key) the draft was last reconciled with. */
  key: string;
  applied: FilterValues<D>;
  draft: FilterValues<D>;
}

/** The draft with every field still as it was applied taken from the new reading. */
function followUntouched<D extends FilterDefinitions>(
  before: FilterValues<D>,
  after: FilterValues<D>,
  draft: FilterValues<D>,
): FilterValues<D> {
  const next = { ...draft };
  for (const key of Object.keys(after) as (keyof D)[])
    if (JSON.stringify(draft[key]) === JSON.stringify(before[key])) next[key] = after[key];
  return next;
}

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

  const location = useLocation();
  const action = useNavigationType();
  const [draftState, setDraftState] = useState<DraftState<D>>(() => ({
    key: location.key,
    applied: state.filter,
    draft: state.filter,
  }));
  let draft = draftState.draft;
  if (draftState.key !== location.key) {
    // A new address: the draft follows it when it came from outside this list (a link, back or
    // forward). One this list asked for itself (apply, clear, page, sort) keeps the draft: the
    // router commits addresses in a transition, and what was typed meanwhile must not be wiped.
    // Deciding by the address rather than by comparing filter values keeps that true while the
    // filter's options (and so the values read from the address) are still loading.
    const own = (location.state as { listFilters?: boolean } | null)?.listFilters === true;
    if (action === 'POP' || !own) draft = state.filter;
    setDraftState({
      key: location.key,
      applied: state.filter,
      draft,
    });
  } else if (!sameFilters(definitions, draftState.applied, state.filter)) {
    // The same address read again with new options (a filter's choices have loaded): the fields
    // the user has not touched follow it.
    draft = followUntouched(draftState.applied, state.filter, draft);
    setDraftState({ ...draftState, applied: state.filter, draft });
  }

  const navigate = useCallback(
    (next: ListState<D>) =>
      setSearch((current) => writeListState(definitions, next, current, defaultSort), {
        state: { listFilters: true },
      }),
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
      setDraftState((current) => ({ ...current, draft: defaults }));
      navigate({ ...state, filter: defaults, page: 0 });
    },
    page: state.page,
    setPage: (page) => navigate({ ...state, page }),
    sort: state.sort,
    setSort: (sort) => navigate({ ...state, sort, page: 0 }),
    query: listQuery(definitions, state),
  };
}
