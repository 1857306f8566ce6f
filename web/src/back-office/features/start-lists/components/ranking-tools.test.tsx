import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { jobsRoutes } from '@shared/api/areas/jobs';
import type { RankingImportResult, WaveSeedingResult } from '@shared/orders/ranking-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { finishedJob } from '../../../kit/job-test-support';
import { renderKit } from '../../../kit/test-support';
import { RankingImport, WaveSeeding } from './ranking-tools';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../kit/upload-with-progress', async (original) => ({
  ...(await original<typeof import('../../../kit/upload-with-progress')>()),
  uploadWithProgress: vi.fn().mockResolvedValue({ status: 200, body: '' }),
}));
const call = vi.mocked(api.call);

const SERIES = '11111111-1111-4111-8111-111111111111';
const RACE = '22222222-2222-4222-8222-222222222222';
const FILE_KEY = `uploads/ranking/33333333-3333-4333-8333-333333333333/vysledky.csv`;

const ranking = (mode: 'preview' | 'apply'): RankingImportResult => ({
  mode,
  rows: 3,
  ranked: 1,
  unchanged: 0,
  cleared: 0,
  problemCount: 1,
  problems: [{ line: 3, problem: 'ambiguous', label: 'Svobodová Eva', rank: '2' }],
  assignments: [{ line: 2, name: 'Adamová Jana', previousRank: null, rank: 1, time: '0:38:10' }],
  missingColumns: [],
});

const seeding = (mode: 'preview' | 'apply'): WaveSeedingResult => ({
  mode,
  ranked: 2,
  moved: 1,
  unchanged: 1,
  skipped: 0,
  waves: [
    { guid: 'a', name: 'Vlna A', capacity: 100, usedBefore: 100, rankedAfter: 2 },
    { guid: 'b', name: 'Vlna B', capacity: 0, usedBefore: 40, rankedAfter: 0 },
  ],
  moves: [{ name: 'Adamová Jana', rank: 1, fromWave: 'Vlna B', toWave: 'Vlna A' }],
});

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('ranking import', () => {
  it('uploads to the race’s series, previews, and stores the ranking after confirmation', async () => {
    const starts: unknown[] = [];
    call.mockImplementation(async (route, input) => {
      if (route === jobsRoutes.seriesUpload) {
        expect(input).toMatchObject({ params: { id: SERIES }, body: { purpose: 'ranking' } });
        return { uploadUrl: 'https://s3/put', method: 'PUT', headers: {}, fileKey: FILE_KEY };
      }
      if (route === adminRegistrationsRoutes.importRanking) {
        starts.push(input);
        const mode = (input as { body: { mode: string } }).body.mode;
        return { jobId: mode === 'preview' ? 'job-p' : 'job-a' };
      }
      if (route === jobsRoutes.job) {
        const id = (input as { params: { id: string } }).params.id;
        return finishedJob(id, 'rankingImport', ranking(id === 'job-p' ? 'preview' : 'apply'));
      }
      throw new Error(`unexpected call ${String(route.id)}`);
    });
    renderKit(<RankingImport seriesId={SERIES} subEventId={RACE} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['Pořadí;Příjmení'], 'vysledky.csv')] } });
    });
    expect(await screen.findByText(/Pořadí dostane 1 přihlášených/)).toBeTruthy();
    const problems = screen.getByRole('table', { name: 'Řádky, které se nepodařilo přiřadit' });
    expect(within(problems).getByText('Odpovídá více přihlášeným')).toBeTruthy();
    expect(starts).toEqual([{ params: { subEventId: RACE }, body: { fileKey: FILE_KEY, mode: 'preview' } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Uložit pořadí' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit pořadí' }));
    expect(await screen.findByText(/Pořadí uloženo 1 přihlášeným/)).toBeTruthy();
    await waitFor(() => expect(starts).toHaveLength(2));
    expect(starts[1]).toMatchObject({ body: { mode: 'apply', fileKey: FILE_KEY } });
  });
});

describe('wave seeding', () => {
  it('previews the moves and seeds only after confirmation', async () => {
    const starts: string[] = [];
    call.mockImplementation(async (route, input) => {
      if (route === adminRegistrationsRoutes.seedWaves) {
        const mode = (input as { body: { mode: string } }).body.mode;
        starts.push(mode);
        return { jobId: mode === 'preview' ? 'seed-p' : 'seed-a' };
      }
      if (route === jobsRoutes.job) {
        const id = (input as { params: { id: string } }).params.id;
        return finishedJob(id, 'waveSeeding', seeding(id === 'seed-p' ? 'preview' : 'apply'));
      }
      throw new Error(`unexpected call ${String(route.id)}`);
    });
    renderKit(<WaveSeeding subEventId={RACE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Náhled rozdělení' }));
    const waves = await screen.findByRole('table', { name: 'Vlny v pořadí startu' });
    expect(within(waves).getByText('neomezená')).toBeTruthy();
    const moves = screen.getByRole('table', { name: 'Přesuny mezi vlnami' });
    expect(within(moves).getByText('Adamová Jana')).toBeTruthy();
    expect(starts).toEqual(['preview']);

    fireEvent.click(screen.getByRole('button', { name: 'Rozdělit do vln' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Přesune se 1 přihlášených');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rozdělit do vln' }));
    expect(await screen.findByText(/Přesunuto 1, beze změny 1/)).toBeTruthy();
    expect(starts).toEqual(['preview', 'apply']);
  });
});
