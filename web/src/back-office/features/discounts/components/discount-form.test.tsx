import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import type { RouteDef } from '@shared/api/route-types';
import type { DiscountView } from '@shared/back-office/discount-schemas';
import { api, ApiError } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { DiscountForm } from './discount-form';
import { GenerateForm } from './generate-form';

const SERIES = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const saved: DiscountView = {
  seriesGuid: SERIES,
  code: 'JARO10',
  description: '',
  price: '10%',
  currency: 'CZK',
  discountRange: 3,
  codeRange: 3,
  usageLimit: 0,
  validFrom: null,
  validTo: null,
  scope: {},
  exceptions: {},
  used: 0,
  archived: false,
};

// Whole forms and lists render here: on a busy CI machine one test can take several seconds.
vi.setConfig({ testTimeout: 20_000 });

const call = vi.spyOn(api, 'call');
const EVENT = '7f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const events = {
  page: 0,
  maxPage: 0,
  total: 1,
  rows: [
    {
      guid: EVENT,
      name: 'Desítka Stromovka',
      seriesGuid: SERIES,
      seriesName: 'Pražský pohár',
      location: 'Praha',
      dateFrom: '2027-05-01T08:00:00.000Z',
      dateTo: '2027-05-01T16:00:00.000Z',
      allowOnHomepage: true,
    },
  ],
};
/** The save calls (the form also loads the series' events for its scope). */
const save = vi.fn();
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  save.mockReset();
  call.mockImplementation(((route: RouteDef, input: unknown) =>
    route === eventManagerRoutes.events
      ? Promise.resolve(events)
      : save(route, input)) as unknown as typeof api.call);
});
afterEach(() => cleanup());

describe('discount form', () => {
  it('shows a formula problem as it is typed, and its fix clears it', async () => {
    renderKit(<DiscountForm seriesGuid={SERIES} onDone={() => undefined} />);
    type(/^Sleva \(částka nebo vzorec\)/, '10 + * 2');
    expect(await screen.findByText('Vzorec obsahuje neplatný výraz „*“ na pozici 6.')).toBeTruthy();
    type(/^Sleva \(částka nebo vzorec\)/, '(10% + 50');
    expect(await screen.findByText('Vzorec má nevyrovnané závorky.')).toBeTruthy();
    type(/^Sleva \(částka nebo vzorec\)/, '(10% + 50) / 2');
    await waitFor(() => expect(screen.queryByText('Vzorec má nevyrovnané závorky.')).toBeNull());
  });

  it('creates the code in the series (upper-case) and puts a taken code back on its field', async () => {
    const done = vi.fn();
    save.mockRejectedValueOnce(
      new ApiError('http', 'taken', 400, 'POST admin/series/discounts', {
        code: 'discounts.codeTaken',
        message: 'Kód „JARO10“ už v této sérii existuje.',
        validationErrors: [{ field: 'body.code', errors: ['Kód „JARO10“ už v této sérii existuje.'] }],
      }),
    );
    renderKit(<DiscountForm seriesGuid={SERIES} onDone={done} />);
    type(/^Kód/, 'jaro10');
    type(/^Sleva \(částka nebo vzorec\)/, '10%');
    const only = within(screen.getByRole('group', { name: 'Platí jen pro akce' }));
    fireEvent.click(await only.findByRole('checkbox', { name: 'Desítka Stromovka' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findAllByText('Kód „JARO10“ už v této sérii existuje.')).not.toHaveLength(0);
    expect(save.mock.calls[0]?.[0]).toBe(adminSeriesRoutes.createDiscount);
    expect(save.mock.calls[0]?.[1]).toMatchObject({
      body: {
        seriesGuid: SERIES,
        code: 'JARO10',
        price: '10%',
        currency: 'CZK',
        usageLimit: 0,
        scope: { eventGuids: [EVENT] },
        exceptions: {},
      },
    });
    expect(done).not.toHaveBeenCalled();

    save.mockResolvedValueOnce(saved);
    type(/^Kód/, 'jaro11');
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
  });

  it('updates an edited code under its old code', async () => {
    save.mockResolvedValue({ ...saved, code: 'LETO10' });
    const done = vi.fn();
    renderKit(<DiscountForm seriesGuid={SERIES} discount={saved} onDone={done} />);
    type(/^Kód/, 'leto10');
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toBe(adminSeriesRoutes.updateDiscount);
    expect(save.mock.calls[0]?.[1]).toMatchObject({ params: { id: 'JARO10' }, body: { code: 'LETO10' } });
  });

  it('generates codes from a pattern and shows them', async () => {
    save.mockResolvedValue({ codes: ['JARO-AB12', 'JARO-CD34'] });
    renderKit(<GenerateForm seriesGuid={SERIES} onDone={() => undefined} />);
    type(/^Vzor/, 'JARO');
    expect(await screen.findByText(/Vzor musí obsahovat alespoň jeden zástupný znak/)).toBeTruthy();
    type(/^Vzor/, 'JARO-@@##');
    type(/^Počet kódů/, '2');
    type(/^Sleva \(částka nebo vzorec\)/, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Vygenerovat' }));
    expect(await screen.findByText('Vygenerováno kódů: 2.')).toBeTruthy();
    expect(screen.getByLabelText('Vygenerované kódy').textContent).toBe('JARO-AB12\nJARO-CD34');
    expect(save.mock.calls[0]?.[1]).toMatchObject({
      params: { id: SERIES },
      body: { pattern: 'JARO-@@##', count: 2 },
    });
  });
});
