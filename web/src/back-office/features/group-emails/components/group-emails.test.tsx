import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailsRoutes } from '@shared/api/areas/emails';
import type { GroupEmail, GroupEmailRow } from '@shared/emails/group-email-schemas';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { GroupEmailDetail } from './group-email-detail';
import { GroupEmailsList } from './group-emails-list';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api-client', () => ({
  api: { call },
  isApiError: (e: unknown) => e instanceof Error,
}));

const email = (over: Partial<GroupEmail> = {}): GroupEmail => ({
  id: 12,
  subject: 'Pokyny před startem',
  body: '<p>Dobrý den</p>',
  seriesId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  seriesName: 'Běžecký pohár',
  seriesEventId: null,
  seriesSubEventId: null,
  seriesCategoryId: null,
  seriesWaveId: null,
  searchText: 'Novák',
  dateFrom: null,
  dateTo: null,
  paid: true,
  expired: null,
  cancelled: false,
  deleted: null,
  issued: null,
  createdAt: '2027-03-01T10:00:00.000Z',
  createdBy: 'a1',
  createdByName: 'Eva Správcová',
  ipAddress: '203.0.113.7',
  total: 40,
  sent: 15,
  state: 'sending',
  ...over,
});

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  localStorage.clear();
});
afterEach(() => cleanup());

const EVENT = '11111111-1111-4111-8111-111111111111';
const RACE = '22222222-2222-4222-8222-222222222222';
const WOMEN = '33333333-3333-4333-8333-333333333333';
const WAVE = '44444444-4444-4444-8444-444444444444';

const row = (over: Partial<GroupEmailRow> = {}): GroupEmailRow => {
  const { body: _body, ...rest } = email();
  return {
    ...rest,
    seriesEventName: null,
    seriesSubEventName: null,
    seriesCategoryName: null,
    seriesWaveName: null,
    ...over,
  };
};

/** The list's answer for the list route; the permitted catalogue for the filters. */
const answer = (rows: GroupEmailRow[]) =>
  call.mockImplementation((route: { id: string }) => {
    if (route.id === emailsRoutes.sentGroupEmails.id)
      return Promise.resolve({ page: 0, maxPage: 0, total: rows.length, rows });
    if (route.id === 'eventManager.series')
      return Promise.resolve({
        page: 0,
        maxPage: 0,
        total: 1,
        rows: [{ guid: email().seriesId, name: 'Běžecký pohár' }],
      });
    if (route.id === 'eventManager.events')
      return Promise.resolve({
        page: 0,
        maxPage: 0,
        total: 1,
        rows: [
          { guid: EVENT, name: 'Jarní desítka', seriesGuid: email().seriesId, seriesName: 'Běžecký pohár' },
        ],
      });
    if (route.id === 'adminSeries.subEvents')
      return Promise.resolve([
        {
          guid: RACE,
          name: '10 km',
          categories: [{ guid: WOMEN, name: 'Ženy' }],
          waves: [{ guid: WAVE, name: 'Vlna A' }],
        },
      ]);
    return Promise.reject(new Error(`unexpected ${route.id}`));
  });

