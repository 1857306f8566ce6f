import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { renderKit } from '../../../kit/test-support';
import { HistoryList } from './history-list';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({ api: { call }, isApiError: () => false }));

afterEach(cleanup);

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  historyId: 'h1',
  at: '2026-11-20T09:30:00.000Z',
  action: 'UPDATE',
  actor: { userId: 'u1', name: 'Jana Pořadatelová' },
  changes: [{ field: 'price', before: '10%', after: '15%' }],
  ...over,
});

it('names the discount code a series history entry is about and labels its fields as the code form does', async () => {
  call.mockResolvedValue({
    rows: [
      entry({ target: { kind: 'discount', guid: 'JARO26', name: 'JARO26', eventName: '' } }),
      entry({ historyId: 'h2', changes: [{ field: 'name', before: 'Old', after: 'New' }] }),
    ],
    total: 2,
    skip: 0,
    take: 30,
  });
  const labelOf = (field: string) => `series ${field}`;
  renderKit(
    <HistoryList listId="t.history" caption="Historie" of={{ kind: 'series', id: 's1' }} labelOf={labelOf} />,
  );
  expect(await screen.findByText('Slevový kód „JARO26“')).toBeTruthy();
  expect(screen.getByText('Sleva: 10% → 15%')).toBeTruthy();
  expect(screen.getByText('series name: Old → New')).toBeTruthy();
});
