import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankPaymentRow } from '@shared/payments/bank-payment-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { PaymentDetailBankPayments } from './payment-detail-bank-payments';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({ api: { call } }));

const SERIES = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const DETAIL = '6fa459ea-ee8a-4ca4-894e-db77e160355e';
const PAYMENT = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const row: BankPaymentRow = {
  id: PAYMENT,
  movementId: '123',
  date: '2026-01-06',
  amount: 40000,
  currency: 'CZK',
  originAccount: '2900233333',
  originAccountName: 'Jiří Řehoř',
  originBankCode: '2010',
  constantSymbol: '',
  variableSymbol: '2026000123',
  specificSymbol: '',
  bic: '',
  message: '',
  type: '',
  performedBy: '',
  comment: '',
  note: '',
  instructionId: '',
  status: 'unknownVariableSymbol',
  orderId: null,
  remaining: null,
  refund: null,
  importedAt: '2026-01-06T10:00:00Z',
};

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  call.mockResolvedValue({ page: 0, maxPage: 0, total: 1, rows: [row] });
});
afterEach(() => cleanup());

describe("a payment detail's bank payments", () => {
  it('lists them by 5 and applies the filter on "Apply"', async () => {
    renderKit(<PaymentDetailBankPayments seriesId={SERIES} paymentDetailId={DETAIL} />);
    const table = await screen.findByRole('table', { name: 'Bankovní platby účtu' });
    expect(within(table).getByText('Nespárované')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Otevřít bankovní platbu z 6. 1. 2026, VS 2026000123' })
        .getAttribute('href'),
    ).toBe(`/admin/payments/bank-payments/${PAYMENT}`);
    expect(call.mock.calls[0]?.[1]).toEqual({
      params: { id: DETAIL },
      query: { seriesGuid: SERIES, take: 5, skip: 0 },
    });

    fireEvent.change(screen.getByLabelText('Částka od (Kč)'), { target: { value: '350,50' } });
    fireEvent.change(screen.getByLabelText('Spárování'), { target: { value: 'false' } });
    expect(call).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]?.[1]).toEqual({
      params: { id: DETAIL },
      query: { seriesGuid: SERIES, amountFrom: 35050, withMatch: 'false', take: 5, skip: 0 },
    });
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    renderKit(<PaymentDetailBankPayments seriesId={SERIES} paymentDetailId={DETAIL} />);
    expect(await screen.findByRole('table', { name: 'Bank payments of the account' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bank payments to this account' })).toBeTruthy();
  });
});
