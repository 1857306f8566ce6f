import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { billingRoutes } from '@shared/api/areas/billing';
import { jobsRoutes } from '@shared/api/areas/jobs';
import type { BillingDetail as Billing } from '@shared/payments/billing-schemas';
import { emptyCardImportResult } from '@shared/payments/card-import-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { BillingDetail } from './billing-detail';
import { BillingList } from './billing-list';
import { BillingNew } from './billing-new';
import { CardImport } from './card-import';

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
const upload = vi.hoisted(() => vi.fn());
vi.mock('../../../kit/upload-with-progress', async (original) => ({
  ...(await original<typeof import('../../../kit/upload-with-progress')>()),
  uploadWithProgress: upload,
}));

const ORGANIZER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const JOB = '2c4e28ba-2fa1-41d2-883f-0016d3cca428';
const totals = {
  currency: 'CZK' as const,
  orders: 2,
  registrations: 3,
  expected: 75_000,
  paid: 75_000,
  returned: -10_000,
  gatewayFees: 1_125,
  provision: 4_500,
  tax: 945,
  external: 20_000,
  outside: 5_000,
  summary: 73_430,
};

const billing = (over: Partial<Billing> = {}): Billing => ({
  id: 12,
  name: 'Květen',
  organizerId: ORGANIZER,
  organizerName: 'Běžecký klub',
  type: 'orders',
  dateFrom: '2026-05-01',
  dateTo: '2026-05-31',
  exceptions: [],
  provisions: [],
  external: [],
  outside: [],
  confirmed: false,
  totals: [totals],
  createdAt: '2026-06-01T08:00:00.000Z',
  createdByName: 'Eva Správcová',
  acceptedAt: null,
  orders: [],
  history: [
    { date: '2026-06-01T08:00:00.000Z', by: 'a1', byName: 'Eva Správcová', action: 'created', changes: {} },
  ],
  ...over,
});

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  upload.mockReset();
  Object.values(notified).forEach((f) => f.mockReset());
});
afterEach(() => cleanup());

const SERIES = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const EVENT = '6fa459ea-ee8a-4ca4-894e-db77e160355e';
const RACE = '11111111-1111-4111-8111-111111111111';
const CATEGORY = '22222222-2222-4222-8222-222222222222';
const WAVE = '33333333-3333-4333-8333-333333333333';

describe('billing list', () => {
  it('filters by a series chosen from every permitted one, then an event\'s race, category and wave, on "Apply"', async () => {
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
      return { page: 0, maxPage: 0, total: 1, rows: [billing()] };
    });
    const listCalls = () => call.mock.calls.filter(([route]) => route === billingRoutes.list);
    renderKit(<BillingList />, { route: '/admin/payments/billing' });
    const table = await screen.findByRole('table', { name: 'Vyúčtování' });
    expect(within(table).getByRole('rowheader', { name: 'Květen' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Běžecký pohár: Jarní desítka' });

    fireEvent.change(screen.getByLabelText('Série'), { target: { value: SERIES } });
    expect(listCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]?.[1]).toMatchObject({ query: { seriesId: SERIES, take: 30, skip: 0 } });

    // Then the event's race, and that race's category and wave.
    fireEvent.change(screen.getByLabelText('Akce'), { target: { value: EVENT } });
    await screen.findByRole('option', { name: '10 km' });
    fireEvent.change(screen.getByLabelText('Závod'), { target: { value: RACE } });
    fireEvent.change(screen.getByLabelText('Kategorie'), { target: { value: CATEGORY } });
    fireEvent.change(screen.getByLabelText('Vlna'), { target: { value: WAVE } });
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(listCalls()).toHaveLength(3));
    expect(listCalls()[2]?.[1]).toMatchObject({
      query: {
        seriesId: SERIES,
        seriesEventId: EVENT,
        seriesSubEventId: RACE,
        seriesCategoryId: CATEGORY,
        seriesWaveId: WAVE,
      },
    });
  });
});

