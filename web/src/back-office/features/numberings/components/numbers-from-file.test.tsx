import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { jobsRoutes } from '@shared/api/areas/jobs';
import type { NumberingFileResult } from '@shared/back-office/numbering-file-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { finishedJob } from '../../../kit/job-test-support';
import { renderKit } from '../../../kit/test-support';
import { NumbersFromFile } from './numbers-from-file';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../kit/upload-with-progress', async (original) => ({
  ...(await original<typeof import('../../../kit/upload-with-progress')>()),
  uploadWithProgress: vi.fn().mockResolvedValue({ status: 200, body: '' }),
}));
const call = vi.mocked(api.call);

const SERIES = '11111111-1111-4111-8111-111111111111';
const RACE = '22222222-2222-4222-8222-222222222222';
const FILE_KEY = `uploads/startNumbers/33333333-3333-4333-8333-333333333333/cisla.csv`;
const races = [{ guid: RACE, label: 'Jaro – 10 km', categories: [], waves: [] }];

const result = (mode: 'preview' | 'apply'): NumberingFileResult => ({
  mode,
  rows: 3,
  assigned: 1,
  unchanged: 1,
  problemCount: 1,
  problems: [{ line: 3, problem: 'numberTaken', label: 'Bílá Eva 1985', startNumber: '7' }],
  assignments: [{ line: 2, name: 'Adamová Jana', previousNumber: null, startNumber: 1 }],
  missingColumns: [],
});

beforeEach(() => i18n.changeLanguage('cs'));
afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('start numbers from a file', () => {
  it('uploads to the series, shows the preview report, and applies after confirmation', async () => {
    const starts: unknown[] = [];
    call.mockImplementation(async (route, input) => {
      if (route === jobsRoutes.seriesUpload)
        return { uploadUrl: 'https://s3/put', method: 'PUT', headers: {}, fileKey: FILE_KEY };
      if (route === adminSeriesRoutes.numberingFromFile) {
        const body = (input as { body: { mode: string } }).body;
        starts.push(body);
        return { jobId: body.mode === 'preview' ? 'job-p' : 'job-a' };
      }
      if (route === jobsRoutes.job) {
        const id = (input as { params: { id: string } }).params.id;
        return finishedJob(id, 'startNumbersFromFile', result(id === 'job-p' ? 'preview' : 'apply'), 3);
      }
      throw new Error(`unexpected call ${String(route.id)}`);
    });
    renderKit(<NumbersFromFile seriesId={SERIES} races={races} />);
    fireEvent.change(screen.getByRole('combobox', { name: /^Závod/ }), { target: { value: RACE } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File(['id;cislo'], 'cisla.csv', { type: 'text/csv' })] },
      });
    });

    expect(await screen.findByText('3 řádků: 1 by dostalo číslo, 1 ho už má, 1 číslo nedá.')).toBeTruthy();
    const problems = screen.getByRole('table', { name: 'Řádky, které číslo nedají' });
    expect(within(problems).getByText('Číslo je v závodě obsazené')).toBeTruthy();
    expect(starts).toEqual([
      { seriesGuid: SERIES, subEventGuid: RACE, fileKey: FILE_KEY, mode: 'preview', overwrite: false },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Přidělit čísla ze souboru' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přidělit čísla ze souboru' }));
    expect(await screen.findByText(/přiděleno 1 čísel/)).toBeTruthy();
    await waitFor(() => expect(starts).toHaveLength(2));
    expect(starts[1]).toMatchObject({ mode: 'apply', fileKey: FILE_KEY });
    expect(screen.getByRole('progressbar', { name: 'Přidělování čísel ze souboru' })).toBeTruthy();
  });
});
