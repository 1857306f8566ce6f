import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentsRoutes } from '@shared/api/areas/payments';
import type { BankPaymentDetail } from '@shared/payments/bank-payment-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { AssignToTransferFee } from './assign-to-transfer-fee';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({
  api: { call },
  isApiError: (e: unknown) => e instanceof Error,
}));
const notified = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('../../../../lib/notify', () => ({
  notify: notified,
  errorMessage: (e: unknown) => (e instanceof Error ? e.message : 'chyba'),
}));

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const payment = { id: ID, amount: 25000, currency: 'CZK' } as BankPaymentDetail;

afterEach(() => cleanup());
beforeEach(() => {
  call.mockReset();
  Object.values(notified).forEach((f) => f.mockReset());
});

describe('assigning a bank payment to a transfer fee', () => {
  it("asks first, then sends the fee's variable symbol without spaces and shows the answer", async () => {
    await i18n.changeLanguage('cs');
    const onDone = vi.fn();
    renderKit(<AssignToTransferFee payment={payment} onDone={onDone} />, {
      route: `/admin/bank-payments/${ID}`,
    });
    expect(screen.getByRole('heading', { name: 'Přiřadit k poplatku za převod' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Variabilní symbol poplatku/), {
      target: { value: '41234 56789' },
    });
    const answer = { ...payment, status: 'paid' };
    call.mockResolvedValueOnce(answer);
    fireEvent.click(screen.getByRole('button', { name: 'Uhradit poplatek touto platbou' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/symbolem 4123456789/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přiřadit a předat' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(paymentsRoutes.assignTransferFee, {
        params: { id: ID },
        body: { variableSymbol: '4123456789' },
      }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(answer));
    expect(notified.success).toHaveBeenCalledWith(
      'Platba uhradila poplatek za převod; registrace byla předána.',
    );
  });

  it('refuses a symbol that is not digits before asking the server', async () => {
    await i18n.changeLanguage('en');
    renderKit(<AssignToTransferFee payment={payment} onDone={vi.fn()} />, {
      route: `/admin/bank-payments/${ID}`,
    });
    fireEvent.change(screen.getByLabelText(/The fee's variable symbol/), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay the fee with this payment' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/The fee's variable symbol/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
