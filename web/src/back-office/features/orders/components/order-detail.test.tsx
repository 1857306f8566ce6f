import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { call, notified, ORDER_ID as ID, orderDetail as order, resetOrderMocks } from './order-test-fixtures';
import { availableActions, OrderDetail } from './order-detail';

vi.mock('../../../../lib/api-client', async () => (await import('./order-test-fixtures')).mockedApiClient);
vi.mock('../../../../lib/notify', async () => (await import('./order-test-fixtures')).mockedNotify);
// The bank payments panel has its own test (order-bank-payments.test.tsx) and calls of its own.
vi.mock('./order-bank-payments', () => ({ OrderBankPayments: () => null }));
// The tax documents list has calls of its own (its journey: test/e2e/tax-documents.spec.ts).
vi.mock('./order-tax-documents', () => ({ OrderTaxDocuments: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  resetOrderMocks();
});
afterEach(() => cleanup());

describe('order detail', () => {
  it('offers the actions the order state allows', () => {
    expect(availableActions(order())).toEqual(['paid', 'expired', 'delete']);
    expect(availableActions(order({ paid: true }))).toEqual(['delete']);
    expect(availableActions(order({ expired: true }))).toEqual(['unsetExpired', 'delete']);
    expect(availableActions(order({ deleted: true }))).toEqual(['restore']);
  });

  it('shows items, values and history; set paid asks first, then shows the paid order', async () => {
    call.mockResolvedValueOnce(order());
    renderKit(<OrderDetail id={ID} />, { route: `/admin/registrations/${ID}` });
    expect(await screen.findByRole('heading', { name: 'Objednávka 2026000123' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Petr Běžec' })).toBeTruthy();
    expect(screen.getByText('Tričko')).toBeTruthy();
    expect(screen.getByText('Registrováno')).toBeTruthy();
    expect(screen.getByText(/· Registrující$/)).toBeTruthy();

    call.mockResolvedValueOnce(
      order({
        paid: true,
        datePaid: '2026-05-02T08:00:00.000Z',
        history: [
          {
            date: '2026-05-02T08:00:00.000Z',
            by: 'a1',
            byName: 'Eva Správcová',
            action: 'paidByAdmin',
            changes: {},
          },
          ...order().history,
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Označit jako zaplacenou' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/e-mail s potvrzením platby/)).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Označit jako zaplacenou' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]).toEqual([adminRegistrationsRoutes.paid, { params: { id: ID } }]);
    expect(await screen.findByText('Označeno jako zaplacené')).toBeTruthy();
    expect(screen.getByText(/· Eva Správcová$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Označit jako zaplacenou' })).toBeNull();
    expect(notified.success).toHaveBeenCalledWith('Objednávka je zaplacená, potvrzovací e-mail se odesílá.');
  });

  it('shows the server’s message when an action is refused, and nothing happens when the dialog is cancelled', async () => {
    call.mockResolvedValue(order({ deleted: true }));
    renderKit(<OrderDetail id={ID} />, { route: `/admin/registrations/${ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Obnovit objednávku' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(call).toHaveBeenCalledTimes(1);

    call.mockRejectedValueOnce(new Error('Místa objednávky už jsou obsazená, objednávku nelze obnovit.'));
    fireEvent.click(screen.getByRole('button', { name: 'Obnovit objednávku' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Obnovit objednávku' }),
    );
    await waitFor(() =>
      expect(notified.error).toHaveBeenCalledWith(
        'Místa objednávky už jsou obsazená, objednávku nelze obnovit.',
      ),
    );
  });

  it('admin area: cancel an item needs a numeric returned amount, asks first, then sends it in minor units', async () => {
    call.mockResolvedValueOnce(order());
    renderKit(<OrderDetail id={ID} area="admin" />, { route: `/admin/registrations/${ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Zrušit položku' }));
    const amount = screen.getByLabelText(/Vrácená částka \(CZK\)/);
    fireEvent.change(amount, { target: { value: 'sto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit položku s touto částkou' }));
    expect(await screen.findByText('Hodnota musí být číslo.')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);

    fireEvent.change(amount, { target: { value: '250,50' } });
    const item = order().items[0]!;
    call.mockResolvedValueOnce(
      order({ items: [{ ...item, cancelled: true, cancelledAmount: 25050 }], cancelledAmount: 25050 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit položku s touto částkou' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Petr Běžec/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit položku' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]).toEqual([
      adminRegistrationsRoutes.cancelItem,
      { params: { itemId: 'i1' }, body: { registrationId: ID, returnedAmount: 25050 } },
    ]);
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith('Položka je zrušená.'));
    expect(screen.queryByRole('button', { name: 'Zrušit položku' })).toBeNull();
  });

  it('event-manager area shows no admin-only action', async () => {
    call.mockResolvedValueOnce(order());
    renderKit(<OrderDetail id={ID} area="eventManager" />, { route: `/event-manager/registrations/${ID}` });
    expect(await screen.findByRole('heading', { name: 'Petr Běžec' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zrušit položku' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrace zdarma' })).toBeNull();
  });

  it('shows the relay legs of the current racers; a removed racer is marked and offers no action', async () => {
    const item = order().items[0]!;
    const relay = { ...item, kind: 'relay' as const, teamGuid: 't-relay', teamName: 'Štafeta' };
    call.mockResolvedValue(
      order({
        items: [
          { ...relay, id: 'r2', firstName: 'Jana', lastName: 'Druhá', track: 2 },
          {
            ...relay,
            id: 'r-old',
            firstName: 'Karel',
            lastName: 'Odebraný',
            relayRemoved: '2026-05-03T08:00:00.000Z',
          },
        ],
      }),
    );
    renderKit(<OrderDetail id={ID} area="admin" />, { route: `/admin/registrations/${ID}` });
    const current = (await screen.findByRole('heading', { name: 'Jana Druhá' })).parentElement as HTMLElement;
    expect(within(current).getByText('2. úsek')).toBeTruthy();
    const removed = screen.getByRole('heading', { name: 'Karel Odebraný' }).closest('div[class]')
      ?.parentElement as HTMLElement;
    expect(within(removed).getByText(/^Odebrán ze štafety/)).toBeTruthy();
    expect(within(removed).queryByText(/úsek/)).toBeNull();
    expect(within(removed).queryByRole('button')).toBeNull();
    expect(within(current.parentElement as HTMLElement).queryAllByRole('button').length).toBeGreaterThan(0);
  });

  it('admin area: moves a team item to another team of the race after confirmation, removes it from its team', async () => {
    const item = order().items[0]!;
    const teamOrder = order({
      items: [
        { ...item, kind: 'team', teamGuid: 't-old', teamName: 'Rychlí šneci', subEventGuid: 'sub-team' },
      ],
    });
    call.mockImplementation((route: unknown) => {
      if (route === adminRegistrationsRoutes.seriesTeams)
        return Promise.resolve({
          rows: [
            { guid: 't-old', name: 'Rychlí šneci', placesTaken: 2, placesFree: 3 },
            { guid: 't-new', name: 'Pomalé želvy', placesTaken: 4, placesFree: 1 },
          ],
        });
      if (route === adminRegistrationsRoutes.changeTeam)
        return Promise.resolve(
          order({ items: [{ ...item, kind: 'team', teamGuid: 't-new', teamName: 'Pomalé želvy' }] }),
        );
      return Promise.resolve(teamOrder);
    });
    renderKit(<OrderDetail id={ID} area="admin" />, { route: `/admin/registrations/${ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Změnit tým' }));
    const select = await screen.findByLabelText('Nový tým (nyní Rychlí šneci)');
    await screen.findByRole('option', { name: 'Pomalé želvy (1 volných míst)' });
    expect(screen.queryByRole('option', { name: /Rychlí šneci/ })).toBeNull();
    fireEvent.change(select, { target: { value: 't-new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Přesunout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/z týmu Rychlí šneci do týmu Pomalé želvy/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Změnit tým' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminRegistrationsRoutes.changeTeam, {
        params: { id: ID },
        body: { registrationItemId: 'i1', teamGuid: 't-new' },
      }),
    );
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith('Registrace je v novém týmu.'));

    fireEvent.click(await screen.findByRole('button', { name: 'Odebrat z týmu' }));
    const removeDialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(removeDialog).getByRole('button', { name: 'Odebrat z týmu' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminRegistrationsRoutes.removeTeam, {
        params: { id: ID },
        body: { registrationItemId: 'i1' },
      }),
    );
  });
});

describe('payments of priced value changes', () => {
  const paidChange = {
    date: '2026-05-03T09:01:00.000Z',
    by: 'runner-1',
    byName: 'Petr Běžec',
    action: 'itemUpdated',
    changes: {
      'values.team': { from: 'SK Praha', to: 'AC Praha' },
      changeFee: { amount: 5000, currency: 'CZK', orderNumber: '1700000001' },
    },
  };
  const withChanges = () =>
    order({
      paid: true,
      datePaid: '2026-05-02T08:00:00.000Z',
      calculatedPrice: 50000,
      valueChangePayments: [
        {
          id: 'c1',
          itemId: 'i1',
          dateCreated: '2026-05-03T09:00:00.000Z',
          dateAnswered: '2026-05-03T09:01:00.000Z',
          amount: 5000,
          currency: 'CZK',
          state: 'paid',
          orderNumber: '1700000001',
          prCode: 0,
          srCode: 0,
          resultText: 'OK',
          values: [{ name: 'team', label: 'Klub', value: 'AC Praha' }],
        },
        {
          id: 'c2',
          itemId: 'i1',
          dateCreated: '2026-05-04T10:00:00.000Z',
          dateAnswered: null,
          amount: 5000,
          currency: 'CZK',
          state: 'expired',
          orderNumber: '1700000002',
          prCode: null,
          srCode: null,
          resultText: null,
          values: [{ name: 'team', label: 'Klub', value: 'AK Brno' }],
        },
      ],
      history: [paidChange, ...order().history],
    });

  it('lists each change payment with its item, fee, state and gateway answer; the history names the fee', async () => {
    call.mockResolvedValueOnce(withChanges());
    renderKit(<OrderDetail id={ID} area="admin" />, { route: `/admin/registrations/${ID}` });
    const section = await screen.findByRole('region', { name: 'Platby za změny údajů' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [paid, expired] = rows as [HTMLElement, HTMLElement];
    expect(within(paid).getByText('Petr Běžec (10 km)')).toBeTruthy();
    expect(within(paid).getByText('Klub: AC Praha')).toBeTruthy();
    expect(within(paid).getByText(/^50\s*Kč$/)).toBeTruthy();
    expect(within(paid).getByText('Zaplaceno a provedeno')).toBeTruthy();
    expect(within(paid).getByText('1700000001')).toBeTruthy();
    expect(within(paid).getByText(/PRCODE 0 \/ SRCODE 0 – OK/)).toBeTruthy();
    expect(within(expired).getByText('Propadlo (nezaplaceno včas)')).toBeTruthy();
    expect(within(expired).getByText('Zatím bez odpovědi')).toBeTruthy();

    const history = screen.getByRole('region', { name: 'Historie' });
    expect(within(history).getByText('Údaje registrace opraveny')).toBeTruthy();
    expect(
      within(history).getByText(/^Poplatek za změnu údajů 50\s*Kč \(platba kartou 1700000001\)$/),
    ).toBeTruthy();
  });

  it('in English too; an order without changes shows no such section', async () => {
    await i18n.changeLanguage('en');
    call.mockResolvedValueOnce(withChanges());
    renderKit(<OrderDetail id={ID} area="admin" />, { route: `/admin/registrations/${ID}` });
    const section = await screen.findByRole('region', { name: 'Value change payments' });
    expect(within(section).getByText('Paid and applied')).toBeTruthy();
    expect(screen.getByText(/^Value change fee .+ \(card payment 1700000001\)$/)).toBeTruthy();
    cleanup();

    call.mockResolvedValueOnce(order());
    renderKit(<OrderDetail id={ID} area="admin" />, { route: `/admin/registrations/${ID}` });
    expect(await screen.findByRole('heading', { name: 'Order 2026000123' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Value change payments' })).toBeNull();
  });
});
