import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '@shared/orders/admin-order-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import OrdersScreen from '../routes/orders-screen';
import { OrdersList } from './orders-list';

const call = vi.hoisted(() => vi.fn());
const download = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({ api: { call, download } }));

const row = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  variableSymbol: '2026000123',
  seriesGuid: 's',
  registrator: { firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.com' },
  calculatedPrice: 45000,
  currency: 'CZK',
  paymentMethod: 2,
  itemCount: 1,
  dateCreated: '2026-05-01T10:00:00.000Z',
  paid: false,
  datePaid: null,
  expired: false,
  dateExpired: null,
  cancelled: false,
  dateCancelled: null,
  deleted: false,
  issued: false,
  ...over,
});

const SERIES = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const EVENT = '6fa459ea-ee8a-4ca4-894e-db77e160355e';
const RACE = '11111111-1111-4111-8111-111111111111';
const CATEGORY = '22222222-2222-4222-8222-222222222222';
const WAVE = '33333333-3333-4333-8333-333333333333';
const listCalls = () =>
  call.mock.calls.filter(([route]) => (route as { id: string }).id === 'adminRegistrations.list');

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  call.mockImplementation(async (route: { id: string }) => {
    if (route.id === 'eventManager.series')
      return { page: 0, maxPage: 0, total: 1, rows: [{ guid: SERIES, name: 'Běžecký pohár' }] };
    if (route.id === 'eventManager.events')
      return {
        page: 0,
        maxPage: 0,
        total: 1,
        rows: [{ guid: EVENT, name: 'Jarní desítka', seriesGuid: SERIES, seriesName: 'Běžecký pohár' }],
      };
    if (route.id === 'adminSeries.subEvents')
      return [
        {
          guid: RACE,
          name: '10 km',
          categories: [{ guid: CATEGORY, name: 'Ženy' }],
          waves: [{ guid: WAVE, name: 'Vlna A' }],
        },
      ];
    return { page: 0, maxPage: 0, total: 1, rows: [row()] };
  });
});
afterEach(() => cleanup());

/** Types into a typeahead filter and chooses the suggestion with that name. */
async function pick(label: string, text: string, option: string) {
  const input = await screen.findByRole('combobox', { name: label });
  await act(async () => {
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: text } });
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('option', { name: option }));
  });
  await waitFor(() => expect((input as HTMLInputElement).value).toBe(option));
}

describe('orders list', () => {
  it('shows the orders with their state and loads again only when the filter is applied', async () => {
    renderKit(<OrdersList />, { route: '/admin/registrations' });
    const table = await screen.findByRole('table', { name: /Objednávky/ });
    expect(within(table).getByRole('rowheader', { name: '2026000123' })).toBeTruthy();
    expect(within(table).getByText('Jana Nováková')).toBeTruthy();
    expect(within(table).getByText('Nezaplaceno')).toBeTruthy();
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.[1]).toEqual({ body: { filter: {}, take: 30, skip: 0 } });

    fireEvent.change(screen.getByLabelText('Variabilní symbol, jméno nebo e-mail'), {
      target: { value: 'Nováková' },
    });
    // Series and event are picked by typing (accents and case ignored).
    await pick('Série', 'bezecky', 'Běžecký pohár');
    await pick('Akce', 'JARNI', 'Běžecký pohár: Jarní desítka');
    // Then the event's race, and that race's category and wave.
    const race = screen.getByLabelText('Závod') as HTMLSelectElement;
    await waitFor(() => expect(race.disabled).toBe(false));
    fireEvent.change(race, { target: { value: RACE } });
    fireEvent.change(screen.getByLabelText('Kategorie'), { target: { value: CATEGORY } });
    fireEvent.change(screen.getByLabelText('Vlna'), { target: { value: WAVE } });
    fireEvent.change(screen.getByLabelText('Zaplaceno'), { target: { value: 'no' } });
    expect(listCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]?.[1]).toEqual({
      body: {
        filter: {
          searchText: 'Nováková',
          seriesId: SERIES,
          seriesEventId: EVENT,
          seriesSubEventId: RACE,
          seriesCategoryId: CATEGORY,
          seriesWaveId: WAVE,
          paid: false,
        },
        take: 30,
        skip: 0,
      },
    });
  });

  it('links each order to its detail (under the screen’s route)', async () => {
    renderKit(
      <Routes>
        <Route path="/admin/registrations/*" element={<OrdersScreen area="admin" />} />
      </Routes>,
      { route: '/admin/registrations' },
    );
    const link = await screen.findByRole('link', { name: 'Detail objednávky 2026000123' });
    expect(link.getAttribute('href')).toBe('/admin/registrations/7c9e6679-7425-40de-944b-e07fc1f90ae7');
  });

  it('downloads the applied filter’s orders as XLSX', async () => {
    download.mockResolvedValue({ blob: new Blob(['x']), fileName: 'Objednávky.xlsx' });
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    renderKit(<OrdersList />, { route: '/admin/registrations?paid=true' });
    await screen.findByRole('table', { name: /Objednávky/ });
    fireEvent.click(screen.getByRole('button', { name: 'Stáhnout XLSX (řádek za objednávku)' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [route, input] = download.mock.calls[0] as [{ id: string }, { body: unknown }];
    expect(route.id).toBe('eventManager.exportXlsx');
    expect(input.body).toEqual({ filter: { paid: true } });
  });
});
