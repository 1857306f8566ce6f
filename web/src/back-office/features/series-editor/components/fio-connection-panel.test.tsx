import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FioConnection } from '@shared/payments/fio-connection-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { FioConnectionPanel } from './fio-connection-panel';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({ api: { call } }));

const SERIES = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const DETAIL = '6fa459ea-ee8a-4ca4-894e-db77e160355e';
const TOKEN = `${'a1'.repeat(30)}Xy9Z`;

const none: FioConnection = {
  paymentDetailGuid: DETAIL,
  configured: false,
  setAt: null,
  setByName: null,
  tokenEnd: null,
  lastFetch: null,
  nextFetchAfter: null,
  jobs: [],
};
const imported = {
  at: '2026-11-29T09:00:00.000Z',
  outcome: 'imported' as const,
  jobId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  movements: 3,
};
const set: FioConnection = {
  ...none,
  configured: true,
  setAt: '2026-11-29T08:58:00.000Z',
  setByName: 'Anna Adminová',
  tokenEnd: 'Xy9Z',
  lastFetch: imported,
  nextFetchAfter: '2026-11-29T09:00:30.000Z',
  jobs: [imported],
};

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
});
afterEach(() => cleanup());

const panel = () =>
  renderKit(<FioConnectionPanel seriesId={SERIES} paymentDetailId={DETAIL} account="2000145399/2010" />);

describe("a Fio account's API token", () => {
  it('refuses a malformed token on the field, stores a good one and shows only its end', async () => {
    call.mockResolvedValueOnce(none).mockResolvedValueOnce(set);
    panel();
    expect(await screen.findByText('Bez tokenu: výpisy tohoto účtu se nahrávají ručně.')).toBeTruthy();
    const input = screen.getByLabelText(/Token Fio API/, { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.change(input, { target: { value: 'abc def' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit token' }));
    expect(await screen.findByText(/má 64 písmen a číslic/)).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);

    fireEvent.change(input, { target: { value: TOKEN } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit token' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]?.[1]).toEqual({
      params: { id: DETAIL },
      body: { seriesGuid: SERIES, token: TOKEN },
    });
    expect(await screen.findByText(/Anna Adminová, končí …Xy9Z/)).toBeTruthy();
    expect(screen.getByText(/Importováno pohybů: 3/)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain(TOKEN);
    const table = screen.getByRole('table', { name: 'Importy výpisů stažených z Fio API, nejnovější první' });
    expect(within(table).getByText('7c9e6679')).toBeTruthy();
  });

  it('reads in English and removes the token after a confirmation', async () => {
    await i18n.changeLanguage('en');
    call.mockResolvedValueOnce({ ...set, lastFetch: { ...imported, outcome: 'rateLimited', movements: 0 } });
    call.mockResolvedValueOnce(none);
    panel();
    expect(
      await screen.findByRole('heading', { name: 'Fio API: statements fetched automatically' }),
    ).toBeTruthy();
    expect(await screen.findByText(/too many requests/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove token' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove token' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]?.[1]).toEqual({ params: { id: DETAIL }, query: { seriesGuid: SERIES } });
    expect(
      await screen.findByText('No token: statements of this account are uploaded by hand.'),
    ).toBeTruthy();
  });
});
