import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStartListRow } from '@shared/orders/start-list-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { StartListView } from './start-list-view';

const call = vi.hoisted(() => vi.fn());
const download = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({ api: { call, download } }));

const SERIES = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const EVENT = '6fa459ea-ee8a-4ca4-894e-db77e160355e';
const RACE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const CATEGORY = '0c8a4d2e-6a3f-4c59-9a41-5d1f0b7e2c11';

const row = (over: Partial<AdminStartListRow> = {}): AdminStartListRow => ({
  itemGuid: 'i1',
  orderGuid: 'o1',
  startNumber: null,
  firstName: 'Žofie',
  lastName: 'Řezníčková',
  email: 'zofie@example.com',
  birthYear: 1991,
  gender: 2,
  categoryGuid: 'c',
  categoryName: 'Ženy',
  waveGuid: null,
  waveName: null,
  teamName: null,
  club: 'AC Čáslav',
  paid: true,
  dateCreated: '2026-05-01T10:00:00.000Z',
  ...over,
});

const callsOf = (id: string) => call.mock.calls.filter(([route]) => (route as { id: string }).id === id);

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  download.mockReset();
  call.mockImplementation(async (route: { id: string }) => {
    switch (route.id) {
      case 'eventManager.series':
        return { page: 0, maxPage: 0, total: 1, rows: [{ guid: SERIES, name: 'Běžecký pohár' }] };
      case 'eventManager.events':
        return {
          page: 0,
          maxPage: 0,
          total: 1,
          rows: [{ guid: EVENT, name: 'Jarní desítka', seriesGuid: SERIES, seriesName: 'Běžecký pohár' }],
        };
      case 'series.event':
        return {
          subevents: [
            { guid: RACE, name: 'Hlavní závod 10 km', categories: [{ guid: CATEGORY, name: 'Ženy' }] },
          ],
        };
      case 'adminRegistrations.startlist':
        return {
          page: 0,
          maxPage: 0,
          total: 1,
          rows: [row()],
          subEventName: 'Hlavní závod 10 km',
          withoutNumber: 1,
        };
      case 'adminRegistrations.assignStartNumbers':
        return {
          assigned: [{ itemGuid: 'i1', firstName: 'Žofie', lastName: 'Řezníčková', startNumber: 101 }],
          unassigned: 2,
        };
      default:
        throw new Error(`unexpected ${route.id}`);
    }
  });
});
afterEach(() => cleanup());

async function chooseRace() {
  renderKit(<StartListView />, { route: '/admin/startlists' });
  await screen.findByRole('option', { name: 'Jarní desítka' });
  fireEvent.change(screen.getByLabelText('Akce'), { target: { value: EVENT } });
  await screen.findByRole('option', { name: 'Hlavní závod 10 km' });
  fireEvent.change(screen.getByLabelText('Závod'), { target: { value: RACE } });
  return screen.findByRole('table', { name: /Startovní listina Hlavní závod 10 km/ });
}

describe('start lists screen', () => {
  it('shows the chosen race and searches only when applied', async () => {
    const table = await chooseRace();
    expect(within(table).getByRole('rowheader', { name: 'Řezníčková Žofie' })).toBeTruthy();
    expect(screen.getByText('Přihlášených: 1, bez startovního čísla: 1')).toBeTruthy();
    expect(callsOf('adminRegistrations.startlist')[0]?.[1]).toEqual({
      params: { subEventId: RACE },
      query: { descending: 'false', take: 30, skip: 0 },
    });
    fireEvent.change(screen.getByLabelText('Hledat (jméno, e-mail, klub, tým)'), {
      target: { value: 'čáslav' },
    });
    expect(callsOf('adminRegistrations.startlist')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Použít' }));
    await waitFor(() => expect(callsOf('adminRegistrations.startlist')).toHaveLength(2));
    expect(callsOf('adminRegistrations.startlist')[1]?.[1]).toMatchObject({
      query: { searchText: 'čáslav' },
    });
  });

  it('downloads the XLSX with the list’s search and sort', async () => {
    download.mockResolvedValue({ blob: new Blob(['x']), fileName: 'Hlavní závod 10 km.xlsx' });
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await chooseRace();
    fireEvent.click(screen.getByRole('button', { name: 'Stáhnout XLSX' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect((download.mock.calls[0]?.[0] as { id: string }).id).toBe('adminRegistrations.startlistXlsx');
    expect(download.mock.calls[0]?.[1]).toEqual({
      params: { subEventId: RACE },
      query: { descending: 'false' },
    });
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it('assigns numbers after confirmation and shows the result', async () => {
    await chooseRace();
    fireEvent.change(screen.getByLabelText('Číslovat od'), { target: { value: '101' } });
    fireEvent.change(screen.getByLabelText('Číslovat do (nepovinné)'), { target: { value: '50' } });
    expect(screen.getByRole('alert').textContent).toContain('„do“ nesmí být menší');
    fireEvent.change(screen.getByLabelText('Číslovat do (nepovinné)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Kategorie'), { target: { value: CATEGORY } });
    fireEvent.click(screen.getByRole('button', { name: 'Přidělit čísla' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('od 101 do ∞');
    expect(callsOf('adminRegistrations.assignStartNumbers')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přidělit čísla' }));
    expect(await screen.findByText('Přiděleno 1 startovní číslo.')).toBeTruthy();
    expect(screen.getByText('2 závodníci zůstali bez čísla: rozsah je vyčerpán.')).toBeTruthy();
    expect(screen.getByText('101 Řezníčková Žofie')).toBeTruthy();
    expect(callsOf('adminRegistrations.assignStartNumbers')[0]?.[1]).toEqual({
      params: { subEventId: RACE },
      body: {
        numberingFrom: 101,
        categoryGuid: CATEGORY,
        includeOpenRegistrations: false,
        order: 'lastName',
      },
    });
    await waitFor(() => expect(callsOf('adminRegistrations.startlist').length).toBeGreaterThan(1));
  });
});