describe('new billing form', () => {
  it('checks fields as they are typed and previews the sums before creating', async () => {
    call.mockImplementation((route: { id: string }) => {
      if (route.id === adminSeriesRoutes.organizers.id)
        return Promise.resolve({
          page: 0,
          maxPage: 0,
          total: 1,
          rows: [{ guid: ORGANIZER, companyName: 'Běžecký klub', firstName: '', lastName: '' }],
        });
      if (route.id === billingRoutes.preview.id) return Promise.resolve({ totals: [totals], orders: [] });
      return Promise.reject(new Error('unexpected'));
    });
    renderKit(<BillingNew />, { route: '/admin/payments/billing/new' });
    const provision = screen.getByLabelText('Provize za registraci');
    fireEvent.change(provision, { target: { value: '15,505' } });
    fireEvent.blur(provision);
    expect(await screen.findByText(/číslo|number/i)).toBeTruthy();
    fireEvent.change(provision, { target: { value: '15' } });
    await waitFor(() => expect(screen.queryByText(/číslo|number/i)).toBeNull());

    fireEvent.change(screen.getByLabelText(/^Název/), { target: { value: 'Květen' } });
    await screen.findByRole('option', { name: 'Běžecký klub' });
    fireEvent.change(screen.getByLabelText(/^Pořadatel/), { target: { value: ORGANIZER } });
    const exceptions = screen.getByLabelText(/^Výjimky/);
    fireEvent.change(exceptions, { target: { value: '123, abc' } });
    fireEvent.blur(exceptions);
    expect(await screen.findByText(/jen číslice/)).toBeTruthy();
    fireEvent.change(exceptions, { target: { value: '123, 456' } });

    for (const [label, value] of [
      ['Zaplaceno od', '01/05/2026'],
      ['Zaplaceno do', '31/05/2026'],
    ] as const) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Náhled součtů' }));
    const table = await screen.findByRole('table', { name: /Náhled součtů/ });
    expect(within(table).getByText(/734,30/)).toBeTruthy();
    expect(call).toHaveBeenCalledWith(billingRoutes.preview, {
      body: expect.objectContaining({
        organizerId: ORGANIZER,
        exceptions: ['123', '456'],
        provisions: [{ currency: 'CZK', amount: 1500, taxRate: 21 }],
        dateFrom: '2026-05-01',
        dateTo: '2026-05-31',
      }),
    });
  });
});

