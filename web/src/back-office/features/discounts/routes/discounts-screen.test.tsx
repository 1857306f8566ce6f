import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import type { DiscountView } from '@shared/back-office/discount-schemas';
import type { RouteDef } from '@shared/api/route-types';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { setSessionUser } from '../../../../lib/session';
import { renderKit } from '../../../kit/test-support';
import DiscountsScreen from './discounts-screen';

const SERIES = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const code = (over: Partial<DiscountView>): DiscountView => ({
  seriesGuid: SERIES,
  code: 'JARO10',
  description: 'Jarní sleva',
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
  ...over,
});

// Whole forms and lists render here: on a busy CI machine one test can take several seconds.
vi.setConfig({ testTimeout: 20_000 });

const call = vi.spyOn(api, 'call');

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  call.mockImplementation(((route: RouteDef) => {
    if (route === eventManagerRoutes.series)
      return Promise.resolve({
        page: 0,
        maxPage: 0,
        total: 1,
        rows: [
          {
            guid: SERIES,
            name: 'Pražský pohár',
            dateFrom: '2027-01-01',
            dateTo: '2027-12-31',
            allowOnHomepage: true,
            access: 'all',
          },
        ],
      });
    if (route === adminSeriesRoutes.discounts || route === eventManagerRoutes.discounts)
      return Promise.resolve({
        page: 0,
        maxPage: 0,
        total: 2,
        rows: [code({ usageLimit: 3, used: 1 }), code({ code: 'KLUB', used: 4 })],
      });
    return Promise.resolve({ ok: true });
  }) as unknown as typeof api.call);
});
afterEach(() => {
  cleanup();
  setSessionUser(null);
});

describe('discount codes screen', () => {
  it('lists the codes of the chosen series with their usage and deletes one after confirmation', async () => {
    renderKit(<DiscountsScreen area="admin" />, { route: `/?series=${SERIES}` });
    const table = await screen.findByRole('table', { name: 'Slevové kódy série' });
    const jaro = (await within(table).findByRole('rowheader', { name: 'JARO10' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(jaro).getByText('1 z 3')).toBeTruthy();
    const klub = within(table).getByRole('rowheader', { name: 'KLUB' }).closest('tr') as HTMLElement;
    expect(within(klub).getByText('4')).toBeTruthy();

    fireEvent.click(within(klub).getByRole('button', { name: 'Smazat kód KLUB' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Kód už byl použit \(4×\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Smazat kód' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.deleteDiscount, {
        params: { id: 'KLUB' },
        query: { seriesGuid: SERIES },
      }),
    );
  });

  it('says a used code was archived, lists archived codes under their filter and restores one', async () => {
    const success = vi.spyOn(notify, 'success');
    const series = call.getMockImplementation() as unknown as (route: RouteDef) => Promise<unknown>;
    call.mockImplementation(((route: RouteDef, input: { query?: { state?: string } }) => {
      if (route === eventManagerRoutes.series) return series(route);
      if (route === adminSeriesRoutes.deleteDiscount)
        return Promise.resolve({ deleted: false, archived: true });
      if (route === adminSeriesRoutes.discounts)
        return Promise.resolve({
          page: 0,
          maxPage: 0,
          total: 1,
          rows: [code({ code: 'KLUB', used: 4, archived: input.query?.state === 'archived' })],
        });
      return Promise.resolve(code({ code: 'KLUB', used: 4 }));
    }) as unknown as typeof api.call);
    renderKit(<DiscountsScreen area="admin" />, { route: `/?series=${SERIES}` });
    const table = await screen.findByRole('table', { name: 'Slevové kódy série' });
    // The list asks for the codes in use unless the filter says otherwise.
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        adminSeriesRoutes.discounts,
        expect.objectContaining({ query: expect.objectContaining({ state: 'inUse' }) }),
        expect.anything(),
      ),
    );
    const klub = (await within(table).findByRole('rowheader', { name: 'KLUB' })).closest('tr') as HTMLElement;
    fireEvent.click(within(klub).getByRole('button', { name: 'Smazat kód KLUB' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat kód' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Kód KLUB byl použit, a proto archivován.'));

    cleanup();
    renderKit(<DiscountsScreen area="admin" />, { route: `/?series=${SERIES}&state=archived` });
    const archived = await screen.findByRole('table', { name: 'Slevové kódy série' });
    const row = (await within(archived).findByRole('rowheader', { name: /KLUB/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('archivovaný')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Smazat kód KLUB' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Obnovit kód KLUB' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.restoreDiscount, {
        params: { id: 'KLUB' },
        query: { seriesGuid: SERIES },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Kód KLUB byl obnoven a opět platí.'));
  });

  it('asks an admin for a series first', async () => {
    renderKit(<DiscountsScreen area="admin" />, { route: '/' });
    expect(await screen.findByText('Vyberte sérii a použijte filtr.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(adminSeriesRoutes.discounts, expect.anything(), expect.anything());
  });

  it('shows an event manager the codes of all his series, each with its series, in English too', async () => {
    await i18n.changeLanguage('en');
    setSessionUser({
      userId: '11111111-1111-4111-8111-111111111111',
      firstName: 'Eva',
      lastName: 'Manažerka',
      email: 'eva@example.com',
      language: 'en',
      roles: ['user', 'event_manager'],
      emailConfirmed: true,
      lastLogin: null,
    });
    renderKit(<DiscountsScreen area="eventManager" />, { route: '/' });
    const table = await screen.findByRole('table', { name: 'Discount codes of the series' });
    const jaro = (await within(table).findByRole('rowheader', { name: 'JARO10' })).closest(
      'tr',
    ) as HTMLElement;
    expect(await within(jaro).findByText('Pražský pohár')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      eventManagerRoutes.discounts,
      expect.objectContaining({ query: expect.not.objectContaining({ seriesGuid: expect.anything() }) }),
      expect.anything(),
    );
    expect(call).not.toHaveBeenCalledWith(adminSeriesRoutes.discounts, expect.anything(), expect.anything());
    // adding codes needs a series
    expect(screen.queryByRole('button', { name: 'New code' })).toBeNull();
    fireEvent.click(within(jaro).getByRole('button', { name: 'Delete code JARO10' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete code' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.deleteDiscount, {
        params: { id: 'JARO10' },
        query: { seriesGuid: SERIES },
      }),
    );
  });
});
