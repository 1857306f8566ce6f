import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, listSearch, readListState, sameFilter } from './list-filter';

describe('list filter in the URL', () => {
  it('round-trips an applied filter and page, leaving defaults out', () => {
    const filter = {
      searchText: ' Praha ',
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      paid: 'true' as const,
    };
    const search = listSearch(filter, 2);
    expect(search.toString()).toBe('q=Praha&from=2026-01-01&to=2026-12-31&paid=true&page=2');
    expect(readListState(search)).toEqual({ filter: { ...filter, searchText: 'Praha' }, page: 2 });
    expect(listSearch(EMPTY_FILTER, 0).toString()).toBe('');
  });

  it('ignores malformed values', () => {
    expect(readListState(new URLSearchParams('from=1.1.2026&paid=maybe&page=-3'))).toEqual({
      filter: EMPTY_FILTER,
      page: 0,
    });
  });

  it('compares filters ignoring surrounding spaces', () => {
    expect(sameFilter({ ...EMPTY_FILTER, searchText: 'a ' }, { ...EMPTY_FILTER, searchText: 'a' })).toBe(
      true,
    );
    expect(sameFilter({ ...EMPTY_FILTER, paid: 'false' }, EMPTY_FILTER)).toBe(false);
  });
});
