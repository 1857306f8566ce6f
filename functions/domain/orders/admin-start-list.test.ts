import { describe, expect, it } from 'vitest';
import type { AdminStartListRow } from '@shared/orders/start-list-schemas';
import { searchAndSort } from './admin-start-list';
import { startListRow as row } from './order-test-fixtures';

describe('start list search and sort', () => {
  const rows: AdminStartListRow[] = [
    row({ itemGuid: '1', lastName: 'Šťastný', club: 'AC Praha', startNumber: 5 }),
    row({ itemGuid: '2', lastName: 'Čapek', startNumber: null }),
    row({ itemGuid: '3', lastName: 'Svoboda', club: 'TJ Sokol', startNumber: 1 }),
  ];
  it('finds accent-insensitively and sorts numbers first, unnumbered last', () => {
    expect(searchAndSort(rows, { searchText: 'stastny', sort: 'lastName', descending: false })).toHaveLength(
      1,
    );
    expect(
      searchAndSort(rows, { searchText: 'sokol', sort: 'lastName', descending: false })[0]?.lastName,
    ).toBe('Svoboda');
    expect(searchAndSort(rows, { sort: 'startNumber', descending: false }).map((r) => r.lastName)).toEqual([
      'Svoboda',
      'Šťastný',
      'Čapek',
    ]);
    expect(searchAndSort(rows, { sort: 'lastName', descending: true }).map((r) => r.lastName)).toEqual([
      'Šťastný',
      'Svoboda',
      'Čapek',
    ]);
  });
});
