import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { call, notified, ORDER_ID as ID, orderDetail as order, resetOrderMocks } from './order-test-fixtures';
import { OrderDetail } from './order-detail';

vi.mock('../../../../lib/api-client', async () => (await import('./order-test-fixtures')).mockedApiClient);
vi.mock('../../../../lib/notify', async () => (await import('./order-test-fixtures')).mockedNotify);

const race = (
  guid: string,
  name: string,
  type: 1 | 2 | 3,
  categories: string[][],
  waves: string[][] = [],
) => ({
  guid,
  name,
  type,
  capacity: 0,
  used: 0,
  categories: categories.map(([g, n]) => ({ guid: g, name: n, capacity: 100, used: 40 })),
  waves: waves.map(([g, n]) => ({ guid: g, name: n, capacity: 0, used: 0 })),
});
const RACES = [
  race(
    'sub-10k',
    '10 km',
    1,
    [
      ['cat-men', 'Muži'],
      ['cat-women', 'Ženy'],
    ],
    [['wave-a', 'Vlna A']],
  ),
  race('sub-5k', '5 km', 1, [['cat-open', 'Open']]),
  race('sub-relay', 'Štafeta', 3, [['cat-relay', 'Mix']]),
];

/** The catalogue calls answer the series' events and races; the change answers `moved`. */
function catalogue(moved: () => Promise<unknown>) {
  call.mockImplementation((route: unknown) => {
    if (route === adminSeriesRoutes.events)
      return Promise.resolve([
        { guid: 'event-spring', name: 'Jarní desítka' },
        { guid: 'event-autumn', name: 'Půlmaraton' },
      ]);
    if (route === adminSeriesRoutes.subEvents) return Promise.resolve(RACES);
    if (route === adminRegistrationsRoutes.itemChange) return moved();
    return Promise.resolve(order());
  });
}

async function chooseFiveK() {
  renderKit(<OrderDetail id={ID} area="admin" />, { route: `/admin/registrations/${ID}` });
  fireEvent.click(await screen.findByRole('button', { name: i18n.t('orders:admin.itemChange.label') }));
  const dialog = await screen.findByRole('dialog');
  const race = within(dialog).getByLabelText(i18n.t('orders:admin.itemChange.race'));
  await within(dialog).findByRole('option', { name: '5 km' });
  // Team and relay races are not offered: an item moves between individual races only.
  expect(within(dialog).queryByRole('option', { name: /Štafeta/ })).toBeNull();
  fireEvent.change(race, { target: { value: 'sub-5k' } });
  const category = within(dialog).getByLabelText(i18n.t('orders:admin.itemChange.category'));
  expect((category as HTMLSelectElement).value).toBe('');
  fireEvent.change(category, { target: { value: 'cat-open' } });
  return dialog;
}

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  resetOrderMocks();
});
afterEach(() => cleanup());

describe('item change dialog', () => {
  it('moves an item to another race after a confirmation naming the move, with the price choice', async () => {
    const item = order().items[0]!;
    catalogue(() =>
      Promise.resolve(order({ items: [{ ...item, subEventName: '5 km', subEventGuid: 'sub-5k' }] })),
    );
    const dialog = await chooseFiveK();
    fireEvent.change(within(dialog).getByLabelText('Cena'), { target: { value: 'target' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pokračovat' }));
    expect(
      await within(dialog).findByText(
        'Přesunout Petr Běžec z Jarní desítka – 10 km – Muži do Jarní desítka – 5 km – Open? Původní místa se uvolní a nová obsadí najednou.',
      ),
    ).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(adminRegistrationsRoutes.itemChange, expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přesunout' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminRegistrationsRoutes.itemChange, {
        params: { itemId: 'i1' },
        body: {
          registrationId: ID,
          seriesEventId: 'event-spring',
          seriesSubEventId: 'sub-5k',
          seriesCategoryId: 'cat-open',
          seriesWaveId: null,
          price: 'target',
        },
      }),
    );
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith('Registrace byla přesunuta.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("warns that another race may not ask the item's forms, and the history names the answers removed", async () => {
    const item = order().items[0]!;
    const moved = order({
      items: [{ ...item, subEventName: '5 km', subEventGuid: 'sub-5k', values: [] }],
      history: [
        {
          date: '2026-05-02T10:00:00.000Z',
          by: 'admin1',
          byName: 'Eva Správcová',
          action: 'itemMoved',
          changes: {
            item: { name: 'Petr Běžec' },
            subEvent: { from: '10 km', to: '5 km' },
            droppedAnswers: [{ name: 'tshirt', label: 'Tričko', value: 'M', price: 0 }],
          },
        },
        ...order().history,
      ],
    });
    catalogue(() => Promise.resolve(moved));
    const dialog = await chooseFiveK();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pokračovat' }));
    expect(
      await within(dialog).findByText(
        'Odpovědi formulářů, které cílový závod nemá, se odeberou i s jejich cenou; zůstanou v historii objednávky.',
      ),
    ).toBeTruthy();
    // From now on every call answers the moved order (the detail reloads it after the change).
    call.mockImplementation(() => Promise.resolve(moved));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přesunout' }));
    expect(
      await screen.findByText('Petr Běžec: Závod: 10 km → 5 km; Odebrané odpovědi: Tričko M'),
    ).toBeTruthy();
  });

  it('asks for a race and category, and shows the server refusal (en) without closing', async () => {
    await i18n.changeLanguage('en');
    catalogue(() => Promise.reject(new Error('The category Open is full.')));
    renderKit(<OrderDetail id={ID} area="admin" />, { route: `/admin/registrations/${ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Change race / category / wave' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: '5 km' });
    fireEvent.change(within(dialog).getByLabelText('Race'), { target: { value: 'sub-5k' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Choose one.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'cat-open' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/The item keeps its price of/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('The category Open is full.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(notified.success).not.toHaveBeenCalled();
  });

  it('is not offered for team members', async () => {
    const item = order().items[0]!;
    call.mockResolvedValue(order({ items: [{ ...item, kind: 'team', teamGuid: 't1', teamName: 'Šneci' }] }));
    renderKit(<OrderDetail id={ID} area="admin" />, { route: `/admin/registrations/${ID}` });
    await screen.findByRole('button', { name: 'Změnit tým' });
    expect(screen.queryByRole('button', { name: 'Změnit závod / kategorii / vlnu' })).toBeNull();
  });
});
