import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import {
  bankPaymentColumns,
  bankPaymentQuery,
  BankPaymentLink,
  BankPaymentList,
  crownsToMinor,
  EMPTY_BANK_PAYMENT_FILTER,
  type BankPaymentBasics,
  type BankPaymentListText,
} from './bank-payment-list';
import { renderKit } from './test-support';

type Row = BankPaymentBasics;
const row: Row = {
  id: 'p1',
  date: '2026-01-06',
  amount: 40000,
  currency: 'CZK',
  variableSymbol: '2026000123',
  originAccountName: 'Jiří Řehoř',
};
// The kit takes its words from the screen: here each text is its key.
const text = (key: BankPaymentListText) => `[${key}]`;
const money = (amount: number, currency: string) => `${amount / 100} ${currency}`;

beforeEach(async () => {
  await i18n.changeLanguage('cs');
});
afterEach(() => cleanup());

describe('the bank-payment filter', () => {
  it('reads crowns with a comma or spaces and refuses what is not an amount', () => {
    expect(crownsToMinor('1 250,50')).toBe(125050);
    expect(crownsToMinor(' ')).toBeUndefined();
    expect(crownsToMinor('-3')).toBeUndefined();
    expect(crownsToMinor('abc')).toBeUndefined();
  });

  it('sends only the bounds given, amounts in minor units, and the page', () => {
    expect(bankPaymentQuery(EMPTY_BANK_PAYMENT_FILTER, 2, 5)).toEqual({ take: 5, skip: 10 });
    expect(
      bankPaymentQuery(
        {
          searchText: ' Řehoř ',
          dateFrom: '2026-01-01',
          dateTo: '2026-01-31',
          amountFrom: '0',
          amountTo: '400',
          withMatch: 'true',
        },
        0,
        5,
      ),
    ).toEqual({
      searchText: 'Řehoř',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      amountFrom: 0,
      amountTo: 40000,
      withMatch: 'true',
      take: 5,
      skip: 0,
    });
  });
});

describe('the bank-payment list', () => {
  it('loads the first page, applies the filter on submit only and clears it back', async () => {
    const fetchPage = vi.fn().mockResolvedValue({ page: 0, maxPage: 0, total: 1, rows: [row] });
    renderKit(
      <BankPaymentList<Row>
        text={text}
        listId="kit-bank-payments"
        queryKey={['kit-test']}
        fetchPage={fetchPage}
        pageSize={5}
        columns={bankPaymentColumns<Row>(text, money)}
        rowActions={(p) => (
          <BankPaymentLink id={p.id} label={`open ${p.variableSymbol}`}>
            open
          </BankPaymentLink>
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '[heading]' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '[caption]' });
    expect(within(table).getByText('Jiří Řehoř')).toBeTruthy();
    expect(within(table).getByText('400 CZK')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'open 2026000123' }).getAttribute('href')).toBe(
      '/admin/payments/bank-payments/p1',
    );
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]?.[0]).toEqual({ take: 5, skip: 0 });

    fireEvent.change(screen.getByLabelText('[amountTo]'), { target: { value: '99,9' } });
    fireEvent.change(screen.getByLabelText('[withMatch]'), { target: { value: 'false' } });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '[apply]' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(fetchPage.mock.calls[1]?.[0]).toEqual({ amountTo: 9990, withMatch: 'false', take: 5, skip: 0 });

    fireEvent.click(screen.getByRole('button', { name: '[clear]' }));
    expect((screen.getByLabelText('[amountTo]') as HTMLInputElement).value).toBe('');
    // Back to the unfiltered list (cached from the first load and asked for again in the background).
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ take: 5, skip: 0 }, expect.anything()));
  });

  it('stands as a sub-section under a rule where asked', async () => {
    renderKit(
      <BankPaymentList<Row>
        text={text}
        listId="kit-bank-payments"
        queryKey={['kit-test-2']}
        fetchPage={() => Promise.resolve({ page: 0, maxPage: 0, total: 0, rows: [] })}
        pageSize={5}
        columns={bankPaymentColumns<Row>(text, money)}
        headingLevel="h3"
        ruled
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '[heading]' })).toBeTruthy();
    expect(await screen.findByText('[empty]')).toBeTruthy();
  });
});
