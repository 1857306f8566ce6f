import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { RouteDef } from '@shared/api/route-types';
import type { TeamRow } from '@shared/back-office/team-admin-schemas';
import { api, ApiError } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import SeriesTeamsTab from '../routes/series-teams-tab';

const SERIES = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const row = (over: Partial<TeamRow>): TeamRow => ({
  guid: '1b0c6f4e-0000-4000-8000-000000000001',
  name: 'Rychlí šneci',
  kind: 'team',
  managerEmail: 'kapitan@example.com',
  seriesGuid: SERIES,
  seriesEventGuid: '1b0c6f4e-0000-4000-8000-0000000000e1',
  eventName: 'Jarní desítka',
  subEventGuid: '1b0c6f4e-0000-4000-8000-0000000000s1',
  subEventName: 'Firemní běh týmů',
  members: 2,
  placesTaken: 2,
  placesFree: 3,
  membersFrom: 3,
  membersTo: 5,
  membersMissing: 1,
  incomplete: true,
  paidState: 'partly',
  dateCreated: '2027-03-01T10:00:00.000Z',
  ...over,
});

const RACE = {
  guid: row({}).subEventGuid,
  name: 'Firemní běh týmů',
  eventName: 'Jarní desítka',
  kind: 'team' as const,
};

vi.setConfig({ testTimeout: 20_000 });

const call = vi.spyOn(api, 'call');
const empty = row({
  guid: '1b0c6f4e-0000-4000-8000-000000000002',
  name: 'Prázdný tým',
  members: 0,
  placesTaken: 0,
  placesFree: 5,
  membersMissing: 3,
  paidState: 'unpaid',
});

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  call.mockReset();
  call.mockImplementation(((route: RouteDef) => {
    if (route === adminSeriesRoutes.teams)
      return Promise.resolve({ page: 0, maxPage: 0, total: 2, rows: [row({}), empty], races: [RACE] });
    if (route === adminSeriesRoutes.updateTeam) return Promise.resolve(row({ name: 'Rychlé želvy' }));
    return Promise.resolve({ ok: true });
  }) as unknown as typeof api.call);
});
afterEach(() => cleanup());

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

/** Renders the tab and opens the edit form of the first team. */
async function openTeamForm() {
  renderKit(<SeriesTeamsTab seriesId={SERIES} />, { route: '/' });
  fireEvent.click(
    within(await rowOf('Rychlí šneci')).getByRole('button', { name: 'Upravit tým Rychlí šneci' }),
  );
  return screen.findByRole('form', { name: 'Tým Rychlí šneci' });
}

