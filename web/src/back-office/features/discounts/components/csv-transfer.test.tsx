import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { CsvTransfer } from './csv-transfer';

const SERIES = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
// A whole upload renders here: on a busy CI machine it can take several seconds.
vi.setConfig({ testTimeout: 20_000 });
const call = vi.spyOn(api, 'call');

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
});
afterEach(() => cleanup());

describe('CSV import', () => {
  it('sends the file and reports what was loaded, created, updated and skipped, with errors by line and column', async () => {
    call.mockResolvedValue({
      loaded: 3,
      created: 1,
      updated: 1,
      skipped: 1,
      errors: [{ line: 4, column: 'price', messages: ['Vzorec je prázdný.'] }],
    });
    renderKit(<CsvTransfer seriesGuid={SERIES} />);
    const file = new File(['code;price\r\nŠKOLA;10%\r\n'], 'kody.csv', { type: 'text/csv' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(await screen.findByText('Načteno 3, založeno 1, upraveno 1, přeskočeno 1.')).toBeTruthy();
    expect(screen.getByText('Řádek 4, sloupec price: Vzorec je prázdný.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      adminSeriesRoutes.importDiscounts,
      { params: { id: SERIES }, body: { csv: 'code;price\r\nŠKOLA;10%\r\n' } },
      expect.anything(),
    );
  });
});
