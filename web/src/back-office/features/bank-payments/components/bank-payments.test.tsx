import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { jobsRoutes } from '@shared/api/areas/jobs';
import { paymentsRoutes } from '@shared/api/areas/payments';
import {
  emptyBankImportResult,
  type BankPaymentDetail as Payment,
} from '@shared/payments/bank-payment-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { BankPaymentDetail } from './bank-payment-detail';
import { StatementImport } from './statement-import';

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

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ORDER = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const JOB = '2c4e28ba-2fa1-41d2-883f-0016d3cca428';

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: ID,
  movementId: '26962199069',
  date: '2026-01-05',
  amount: 45000,
  currency: 'CZK',
  originAccount: '2900233333',
  originAccountName: 'Jiří Řehoř',
  originBankCode: '2010',
  constantSymbol: '',
  variableSymbol: '',
  specificSymbol: '',
  bic: '',
  message: 'startovné',
  type: 'Příjem',
  performedBy: '',
  comment: '',
  note: '',
  instructionId: '',
  status: 'unknownVariableSymbol',
  orderId: null,
  remaining: null,
  refund: null,
  importedAt: '2026-01-06T08:00:00.000Z',
  order: null,
  history: [],
  ...over,
});

const job = (state: 'running' | 'finished', done: number) => ({
  id: JOB,
  kind: 'bankStatementImport',
  state,
  done,
  total: 3,
  result:
    state === 'finished'
      ? { ...emptyBankImportResult(), processedRows: 3, updatedOrders: 2, unknownVariableSymbols: 1 }
      : null,
  error: null,
  createdAt: '2026-01-06T08:00:00.000Z',
  createdBy: 'a1',
  createdByName: 'Eva Správcová',
  finishedAt: null,
});

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  upload.mockReset();
  Object.values(notified).forEach((f) => f.mockReset());
});
afterEach(() => cleanup());

describe('statement import', () => {
  it('uploads to the presigned URL, starts the job, shows its progress and then the §8 counts', async () => {
    call.mockImplementation((route: { id: string }) => {
      if (route.id === jobsRoutes.upload.id)
        return Promise.resolve({ uploadUrl: 'http://s3/u', method: 'PUT', headers: {}, fileKey: 'k' });
      if (route.id === adminRegistrationsRoutes.uploadBankCsv.id) return Promise.resolve({ jobId: JOB });
      if (route.id === jobsRoutes.job.id)
        return Promise.resolve(
          call.mock.calls.filter(([r]) => r === jobsRoutes.job).length > 1
            ? job('finished', 3)
            : job('running', 1),
        );
      return Promise.resolve({ page: 0, maxPage: 0, total: 0, rows: [] });
    });
    upload.mockResolvedValue({ status: 200, body: '' });
    const { container } = renderKit(<StatementImport />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['ID pohybu;Datum'], 'vypis.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByRole('progressbar', { name: 'Import výpisu' })).toBeTruthy();
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ url: 'http://s3/u', method: 'PUT' });
    expect(call).toHaveBeenCalledWith(adminRegistrationsRoutes.uploadBankCsv, { body: { fileKey: 'k' } });
    expect(await screen.findByRole('heading', { name: 'Výsledek importu' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('import-processedRows').textContent).toBe('3');
    expect(screen.getByTestId('import-updatedOrders').textContent).toBe('2');
    expect(screen.getByTestId('import-unknownVariableSymbols').textContent).toBe('1');
  });

  it('an import the server gave up on ends failed with the translated message, not the progress bar running on', async () => {
    call.mockImplementation((route: { id: string }) => {
      if (route.id === jobsRoutes.upload.id)
        return Promise.resolve({ uploadUrl: 'http://s3/u', method: 'PUT', headers: {}, fileKey: 'k' });
      if (route.id === adminRegistrationsRoutes.uploadBankCsv.id) return Promise.resolve({ jobId: JOB });
      if (route.id === jobsRoutes.job.id)
        return Promise.resolve({
          ...job('running', 1),
          state: 'failed',
          error: 'jobs.unexpectedFailure',
          finishedAt: '2026-01-06T08:05:00.000Z',
        });
      return Promise.resolve({ page: 0, maxPage: 0, total: 0, rows: [] });
    });
    upload.mockResolvedValue({ status: 200, body: '' });
    const { container } = renderKit(<StatementImport />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['ID pohybu;Datum'], 'vypis.csv', { type: 'text/csv' })] },
    });
    expect(
      await screen.findByText(/^Úlohu se kvůli neočekávané chybě serveru nepodařilo dokončit\./, undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/jobs\.unexpectedFailure/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Import výpisu' }).getAttribute('aria-valuetext')).toBe(
      'Nezdařilo se',
    );
    expect(screen.queryByRole('heading', { name: 'Výsledek importu' })).toBeNull();
  });
});

