import { vi } from 'vitest';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';

/**
 * Tests only: what the order-detail tests share. The api client and notify stand-ins are wired with
 * `vi.mock(path, async () => (await import('./order-test-fixtures')).mockedApiClient)` (a mock
 * factory may not use the test file's own variables), and the test asserts on `call` / `notified`.
 */
export const call = vi.fn();
export const notified = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };

export const mockedApiClient = {
  api: { call },
  isApiError: (e: unknown) => e instanceof Error,
};
export const mockedNotify = {
  notify: notified,
  errorMessage: (e: unknown) => (e instanceof Error ? e.message : 'chyba'),
};

/** Forgets the calls and answers of the previous test. */
export function resetOrderMocks(): void {
  call.mockReset();
  Object.values(notified).forEach((f) => f.mockReset());
}

export const ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** An open, unpaid bank-transfer order of one runner (Petr Běžec, 10 km, men), as the detail call answers it. */
export const orderDetail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: ORDER_ID,
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
  language: 'cs',
  dateUpdated: '2026-05-01T10:00:00.000Z',
  expiresAt: '2026-05-08T10:00:00.000Z',
  basePrice: 45000,
  additionalsPrice: 0,
  discountAmount: 0,
  cancelledAmount: 0,
  discounts: [],
  providerCommandId: null,
  chargedAmount: null,
  paymentAttempts: [],
  valueChangePayments: [],
  items: [
    {
      id: 'i1',
      index: 0,
      kind: 'regular',
      firstName: 'Petr',
      lastName: 'Běžec',
      email: 'petr@example.com',
      birthDate: '1990-04-12',
      gender: 1,
      club: null,
      seriesEventGuid: 'event-spring',
      eventName: 'Jarní desítka',
      subEventName: '10 km',
      subEventGuid: 'sub-10k',
      categoryGuid: 'cat-men',
      waveGuid: null,
      categoryName: 'Muži',
      subcategoryName: null,
      waveName: null,
      teamName: null,
      teamGuid: null,
      track: null,
      relayRemoved: null,
      startNumber: null,
      basePrice: 45000,
      additionalsPrice: 0,
      discount: 0,
      cancelledAmount: 0,
      paid: false,
      cancelled: false,
      dateCancelled: null,
      expired: false,
      issued: false,
      dateIssued: null,
      values: [{ name: 'tshirt', label: 'Tričko', value: 'M', price: 0 }],
    },
  ],
  history: [
    { date: '2026-05-01T10:00:00.000Z', by: 'registrator', byName: null, action: 'created', changes: {} },
  ],
  ...over,
});
