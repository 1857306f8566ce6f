import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailsRoutes } from '@shared/api/areas/emails';
import type { GroupEmail } from '@shared/emails/group-email-schemas';
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

describe('sent group e-mails list', () => {
  it('shows the §2 default columns, hides the rest until chosen, and the live progress', async () => {
    const { body: _body, ...row } = email();
    call.mockResolvedValue({ page: 0, maxPage: 0, total: 1, rows: [row] });
    renderKit(<GroupEmailsList />, { route: '/admin/sent-group-emails' });
    const table = await screen.findByRole('table', { name: 'Odeslané hromadné e-maily' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
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
    for (const hidden of ['Zaplacené', 'Propadlé', 'Zrušené', 'Smazané', 'IP adresa'])
      expect(headers).not.toContain(hidden);
    expect(within(table).getByRole('progressbar', { name: 'Odesílá se' })).toBeTruthy();
    expect(within(table).getByText('15 / 40')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Příjemci e-mailu 12' }).getAttribute('href')).toBe(
      '/12#entries',
    );
    expect(call.mock.calls[0]?.[0]).toBe(emailsRoutes.sentGroupEmails);
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
    const EVENT = '11111111-1111-4111-8111-111111111111';
    const RACE = '22222222-2222-4222-8222-222222222222';
    const WOMEN = '33333333-3333-4333-8333-333333333333';
    const WAVE = '44444444-4444-4444-8444-444444444444';
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