describe('creating a billing', () => {
  it('starts the job, waits for it and opens the settlement it created', async () => {
    call.mockImplementation((route: { id: string }) => {
      if (route.id === adminSeriesRoutes.organizers.id)
        return Promise.resolve({
          page: 0,
          maxPage: 0,
          total: 1,
          rows: [{ guid: ORGANIZER, companyName: 'Běžecký klub', firstName: '', lastName: '' }],
        });
      if (route.id === billingRoutes.create.id) return Promise.resolve({ jobId: JOB });
      if (route.id === jobsRoutes.job.id)
        return Promise.resolve({
          id: JOB,
          kind: 'billingCreate',
          state: 'finished',
          result: { billingId: 12 },
        });
      return Promise.reject(new Error('unexpected'));
    });
    renderKit(
      <Routes>
        <Route path="/admin/payments/billing">
          <Route path="new" element={<BillingNew />} />
          <Route path=":id" element={<p>otevřené vyúčtování</p>} />
        </Route>
      </Routes>,
      { route: '/admin/payments/billing/new' },
    );
    fireEvent.change(screen.getByLabelText(/^Název/), { target: { value: 'Květen' } });
    await screen.findByRole('option', { name: 'Běžecký klub' });
    fireEvent.change(screen.getByLabelText(/^Pořadatel/), { target: { value: ORGANIZER } });
    for (const [label, value] of [
      ['Zaplaceno od', '01/05/2026'],
      ['Zaplaceno do', '31/05/2026'],
    ] as const) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit vyúčtování' }));
    expect(await screen.findByText('otevřené vyúčtování')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(jobsRoutes.job, { params: { id: JOB } }, expect.anything());
    expect(notified.success).toHaveBeenCalledWith('Vyúčtování č. 12 bylo vytvořeno.');
  });
});

describe('billing detail', () => {
  it('marks a line of value-change fees alone (its order billed before)', async () => {
    const line = {
      orderId: 'o1',
      variableSymbol: '2026000001',
      registratorName: 'Jana Nováková',
      email: 'jana@example.com',
      seriesName: 'Běžecký pohár',
      paymentMethod: 1,
      currency: 'CZK' as const,
      dateCreated: '2026-04-20T08:00:00.000Z',
      datePaid: '2026-05-03T09:00:00.000Z',
    };
    const fee = { changeGuid: 'c1', orderNumber: '1700000001', amount: 5_000, datePaid: line.datePaid };
    call.mockResolvedValueOnce(
      billing({
        orders: [
          {
            ...line,
            kind: 'order',
            registrations: 1,
            expected: 45_000,
            paid: 45_000,
            returned: 0,
            gatewayFee: 0,
            valueChangeFees: [],
          },
          {
            ...line,
            orderId: 'o2',
            variableSymbol: '2026000002',
            kind: 'valueChangeFees',
            registrations: 0,
            expected: 5_000,
            paid: 5_000,
            returned: 0,
            gatewayFee: 0,
            valueChangeFees: [fee],
          },
        ],
      }),
    );
    renderKit(<BillingDetail id={12} />, { route: '/admin/payments/billing/12' });
    const rows = (await screen.findAllByRole('row')).filter((r) => within(r).queryByText(/^202600000\d$/));
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).queryByText('Poplatek za změnu údajů')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Poplatek za změnu údajů')).toBeTruthy();
  });

  it('accepts after confirmation and then offers no accept or reject', async () => {
    call.mockResolvedValueOnce(billing());
    renderKit(<BillingDetail id={12} />, { route: '/admin/payments/billing/12' });
    expect(await screen.findByRole('heading', { name: 'Vyúčtování č. 12: Květen' })).toBeTruthy();
    expect(screen.getByText('Vytvořené')).toBeTruthy();
    call.mockResolvedValueOnce(billing({ confirmed: true, acceptedAt: '2026-06-02T08:00:00.000Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schválit' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(billingRoutes.accept, { params: { id: 12 } }));
    expect(await screen.findByText('Schválené')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zamítnout' })).toBeNull();
    expect(notified.success).toHaveBeenCalled();
  });
});

describe('card payment import', () => {
  it('uploads the export, starts the job and shows the result with unmatched rows', async () => {
    let polls = 0;
    call.mockImplementation((route: { id: string }) => {
      if (route.id === jobsRoutes.upload.id)
        return Promise.resolve({ uploadUrl: 'http://s3/u', method: 'PUT', headers: {}, fileKey: 'k' });
      if (route.id === adminRegistrationsRoutes.importCardPayments.id) return Promise.resolve({ jobId: JOB });
      if (route.id === jobsRoutes.job.id) {
        polls++;
        return Promise.resolve({
          id: JOB,
          kind: 'cardPaymentImport',
          state: polls > 1 ? 'finished' : 'running',
          done: polls > 1 ? 2 : 1,
          total: 2,
          result: {
            ...emptyCardImportResult(),
            processedRows: 2,
            updatedOrders: 1,
            unknownOrders: 1,
            unknown: [
              {
                line: 3,
                orderNumber: '99',
                variableSymbol: '2026999',
                amount: 10_000,
                currency: 'CZK',
                reason: 'unknownVariableSymbol',
              },
            ],
          },
          error: null,
          createdAt: '2026-01-06T08:00:00.000Z',
          createdBy: 'a1',
          createdByName: null,
          finishedAt: null,
        });
      }
      return Promise.reject(new Error('unexpected'));
    });
    upload.mockResolvedValue({ status: 200, body: '' });
    const { container } = renderKit(<CardImport />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['ORDERNUMBER;FEE'], 'gp.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByRole('progressbar', { name: 'Import plateb kartou' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(adminRegistrationsRoutes.importCardPayments, {
      body: { fileKey: 'k' },
    });
    expect(await screen.findByRole('heading', { name: 'Výsledek importu' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('card-import-updatedOrders').textContent).toBe('1');
    expect(screen.getByText(/Řádek 3: VS 2026999/)).toBeTruthy();
  });
});
