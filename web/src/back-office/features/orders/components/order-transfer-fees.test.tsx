import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import type { PendingTransferFee } from '@shared/self-service/transfer-fee-admin-schemas';
import { pragueDay } from '@shared/statistics/statistics-calendar';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { OrderTransferFees, SettledByAdminNote } from './order-transfer-fees';
import { call, notified, ORDER_ID as ID, orderDetail as order, resetOrderMocks } from './order-test-fixtures';

vi.mock('../../../../lib/api-client', async () => (await import('./order-test-fixtures')).mockedApiClient);
vi.mock('../../../../lib/notify', async () => (await import('./order-test-fixtures')).mockedNotify);

const ITEM = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const fee = (over: Partial<PendingTransferFee> = {}): PendingTransferFee => ({
  itemId: ITEM,
  registrantName: 'Petr Běžec',
  runnerName: 'Eva Nová',
  runnerEmail: 'eva@example.com',
  variableSymbol: '4123456789',
  amount: 25000,
  currency: 'CZK',
  validUntil: '2099-06-01T08:00:00.000Z',
  state: 'pending',
  ...over,
});

afterEach(() => cleanup());
beforeEach(() => resetOrderMocks());

describe("the order detail's transfer fees awaiting a bank transfer", () => {
  it('shows the fee and marks it paid by hand after a confirmation, with amount, day and note', async () => {
    await i18n.changeLanguage('cs');
    call.mockResolvedValueOnce({ fees: [fee()] });
    renderKit(<OrderTransferFees order={order({ paid: true })} />, { route: `/admin/registrations/${ID}` });
    expect(
      await screen.findByRole('heading', { name: 'Poplatky za převod čekající na bankovní převod' }),
    ).toBeTruthy();
    expect(screen.getByText('4123456789')).toBeTruthy();
    expect(screen.getByText('Eva Nová (eva@example.com)')).toBeTruthy();
    expect(call.mock.calls[0]).toEqual([
      adminRegistrationsRoutes.transferFees,
      { params: { id: ID } },
      expect.anything(),
    ]);
    const amount = screen.getByLabelText(/Přijatá částka \(CZK\)/);
    expect((amount as HTMLInputElement).value).toBe('250');
    fireEvent.change(amount, { target: { value: '260,50' } });
    fireEvent.change(screen.getByLabelText(/Poznámka/), { target: { value: 'hotově na kanceláři' } });

    call.mockResolvedValue({ fees: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Označit jako zaplacený' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/symbolem 4123456789/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Označit zaplacený a předat' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminRegistrationsRoutes.markTransferFeePaid, {
        params: { id: ID, itemId: ITEM },
        body: { amount: 26050, date: pragueDay(new Date()), note: 'hotově na kanceláři' },
      }),
    );
    await waitFor(() =>
      expect(notified.success).toHaveBeenCalledWith(
        'Poplatek je zaznamenán jako zaplacený a registrace předána: Eva Nová.',
      ),
    );
  });

  it('an expired fee offers no form and says what the admin may do', async () => {
    await i18n.changeLanguage('en');
    call.mockResolvedValueOnce({ fees: [fee({ state: 'expired', validUntil: '2026-05-01T08:00:00.000Z' })] });
    renderKit(<OrderTransferFees order={order({ paid: true })} />, { route: `/admin/registrations/${ID}` });
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(screen.getByText(/Refund any payment received to the payer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('shows nothing without a fee, and asks nothing for an unpaid order', async () => {
    await i18n.changeLanguage('en');
    call.mockResolvedValueOnce({ fees: [] });
    const { container } = renderKit(<OrderTransferFees order={order({ paid: true })} />, {
      route: `/admin/registrations/${ID}`,
    });
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(container.textContent).toBe('');
    cleanup();
    call.mockReset();
    renderKit(<OrderTransferFees order={order({ paid: false })} />, { route: `/admin/registrations/${ID}` });
    expect(call).not.toHaveBeenCalled();
  });

  it('says in the order history what the admin recorded when they settled the fee', async () => {
    await i18n.changeLanguage('en');
    renderKit(
      <SettledByAdminNote
        changes={{ settledByAdmin: { received: 26050, date: '2026-05-30', note: 'cash', currency: 'CZK' } }}
      />,
      { route: `/admin/registrations/${ID}` },
    );
    expect(
      screen.getByText(/Transfer fee marked paid by hand: .*260\.50.* received on .*2026 — cash/),
    ).toBeTruthy();
  });
});