describe('bank payment detail', () => {
  it('finds an order by its variable symbol and assigns the payment after confirmation', async () => {
    call.mockResolvedValueOnce(payment());
    renderKit(<BankPaymentDetail id={ID} />, { route: `/admin/payments/bank-payments/${ID}` });
    expect(await screen.findByText('Neznámý VS')).toBeTruthy();
    call.mockResolvedValueOnce({
      page: 0,
      maxPage: 0,
      total: 1,
      rows: [
        {
          id: ORDER,
          variableSymbol: '2026000123',
          registrator: { firstName: 'Jana', lastName: 'Nováková', email: 'j@example.com' },
          calculatedPrice: 45000,
          currency: 'CZK',
          paid: false,
        },
      ],
    });
    fireEvent.change(screen.getByLabelText('Variabilní symbol objednávky'), {
      target: { value: '2026 000123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Najít' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Přiřadit' }));
    const dialog = await screen.findByRole('alertdialog');
    call.mockResolvedValueOnce(
      payment({
        status: 'paid',
        orderId: ORDER,
        order: {
          id: ORDER,
          variableSymbol: '2026000123',
          registratorName: 'Jana Nováková',
          calculatedPrice: 45000,
          currency: 'CZK',
          paid: true,
          paidByThisPayment: true,
        },
        history: [
          {
            date: '2026-01-06T09:00:00.000Z',
            by: 'a1',
            byName: 'Eva Správcová',
            action: 'matched',
            changes: {},
          },
        ],
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přiřadit' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(paymentsRoutes.matchBankPayment, {
        params: { id: ID },
        body: { orderId: ORDER },
      }),
    );
    expect(call.mock.calls[1]?.[1]).toEqual({
      body: { filter: { searchText: '2026000123' }, take: 10, skip: 0 },
    });
    expect(await screen.findByText('Zaplaceno')).toBeTruthy();
    expect(screen.getByText('Eva Správcová')).toBeTruthy();
    // It paid its order: neither assign nor unmatch is offered.
    expect(screen.queryByRole('heading', { name: 'Přiřadit k objednávce' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zrušit přiřazení' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Odložit' })).toBeNull();
  });

  it('saves a note and discards the payment after confirmation; a discarded one can be taken back', async () => {
    call.mockResolvedValueOnce(payment());
    renderKit(<BankPaymentDetail id={ID} />, { route: `/admin/payments/bank-payments/${ID}` });
    const note = await screen.findByLabelText('Poznámka pro ostatní administrátory');
    fireEvent.change(note, { target: { value: ' Vrátit plátci ' } });
    call.mockResolvedValueOnce(payment({ note: 'Vrátit plátci' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit poznámku' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(paymentsRoutes.commentBankPayment, {
        params: { id: ID },
        body: { comment: 'Vrátit plátci' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Odložit' }));
    const dialog = await screen.findByRole('alertdialog');
    call.mockResolvedValueOnce(payment({ note: 'Vrátit plátci', status: 'discarded' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odložit' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(paymentsRoutes.discardBankPayment, { params: { id: ID } }),
    );
    expect(await screen.findByText('Odloženo')).toBeTruthy();
    // Discarded: not offered for assignment, only taking it back.
    expect(screen.queryByRole('heading', { name: 'Přiřadit k objednávce' })).toBeNull();
    call.mockResolvedValueOnce(payment({ note: 'Vrátit plátci' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vrátit zpět' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(paymentsRoutes.restoreBankPayment, { params: { id: ID } }),
    );
    expect(await screen.findByText('Neznámý VS')).toBeTruthy();
  });
});