const listCalls = () =>
  call.mock.calls.filter(([route]) => (route as { id: string }).id === emailsRoutes.sentGroupEmails.id);

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('sent group e-mails list', () => {
  it('shows the §2 default columns, hides the rest until chosen, and the live progress', async () => {
    answer([row()]);
    renderKit(<GroupEmailsList />, { route: '/admin/sent-group-emails' });
    const table = await screen.findByRole('table', { name: 'Odeslané hromadné e-maily' });
    const headers = headersOf(table);
    for (const shown of [
      'ID',
      'Předmět',
      'Vytvořil',
      'Seriál',
      'Odesláno',
      'Období registrací',
      'Hledaný text',
    ])
      expect(headers).toContain(shown);
    for (const hidden of [
      'Zaplacené',
      'Propadlé',
      'Zrušené',
      'Smazané',
      'IP adresa',
      'Závod',
      'Kategorie',
      'Vlna',
    ])
      expect(headers).not.toContain(hidden);
    // The row actions' column (visually hidden) is "Možnosti", so "Akce" names the event alone.
    expect(headers).toContain('Možnosti');
    expect(headers).not.toContain('Akce');
    expect(within(table).getByRole('progressbar', { name: 'Odesílá se' })).toBeTruthy();
    expect(within(table).getByText('15 / 40')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Příjemci e-mailu 12' }).getAttribute('href')).toBe(
      '/12#entries',
    );
    expect(listCalls()).toHaveLength(1);
  });

  it('offers the event, race, category and wave in the column chooser and names them when chosen', async () => {
    answer([
      row({
        seriesEventId: EVENT,
        seriesEventName: 'Jarní desítka',
        seriesSubEventId: RACE,
        seriesSubEventName: '10 km',
        seriesCategoryId: WOMEN,
        seriesCategoryName: 'Ženy',
        seriesWaveId: WAVE,
        seriesWaveName: 'Vlna A',
      }),
      // A race removed since keeps its id.
      row({ id: 11, seriesEventId: EVENT, seriesEventName: 'Jarní desítka', seriesSubEventId: RACE }),
    ]);
    renderKit(<GroupEmailsList />, { route: '/admin/sent-group-emails' });
    const table = await screen.findByRole('table', { name: 'Odeslané hromadné e-maily' });
    expect(within(table).queryByText('Jarní desítka')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sloupce' }));
    });
    const menu = await screen.findByRole('menu');
    for (const name of ['Akce', 'Závod', 'Kategorie', 'Vlna']) {
      const item = within(menu).getByRole('menuitemcheckbox', { name });
      expect(item.getAttribute('aria-checked')).toBe('false');
      await act(async () => {
        fireEvent.click(item);
      });
    }
    await waitFor(() =>
      expect(headersOf(table)).toEqual(expect.arrayContaining(['Akce', 'Závod', 'Kategorie', 'Vlna'])),
    );
    const [first, second] = within(table).getAllByRole('row').slice(1);
    for (const name of ['Jarní desítka', '10 km', 'Ženy', 'Vlna A'])
      expect(within(first!).getByText(name)).toBeTruthy();
    expect(within(second!).getByText('Jarní desítka')).toBeTruthy();
    expect(within(second!).getByText(RACE)).toBeTruthy();
    // Names come with the list's answer: no catalogue read per row.
    expect(
      call.mock.calls.some(([route]) => (route as { id: string }).id === 'adminSeries.seriesOrEvents'),
    ).toBe(false);
  });

  it('filters by the event, race, category and wave in the address', async () => {
    answer([]);
    renderKit(<GroupEmailsList />, {
      route: `/admin/sent-group-emails?seriesEventId=${EVENT}&seriesSubEventId=${RACE}&seriesCategoryId=${WOMEN}&seriesWaveId=${WAVE}`,
    });
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(listCalls()[0]?.[1]).toMatchObject({
      query: { seriesEventId: EVENT, seriesSubEventId: RACE, seriesCategoryId: WOMEN, seriesWaveId: WAVE },
    });
    expect(screen.getByRole('combobox', { name: 'Akce' })).toBeTruthy();
  });
});

describe('group e-mail detail', () => {
  it('shows the filter it was sent to and its entries', async () => {
    call.mockImplementation((route: { id: string }) =>
      Promise.resolve(
        route.id === emailsRoutes.sentGroupEmail.id
          ? email({ sent: 40 })
          : {
              page: 0,
              maxPage: 0,
              total: 1,
              rows: [
                {
                  id: 1,
                  email: 'jan.novak@example.cz',
                  orderId: 'o1',
                  sent: true,
                  lastAttempt: '2027-03-01T10:00:05.000Z',
                  attemptCount: 1,
                },
              ],
            },
      ),
    );
    renderKit(<GroupEmailDetail id="12" />, { route: '/admin/sent-group-emails/12' });
    expect(
      await screen.findByRole('heading', { name: 'Hromadný e-mail 12: Pokyny před startem' }),
    ).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByText('40 / 40')).toBeTruthy();
    const entries = await screen.findByRole('table', { name: 'Příjemci hromadného e-mailu' });
    expect(within(entries).getByText('jan.novak@example.cz')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      emailsRoutes.sentGroupEmailEntries,
      expect.objectContaining({ params: { id: '12' } }),
      expect.anything(),
    );
  });

  it('names the event, race, category and wave it was narrowed to', async () => {
    call.mockImplementation((route: { id: string }) => {
      if (route.id === emailsRoutes.sentGroupEmail.id)
        return Promise.resolve(
          email({
            seriesEventId: EVENT,
            seriesSubEventId: RACE,
            seriesCategoryId: WOMEN,
            seriesWaveId: WAVE,
          }),
        );
      if (route.id === 'adminSeries.seriesOrEvents')
        return Promise.resolve([
          {
            kind: 'event',
            guid: EVENT,
            name: 'Jarní desítka',
            seriesGuid: 's',
            seriesName: 'Pohár',
            dateFrom: '',
          },
        ]);
      if (route.id === 'adminSeries.subEvents')
        return Promise.resolve([
          {
            guid: RACE,
            name: '10 km',
            categories: [{ guid: WOMEN, name: 'Ženy' }],
            waves: [{ guid: WAVE, name: 'Vlna A' }],
          },
        ]);
      return Promise.resolve({ page: 0, maxPage: 0, total: 0, rows: [] });
    });
    renderKit(<GroupEmailDetail id="12" />, { route: '/admin/sent-group-emails/12' });
    expect(await screen.findByText('Jarní desítka')).toBeTruthy();
    expect(await screen.findByText('10 km')).toBeTruthy();
    expect(screen.getByText('Ženy')).toBeTruthy();
    expect(screen.getByText('Vlna A')).toBeTruthy();
    for (const label of ['Akce', 'Závod', 'Kategorie', 'Vlna']) expect(screen.getByText(label)).toBeTruthy();
  });
});
