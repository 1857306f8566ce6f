import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { StatisticsRecount } from './statistics-recount';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({
  api: { call },
  isApiError: (e: unknown) => e instanceof Error,
}));

const SERIES = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const JOB = '6fa459ea-ee8a-4ca4-894e-db77e160355e';

describe('statistics recount', () => {
  beforeEach(async () => {
    call.mockReset();
    call.mockImplementation(async (route: { id: string }) => {
      if (route.id === 'statistics.recount') return { jobId: JOB };
      return {
        id: JOB,
        kind: 'statisticsRecount',
        state: 'finished',
        done: 12,
        total: 12,
        result: { days: 12, orders: 250, emptiedDays: 0 },
        error: null,
        createdAt: '2026-03-30T10:00:00Z',
        createdBy: 'admin',
        createdByName: null,
        finishedAt: '2026-03-30T10:00:05Z',
      };
    });
    await i18n.changeLanguage('cs');
  });
  afterEach(cleanup);

  it('starts the recount after a confirmation and shows the job result', async () => {
    renderKit(<StatisticsRecount seriesId={SERIES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Přepočítat statistiky' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přepočítat' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'statistics.recount' }), {
        params: { seriesId: SERIES },
      }),
    );
    expect(await screen.findByText('Přepočteno 12 dní, započteno 250 objednávek.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Přepočet statistik' })).toBeTruthy();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    renderKit(<StatisticsRecount seriesId={SERIES} />);
    expect(screen.getByRole('heading', { name: 'Recount statistics' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recount statistics' })).toBeTruthy();
  });
});
