import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subevent } from '@shared/back-office/race-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { CurrencyPricesPanel, priceChanges, pricedRows } from './currency-prices-panel';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn().mockResolvedValue([]) } }));

const RACE = '11111111-1111-4111-8111-111111111111';
const CATEGORY = '22222222-2222-4222-8222-222222222222';
const PRICING = '33333333-3333-4333-8333-333333333333';
const WAVE = '44444444-4444-4444-8444-444444444444';

const race = {
  guid: RACE,
  categories: [
    {
      guid: CATEGORY,
      name: 'Dospělí',
      prices: { CZK: 45000, EUR: 1800 },
      version: 2,
      pricings: [{ guid: PRICING, name: 'Early bird', prices: { CZK: 35000 }, version: 1 }],
    },
  ],
  waves: [{ guid: WAVE, name: 'Vlna A', prices: { EUR: 500 }, version: 4 }],
} as unknown as Subevent;

beforeEach(() => {
  vi.mocked(api.call).mockClear();
  return i18n.changeLanguage('cs');
});
afterEach(() => cleanup());

describe('prices by currency', () => {
  it('splits the typed prices of one currency into new, changed and removed ones', () => {
    const rows = pricedRows(race);
    expect(rows.map((r) => r.name)).toEqual(['Dospělí', 'Dospělí · Early bird', 'Vlna A']);
    expect(priceChanges(rows, 'EUR', { [CATEGORY]: '19', [PRICING]: '14,50', [WAVE]: ' ' })).toEqual({
      invalid: [],
      creates: [{ targetType: 'pricing', targetId: PRICING, currency: 'EUR', price: 1450 }],
      updates: [{ id: `${CATEGORY}.EUR`, price: 1900, version: 2 }],
      removes: [rows[2]],
    });
    expect(priceChanges(rows, 'EUR', { [PRICING]: '14.555' }).invalid).toEqual([PRICING]);
  });

  it('saves a new EUR price of a pricing tier through create-many, and refuses a malformed amount', async () => {
    renderKit(<CurrencyPricesPanel race={race} currencies={['CZK', 'EUR']} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Měna' }), { target: { value: 'EUR' } });
    const early = screen.getByRole('textbox', { name: /Early bird/ });
    fireEvent.change(early, { target: { value: '14,5x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit ceny v EUR' }));
    await waitFor(() => expect(early.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Zadejte částku, např. 450 nebo 18,50.')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();

    fireEvent.change(early, { target: { value: '14,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit ceny v EUR' }));
    await waitFor(() => expect(api.call).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.call).mock.calls[0]?.[1]).toEqual({
      body: {
        seriesEventSubEventId: RACE,
        items: [{ targetType: 'pricing', targetId: PRICING, currency: 'EUR', price: 1450 }],
      },
    });
  });
});
