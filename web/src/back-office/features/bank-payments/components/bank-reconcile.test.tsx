import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import {
  emptyBankImportResult,
  type BankPaymentDetail as Payment,
} from '@shared/payments/bank-payment-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { BankPaymentDetail } from './bank-payment-detail';
import { ImportResult } from './statement-import';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({
  api: { call },
  isApiError: (e: unknown) => e instanceof Error,
}));

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

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
  message: 'za 1111111111 a 2222222222',
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

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
});
afterEach(() => cleanup());

describe('reconciliation in the import result', () => {
  it('counts the rows matched by a VS found in the message', () => {
    renderKit(
      <ImportResult result={{ ...emptyBankImportResult(), processedRows: 2, matchedByMessage: 1 }} />,
    );
    expect(screen.getByText('Přiřazeno podle VS nalezeného ve zprávě')).toBeTruthy();
    expect(screen.getByTestId('import-matchedByMessage').textContent).toBe('1');
  });

  it('says plainly that a file is no bank statement, in Czech and in English', async () => {
    const result = { ...emptyBankImportResult(), format: 'unknown', notBankStatement: true };
    renderKit(<ImportResult result={result} />);
    expect(screen.getByRole('alert').textContent).toMatch(/^Nejde o bankovní výpis: formát nebyl rozpoznán/);
    expect(screen.queryByText('Chybějící sloupce')).toBeNull();
    cleanup();
    await i18n.changeLanguage('en');
    renderKit(<ImportResult result={result} />);
    expect(screen.getByRole('alert').textContent).toMatch(/^Not a bank statement: format not recognised/);
  });
});

describe('hand assignment with the symbols found in the message', () => {
  it('lists the candidates; choosing one searches for its order', async () => {
    call.mockResolvedValueOnce(payment({ messageCandidates: ['1111111111', '2222222222'] }));
    renderKit(<BankPaymentDetail id={ID} />, { route: `/admin/payments/bank-payments/${ID}` });
    expect(
      await screen.findByRole('heading', { name: 'Variabilní symboly nalezené ve zprávě' }),
    ).toBeTruthy();
    call.mockResolvedValueOnce({ page: 0, maxPage: 0, total: 0, rows: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Vyhledat VS 2222222222' }));
    expect(await screen.findByText('Objednávka s tímto variabilním symbolem neexistuje.')).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith(adminRegistrationsRoutes.list, {
      body: { filter: { searchText: '2222222222' }, take: 10, skip: 0 },
    });
    expect((screen.getByLabelText('Variabilní symbol objednávky') as HTMLInputElement).value).toBe(
      '2222222222',
    );
  });

  it('says where a VS found in the message came from', async () => {
    call.mockResolvedValueOnce(
      payment({ status: 'paid', variableSymbol: '1111111111', statementVariableSymbol: '' }),
    );
    renderKit(<BankPaymentDetail id={ID} />, { route: `/admin/payments/bank-payments/${ID}` });
    expect(await screen.findByText(/VS nalezen ve zprávě pro příjemce \(VS z výpisu: —\)/)).toBeTruthy();
  });
});
