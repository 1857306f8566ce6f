import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { allOrganizersQuery } from './series-editor-queries';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

const organizer = (n: number) => ({ guid: `org-${n}`, companyName: `Pořadatel ${n}` });

describe('all organizers for the series form', () => {
  it('reads page after page until it holds every organizer (the 101st included)', async () => {
    const all = Array.from({ length: 130 }, (_, i) => organizer(i + 1));
    call.mockImplementation(((_route: unknown, input: { query: { take: number; skip: number } }) =>
      Promise.resolve({
        page: 0,
        maxPage: 1,
        total: all.length,
        rows: all.slice(input.query.skip, input.query.skip + input.query.take),
      })) as unknown as typeof api.call);
    const rows = await new QueryClient().fetchQuery(allOrganizersQuery());
    expect(rows.map((o) => o.guid)).toEqual(all.map((o) => o.guid));
    expect(call.mock.calls.map(([, input]) => (input as { query: unknown }).query)).toEqual([
      { take: 100, skip: 0 },
      { take: 100, skip: 100 },
    ]);
  });
});
