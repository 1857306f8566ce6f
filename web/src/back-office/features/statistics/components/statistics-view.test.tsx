import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statisticsRoutes } from '@shared/api/areas/statistics';
import { presetRange } from '@shared/statistics/statistics-presets';
import type { StatisticsAnswer } from '@shared/statistics/statistics-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { statisticsParams } from './statistics-filters';
import { StatisticsView } from './statistics-view';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({
  api: { call },
  isApiError: (e: unknown) => e instanceof Error,
}));

const SERIES = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const answer = (over: Partial<StatisticsAnswer> = {}): StatisticsAnswer => ({
  seriesId: SERIES,
  seriesName: 'Běžecký pohár',
  dateFrom: '2026-03-28',
  dateTo: '2026-03-30',
  segment: 1,
  mergeLevel: 2,
  summary: {
    total: 5,
    unpaid: 1,
    paid: 3,
    expired: 1,
    cancelled: 0,
    removed: 0,
    registrations: 7,
    teamRegistrations: 2,
    cardPayments: 1,
    transferPayments: 2,
    prices: [{ currency: 'CZK', min: 30000, max: 50000, average: 40000 }],
    revenue: [{ currency: 'CZK', amount: 120000 }],
    returned: [],
  },
  races: [{ guid: 'r1', name: '10 km', eventName: 'Jarní běh', used: 4, capacity: 100 }],
  graph: {
    buckets: ['2026-03-28', '2026-03-29', '2026-03-30'],
    lines: [
      { key: 'r1', label: 'Jarní běh – 10 km', values: [1, 4, 0], total: 5 },
      { key: 'r2', label: 'Jarní běh – 5 km', values: [0, 2, 0], total: 2 },
    ],
  },
  ...over,
});

describe('statistics screen', () => {
  beforeEach(async () => {
    call.mockReset();
    await i18n.changeLanguage('cs');
  });
  afterEach(cleanup);

  it('asks for the current month by default and shows the summary and capacity per race', async () => {
    call.mockResolvedValue(answer());
    renderKit(<StatisticsView seriesId={SERIES} />);
    expect(await screen.findByText('Statistiky: Běžecký pohár')).toBeTruthy();
    const [route, input] = call.mock.calls[0] as [unknown, { params: unknown; query: unknown }];
    expect(route).toBe(statisticsRoutes.series);
    expect(input.params).toEqual({ seriesId: SERIES });
    expect(input.query).toEqual({ ...presetRange('thisMonth'), segment: 1, mergeLevel: 2 });
    expect(screen.getByText('Registrace').nextSibling?.textContent).toBe('7');
    const races = screen.getByRole('region', { name: 'Obsazenost závodů' });
    expect(within(races).getByText('10 km')).toBeTruthy();
  });

  it('shows the waiting-list counts of each race that has a list', async () => {
    call.mockResolvedValue(
      answer({
        races: [
          {
            guid: 'r1',
            name: '10 km',
            eventName: 'Jarní běh',
            used: 100,
            capacity: 100,
            waitingList: { waiting: 2, offered: 1, taken: 3, expired: 0 },
          },
          { guid: 'r2', name: '5 km', eventName: 'Jarní běh', used: 4, capacity: 0 },
        ],
      }),
    );
    renderKit(<StatisticsView seriesId={SERIES} />);
    const races = await screen.findByRole('region', { name: 'Obsazenost závodů' });
    expect(within(races).getByRole('columnheader', { name: 'Čekací listina' })).toBeTruthy();
    const [, tenK, fiveK] = within(races).getAllByRole('row');
    expect(tenK?.textContent).toContain('čeká 2 · nabídnuto 1 · využito 3 · propadlo 0');
    expect(fiveK?.textContent).toContain('není');
  });

  it('shows the graph as an image and switches to a table of the same numbers', async () => {
    call.mockResolvedValue(answer());
    renderKit(<StatisticsView seriesId={SERIES} />);
    const chart = await screen.findByRole('img', { name: /Jarní běh – 10 km, Jarní běh – 5 km/ });
    expect(chart).toBeTruthy();
    const tableButton = screen.getByRole('button', { name: 'Tabulka' });
    expect(tableButton.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(tableButton);
    expect(tableButton.getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Registrace v čase' });
    const rows = within(table).getAllByRole('row');
    // header, three Prague days, total
    expect(rows).toHaveLength(5);
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe('29. 3. 2026');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '2']);
    expect(
      within(rows[4]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '2']);
  });

  it('links every series of the global table to its statistics', async () => {
    call.mockResolvedValue(
      answer({
        seriesId: null,
        seriesName: null,
        races: [],
        graph: { buckets: ['2026-03'], lines: [{ key: SERIES, label: 'Pohár', values: [3], total: 3 }] },
      }),
    );
    renderKit(<StatisticsView seriesId={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tabulka' }));
    const link = screen.getByRole('link', { name: 'Statistiky série Pohár' });
    expect(link.getAttribute('href')).toBe(`/${SERIES}`);
    expect(call.mock.calls[0]?.[0]).toBe(statisticsRoutes.global);
  });
});

describe('statistics filter', () => {
  const now = new Date('2026-03-29T10:00:00Z');
  it('turns a preset or custom dates into the call parameters', () => {
    const base = { range: 'lastYear', dates: { from: '', to: '' }, segment: '2', mergeLevel: '1' };
    expect(statisticsParams(base, now)).toEqual({
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
      segment: 2,
      mergeLevel: 1,
    });
    expect(statisticsParams({ ...base, range: '', dates: { from: '2026-02-03', to: '' } }, now)).toEqual({
      dateFrom: '2026-02-03',
      dateTo: '2026-02-03',
      segment: 2,
      mergeLevel: 1,
    });
    expect(statisticsParams({ ...base, range: '', segment: '', mergeLevel: '' }, now)).toEqual({
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      segment: 1,
      mergeLevel: 2,
    });
  });
});
