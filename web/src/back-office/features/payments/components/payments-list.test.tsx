import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRow } from '@shared/payments/payment-list-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { PaymentsList } from './payments-list';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({ api: { call } }));

const row = (over: Partial<PaymentRow> = {}): PaymentRow => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  variableSymbol: '2026000123',
  seriesGuid: 's',
  registrator: { firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.com' },
  calculatedPrice: 45000,
  receivedAmount: 40000,
  currency: 'CZK',
  paymentMethod: 2,
  paymentStatus: 2,
  paymentDate: '2026-01-06',
  providerCommandId: null,
  bankPaymentId: '6fa459ea-ee8a-4ca4-894e-db77e160355e',
  cancelled: false,
  deleted: false,
  ...over,
});

const listCalls = () => call.mock.calls.filter(([route]) => (route as { id: string }).id === 'payments.list');

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  call.mockImplementation(async (route: { id: string }) => {
    if (route.id === 'payments.list') return { page: 0, maxPage: 0, total: 1, rows: [row()] };
    return { page: 0, maxPage: 0, total: 0, rows: [] };
  });
});
afterEach(() => cleanup());

describe('payments list', () => {
  it('shows what arrived with the payment status and applies the §3 filters on "Apply"', async () => {
    renderKit(<PaymentsList />, { route: '/admin/payments' });
    const table = await screen.findByRole('table', { name: 'Platby objednávek' });
    expect(within(table).getByRole('rowheader', { name: '2026000123' })).toBeTruthy();
    expect(within(table).getByText('Nedoplaceno')).toBeTruthy();
    expect(within(table).getByText(/^400\s*Kč$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Platby' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Bankovní platby' }).getAttribute('href')).toBe(
      '/admin/payments/bank-payments',
    );
    expect(listCalls()[0]?.[1]).toEqual({ body: { filter: {}, take: 30, skip: 0 } });

    fireEvent.change(screen.getByLabelText('Variabilní symbol (přesně)'), {
      target: { value: '2026000123' },
    });
    fireEvent.change(screen.getByLabelText('Stav platby'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Způsob platby'), { target: { value: '1' } });
    expect(listCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]?.[1]).toEqual({
      body: {
        filter: { variableSymbol: '2026000123', paymentStatus: 3, paymentMethod: 1 },
        take: 30,
        skip: 0,
      },
    });
  });

  it('loads a shared link with an event, race, category and wave once their options are known', async () => {
    const [series, event, race, category, wave] = [
      '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      '6fa459ea-ee8a-4ca4-894e-db77e160355e',
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
    ];
    call.mockImplementation(async (route: { id: string }) => {
      if (route.id === 'payments.list') return { page: 0, maxPage: 0, total: 1, rows: [row()] };
      if (route.id === 'eventManager.events')
        return {
          page: 0,
          maxPage: 0,
          total: 1,
          rows: [{ guid: event, name: 'Jarní desítka', seriesGuid: series, seriesName: 'Pohár' }],
        };
      if (route.id === 'adminSeries.subEvents')
        return [
          {
            guid: race,
            name: '10 km',
            categories: [{ guid: category, name: 'Ženy' }],
            waves: [{ guid: wave, name: 'Vlna A' }],
          },
        ];
      return { page: 0, maxPage: 0, total: 0, rows: [] };
    });
    renderKit(<PaymentsList />, {
      route: `/admin/payments?seriesEventId=${event}&seriesSubEventId=${race}&seriesCategoryId=${category}&seriesWaveId=${wave}`,
    });
    await screen.findByRole('table', { name: 'Platby objednávek' });
    // One read, with every id (not first without them).
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.[1]).toEqual({
      body: {
        filter: {
          seriesEventId: event,
          seriesSubEventId: race,
          seriesCategoryId: category,
          seriesWaveId: wave,
        },
        take: 30,
        skip: 0,
      },
    });
    expect((screen.getByLabelText('Závod') as HTMLSelectElement).value).toBe(race);
    expect((screen.getByLabelText('Vlna') as HTMLSelectElement).value).toBe(wave);
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    renderKit(<PaymentsList />, { route: '/admin/payments' });
    const table = await screen.findByRole('table', { name: 'Order payments' });
    expect(within(table).getByText('Underpaid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the order VS 2026000123' }).getAttribute('href')).toBe(
      '/admin/registrations/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    );
  });
});
