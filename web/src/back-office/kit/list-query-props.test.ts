import type { UseQueryResult } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { listQueryProps } from './list-query-props';
import type { ListEnvelope } from './list-types';

it('hands a list its page, load state, retry and the URL paging of its filters', () => {
  const refetch = vi.fn();
  const data: ListEnvelope<{ id: string }> = { rows: [{ id: 'a' }], total: 1, page: 0, maxPage: 0 };
  const query = {
    data,
    isPending: false,
    isFetching: true,
    error: null,
    refetch,
  } as unknown as UseQueryResult<ListEnvelope<{ id: string }>>;
  const paging = { sort: { id: 'name', desc: false }, setSort: vi.fn(), setPage: vi.fn() };
  const props = listQueryProps(query, paging);
  expect(props).toMatchObject({ data, loading: false, fetching: true, error: null, sort: paging.sort });
  props.onRetry?.();
  props.onPageChange(2);
  props.onSortChange({ id: 'date', desc: true });
  expect(refetch).toHaveBeenCalledOnce();
  expect(paging.setPage).toHaveBeenCalledWith(2);
  expect(paging.setSort).toHaveBeenCalledWith({ id: 'date', desc: true });
});
