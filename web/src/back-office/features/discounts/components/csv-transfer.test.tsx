import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { jobsRoutes } from '@shared/api/areas/jobs';
import type { RouteDef } from '@shared/api/route-types';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { CsvTransfer } from './csv-transfer';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../kit/upload-with-progress', async (original) => ({
  ...(await original<typeof import('../../../kit/upload-with-progress')>()),
  uploadWithProgress: vi.fn().mockResolvedValue({ status: 200, body: '' }),
}));
const call = vi.mocked(api.call);

const SERIES = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const FILE_KEY = 'uploads/discounts/33333333-3333-4333-8333-333333333333/kody.csv';
const JOB = '44444444-4444-4444-8444-444444444444';
// A whole upload renders here: on a busy CI machine it can take several seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  call.mockImplementation(((route: RouteDef) => {
    if (route === jobsRoutes.seriesUpload)
      return Promise.resolve({
        uploadUrl: 'http://s3.test/put',
        method: 'PUT',
        headers: {},
        fileKey: FILE_KEY,
      });
    if (route === adminSeriesRoutes.importDiscounts) return Promise.resolve({ jobId: JOB });
    if (route === jobsRoutes.job)
      return Promise.resolve({
        id: JOB,
        kind: 'discountImport',
        state: 'finished',
        done: 3,
        total: 3,
        result: {
          loaded: 3,
          created: 1,
          updated: 1,
          skipped: 1,
          errors: [{ line: 4, column: 'price', messages: ['Vzorec je prázdný.'] }],
        },
        error: null,
        createdAt: '2027-01-01T00:00:00.000Z',
        createdBy: 'u',
        createdByName: null,
        finishedAt: '2027-01-01T00:00:01.000Z',
      });
    return Promise.resolve({});
  }) as unknown as typeof api.call);
});
afterEach(() => cleanup());

describe('CSV import', () => {
  it('uploads the file to the series, starts the import job and reports what it loaded, created, updated and skipped', async () => {
    renderKit(<CsvTransfer seriesGuid={SERIES} />);
    const file = new File(['code;price\r\nŠKOLA;10%\r\n'], 'kody.csv', { type: 'text/csv' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(await screen.findByText('Načteno 3, založeno 1, upraveno 1, přeskočeno 1.')).toBeTruthy();
    expect(screen.getByText('Řádek 4, sloupec price: Vzorec je prázdný.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(jobsRoutes.seriesUpload, {
      params: { id: SERIES },
      body: { purpose: 'discounts', fileName: 'kody.csv', size: file.size },
    });
    expect(call).toHaveBeenCalledWith(adminSeriesRoutes.importDiscounts, {
      params: { id: SERIES },
      body: { fileKey: FILE_KEY },
    });
  });
});