describe('series teams tab', () => {
  it('lists the teams with places, paid state and the incomplete flag', async () => {
    renderKit(<SeriesTeamsTab seriesId={SERIES} />, { route: '/' });
    const team = await rowOf('Rychlí šneci');
    expect(within(team).getByText('Jarní desítka – Firemní běh týmů')).toBeTruthy();
    expect(within(team).getByText('2 obsazeno, 3 volných')).toBeTruthy();
    expect(within(team).getByText('Zaplaceno částečně')).toBeTruthy();
    expect(within(team).getByText('Neúplný: chybí 1 člen')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      adminSeriesRoutes.teams,
      { params: { id: SERIES }, query: expect.objectContaining({ take: 30, skip: 0 }) },
      expect.anything(),
    );
  });

  it('sends the edited team and shows the server refusal of a taken name', async () => {
    call.mockImplementation(((route: RouteDef) => {
      if (route === adminSeriesRoutes.teams)
        return Promise.resolve({ page: 0, maxPage: 0, total: 1, rows: [row({})] });
      if (route === adminSeriesRoutes.updateTeam)
        return Promise.reject(
          new ApiError('http', 'Tým s tímto názvem už v závodě existuje.', 409, 'PUT x', {
            code: 'teams.nameTaken',
            message: 'Tým s tímto názvem už v závodě existuje.',
          }),
        );
      return Promise.resolve({ ok: true });
    }) as unknown as typeof api.call);
    const form = await openTeamForm();
    fireEvent.change(within(form).getByLabelText(/Název týmu/), { target: { value: 'Obsazený' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.updateTeam, {
        params: { id: row({}).guid },
        body: { name: 'Obsazený', managerEmail: 'kapitan@example.com', resetPin: false, capacity: 5 },
      }),
    );
    expect(await screen.findByText('Tým s tímto názvem už v závodě existuje.')).toBeTruthy();
  });

  it('filters by race: the race options come with the list, the choice goes to the server', async () => {
    renderKit(<SeriesTeamsTab seriesId={SERIES} />, { route: '/' });
    await rowOf('Rychlí šneci');
    const race = await screen.findByRole('combobox', { name: 'Závod' });
    await waitFor(() =>
      expect(within(race).getByRole('option', { name: 'Jarní desítka – Firemní běh týmů' })).toBeTruthy(),
    );
    fireEvent.change(race, { target: { value: RACE.guid } });
    fireEvent.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        adminSeriesRoutes.teams,
        { params: { id: SERIES }, query: expect.objectContaining({ subEventGuid: RACE.guid }) },
        expect.anything(),
      ),
    );
  });

  it('changes the capacity (empty = unlimited) and shows the refusal below the members', async () => {
    call.mockImplementation(((route: RouteDef) => {
      if (route === adminSeriesRoutes.teams)
        return Promise.resolve({ page: 0, maxPage: 0, total: 1, rows: [row({})], races: [RACE] });
      if (route === adminSeriesRoutes.updateTeam)
        return Promise.reject(
          new ApiError(
            'http',
            'Kapacitu týmu nelze snížit na 1: místa v týmu už drží 2 členů.',
            409,
            'PUT x',
            {
              code: 'teams.capacityBelowMembers',
              message: 'Kapacitu týmu nelze snížit na 1: místa v týmu už drží 2 členů.',
            },
          ),
        );
      return Promise.resolve({ ok: true });
    }) as unknown as typeof api.call);
    const form = await openTeamForm();
    const capacity = within(form).getByLabelText(/Kapacita týmu/);
    expect((capacity as HTMLInputElement).value).toBe('5');
    fireEvent.change(capacity, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.updateTeam, {
        params: { id: row({}).guid },
        body: expect.objectContaining({ capacity: null }),
      }),
    );
    fireEvent.change(capacity, { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.updateTeam, {
        params: { id: row({}).guid },
        body: expect.objectContaining({ capacity: 1 }),
      }),
    );
    expect(await screen.findByText(/místa v týmu už drží 2 členů/)).toBeTruthy();
  });

  it('offers to close the team at the places its members hold and saves that capacity when confirmed', async () => {
    const refusal = (used: number) =>
      new ApiError(
        'http',
        `Kapacitu týmu nelze snížit na 1: místa v týmu už drží ${used} členů.`,
        409,
        'PUT x',
        {
          code: 'teams.capacityBelowMembers',
          message: `Kapacitu týmu nelze snížit na 1: místa v týmu už drží ${used} členů.`,
          params: { capacity: 1, used },
        },
      );
    const sent: unknown[] = [];
    call.mockImplementation(((route: RouteDef, input: { body: { capacity: number | null } }) => {
      if (route === adminSeriesRoutes.teams)
        return Promise.resolve({ page: 0, maxPage: 0, total: 1, rows: [row({})], races: [RACE] });
      if (route === adminSeriesRoutes.updateTeam) {
        sent.push(input.body.capacity);
        // Below the two members' places: refused; at them: saved.
        return input.body.capacity === 2
          ? Promise.resolve(row({ membersTo: 2 }))
          : Promise.reject(refusal(2));
      }
      return Promise.resolve({ ok: true });
    }) as unknown as typeof api.call);
    const form = await openTeamForm();
    fireEvent.change(within(form).getByLabelText(/Kapacita týmu/), { target: { value: '1' } });

    // Declined: nothing more is sent and the form shows the refusal.
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('místa v týmu už drží 2 členů');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(await within(form).findByText(/místa v týmu už drží 2 členů/)).toBeTruthy();
    expect(sent).toEqual([1]);

    // Confirmed: saved again with the capacity at the places held.
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uzavřít tým při 2 (obsazená místa)' }));
    await waitFor(() => expect(sent).toEqual([1, 1, 2]));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Tým Rychlí šneci' })).toBeNull());
  });

  it('deletes a team after confirmation and warns when it has members', async () => {
    renderKit(<SeriesTeamsTab seriesId={SERIES} />, { route: '/' });
    fireEvent.click(
      within(await rowOf('Rychlí šneci')).getByRole('button', { name: 'Smazat tým Rychlí šneci' }),
    );
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Tým má 2 registrované členy/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(
      within(await rowOf('Prázdný tým')).getByRole('button', { name: 'Smazat tým Prázdný tým' }),
    );
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Smazat tým' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(adminSeriesRoutes.deleteTeam, { params: { id: empty.guid } }),
    );
  });
});
