import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StartListSort } from '@shared/catalog/catalog-schemas';
import type { StartListParams } from '../api/catalog-queries';
import { RENDERED_START_LIST_PARAMS, sameAsRendered } from './rendered-start-list';

export const SORTS = [
  'startNumber',
  'lastName',
  'club',
  'category',
] as const satisfies readonly StartListSort[];

const subscribeNothing = () => () => undefined;

/**
 * List state lives in the URL (?q=&sort=&desc=1&page=2) so it survives reloads and back/forward.
 * While React hydrates a rendered start list page (the server snapshot below is only read then and
 * on the server) the list is the one the HTML has, the first page (rendered-start-list.ts); an
 * address with a search, an order or another page gets its own list right after, without a
 * hydration mismatch.
 */
export function useListParams(): [StartListParams, (patch: Partial<StartListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const sortParam = search.get('sort');
  const params: StartListParams = {
    searchText: search.get('q') ?? '',
    sort: (SORTS as readonly string[]).includes(sortParam ?? '')
      ? (sortParam as StartListSort)
      : 'startNumber',
    descending: search.get('desc') === '1',
    page: Math.max(0, (Number.parseInt(search.get('page') ?? '1', 10) || 1) - 1),
  };
  const update = (patch: Partial<StartListParams>) => {
    const next = { ...params, ...patch };
    const out = new URLSearchParams();
    if (next.searchText) out.set('q', next.searchText);
    if (next.sort !== 'startNumber') out.set('sort', next.sort);
    if (next.descending) out.set('desc', '1');
    if (next.page > 0) out.set('page', String(next.page + 1));
    setSearch(out, { replace: true });
  };
  return [hydrating && !sameAsRendered(params) ? RENDERED_START_LIST_PARAMS : params, update];
}
