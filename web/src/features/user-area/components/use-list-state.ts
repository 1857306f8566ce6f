import { useSearchParams } from 'react-router-dom';
import { listSearch, readListState, type ListFilter } from '../model/list-filter';

/** The applied filter and page of a list, from and into the URL. */
export function useListState() {
  const [search, setSearch] = useSearchParams();
  const { filter, page } = readListState(search);
  return {
    filter,
    page,
    /** Applying a filter always starts at the first page (spec §2). */
    apply: (next: ListFilter) => setSearch(listSearch(next, 0)),
    goTo: (next: number) => {
      setSearch(listSearch(filter, next));
      window.scrollTo({ top: 0 });
    },
  };
}
