import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { paymentsRoutes } from '@shared/api/areas/payments';
import type { OrderBankPaymentRow } from '@shared/payments/order-bank-payment-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { OrderBankPayments } from './order-bank-payments';
import { call, notified, ORDER_ID as ID, orderDetail as order, resetOrderMocks } from './order-test-fixtures';

vi.mock('../../../../lib/api-client', async () => (await import('./order-test-fixtures')).mockedApiClient);
vi.mock('../../../../lib/notify', async () => (await import('./order-test-fixtures')).mockedNotify);

const row = (id: string, over: Partial<OrderBankPaymentRow>): OrderBankPaymentRow => ({
  id,
  movementId: id,
  date: '2026-05-03',
  amount: 45000,
  currency: 'CZK',
  originAccount: '',
  originAccountName: 'Jana Nováková',
  originBankCode: '',
  constantSymbol: '',
  variableSymbol: '2026000123',
  specificSymbol: '',
  bic: '',
  message: 'startovne',
  type: '',
  performedBy: '',
  comment: '',
  note: '',
  instructionId: '',
  status: 'unknownVariableSymbol',
  orderId: null,
  remaining: null,
  refund: null,
  importedAt: '2026-05-04T08:00:00.000Z',
  matched: false,
  sameVariableSymbol: false,
  sameAmount: false,
  ...over,
});

const page = (rows: OrderBankPaymentRow[], total = rows.length) => ({
  page: 0,
  maxPage: Math.max(0, Math.ceil(total / 5) - 1),
  total,
  rows,
});

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  resetOrderMocks();
});
afterEach(() => cleanup());

describe("the order detail's bank payments", () => {
  it('lists matched and candidate payments; assigning one asks first and calls the match', async () => {
    call.mockResolvedValueOnce(
      page([
        row('p1', { matched: true, status: 'underpaid', orderId: ID, amount: 20000 }),
        row('p2', { sameVariableSymbol: true, sameAmount: true, amount: 25000 }),
      ]),
    );
    renderKit(<OrderBankPayments order={order()} />, { route: `/admin/registrations/${ID}` });
    expect(await screen.findByRole('heading', { name: 'Bankovní platby' })).toBeTruthy();
    expect(await screen.findByText('Nedoplatek')).toBeTruthy();
    expect(screen.getByText('Stejný variabilní symbol')).toBeTruthy();
    expect(call.mock.calls[0]).toEqual([
      adminRegistrationsRoutes.orderBankPayments,
      { params: { id: ID }, query: { take: 5, skip: 0 } },
      expect.anything(),
    ]);
    // Only the candidate can be assigned.
    const assign = screen.getAllByRole('button', { name: /^Přiřadit platbu/ });
    expect(assign).toHaveLength(1);

    call.mockResolvedValueOnce({ ...row('p2', {}), status: 'paid', orderId: ID, order: null, history: [] });
    call.mockResolvedValue(page([]));
    fireEvent.click(assign[0]!);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/objednávce 2026000123/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přiřadit k této objednávce' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(paymentsRoutes.matchBankPayment, {
        params: { id: 'p2' },
        body: { orderId: ID },
      }),
    );
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith('Platba byla přiřazena k objednávce.'));
  });

  it('sends the filters in minor units and offers no assignment on a paid order', async () => {
    call.mockResolvedValue(page([row('p2', {})]));
    renderKit(<OrderBankPayments order={order({ paid: true })} />, { route: `/admin/registrations/${ID}` });
    expect(await screen.findByText('startovne')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Přiřadit platbu/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Částka od'), { target: { value: '250,50' } });
    fireEvent.change(screen.getByLabelText('Hledat'), { target: { value: ' Nováková ' } });
    fireEvent.change(screen.getByLabelText('Zobrazit'), { target: { value: 'false' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrovat' }));
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        adminRegistrationsRoutes.orderBankPayments,
        {
          params: { id: ID },
          query: { searchText: 'Nováková', amountFrom: 25050, withMatch: 'false', take: 5, skip: 0 },
        },
        expect.anything(),
      ),
    );
  });
});
