import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selfServiceRoutes } from '@shared/api/areas/self-service';
import type { SelfServiceSettings } from '@shared/self-service/race-change-schemas';
import { api } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { renderKit } from '../../../kit/test-support';
import { RaceChangeRulesPanel } from './race-change-rules-panel';

vi.mock('../../../../lib/api-client', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

const RACE = '11111111-1111-4111-8111-111111111111';
const HALF = '22222222-2222-4222-8222-222222222222';

const settings = (extra: Partial<SelfServiceSettings['selfService']> = {}): SelfServiceSettings => ({
  seriesEventSubEventId: RACE,
  version: 4,
  dateUpdated: null,
  selfService: {
    raceChange: { allowed: false, targetSubEventIds: [], until: null, fee: null },
    ...extra,
  },
  races: [
    { id: RACE, name: '10 km' },
    { id: HALF, name: 'Půlmaraton' },
  ],
});

/** The checkboxes' state machines start after the first effects: let them before clicking. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function toggle(name: string | RegExp, to: boolean) {
  const box = screen.getByRole('checkbox', { name });
  fireEvent.click(box);
  await waitFor(() =>
    expect(box.closest('label')?.getAttribute('data-state')).toBe(to ? 'checked' : 'unchecked'),
  );
}

beforeEach(() => {
  call.mockReset();
  return i18n.changeLanguage('cs');
});
afterEach(() => cleanup());

describe('race change rules panel', () => {
  it('asks for a target when changes are allowed, then saves the rules with the race version', async () => {
    // Other self-service rules of the race (e.g. transfers) go back as they were read.
    const read = { ...settings(), selfService: { ...settings().selfService, transfer: { allowed: true } } };
    call.mockImplementation(
      async (route) => (route === selfServiceRoutes.settings ? read : { ...read, version: 5 }) as never,
    );
    renderKit(<RaceChangeRulesPanel subEventGuid={RACE} />);
    await screen.findByRole('form', { name: 'Pravidla změny závodu' });
    await settle();
    await toggle('Běžci mohou sami změnit závod, kategorii nebo vlnu', true);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit pravidla změny závodu' }));
    expect(await screen.findByText(/alespoň jeden/i)).toBeTruthy();
    expect(call.mock.calls.some(([route]) => route === selfServiceRoutes.saveSettings)).toBe(false);

    await toggle('Půlmaraton', true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Poplatek za změnu/ }), {
      target: { value: '50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit pravidla změny závodu' }));
    await waitFor(() =>
      expect(call.mock.calls.some(([route]) => route === selfServiceRoutes.saveSettings)).toBe(true),
    );
    const saved = call.mock.calls.find(([route]) => route === selfServiceRoutes.saveSettings);
    expect(saved?.[1]).toEqual({
      params: { id: RACE },
      body: {
        version: 4,
        selfService: {
          raceChange: { allowed: true, targetSubEventIds: [HALF], until: null, fee: 5000 },
          transfer: { allowed: true },
        },
      },
    });
    // The rules read again after the save (the race's version moved): the form shows them.
    await waitFor(() =>
      expect(call.mock.calls.filter(([route]) => route === selfServiceRoutes.settings).length).toBe(2),
    );
  });

  it('shows the saved rules, this race as a change of category or wave (English)', async () => {
    await i18n.changeLanguage('en');
    call.mockResolvedValue(
      settings({
        raceChange: {
          allowed: true,
          targetSubEventIds: [RACE],
          until: '2027-04-30T20:00:00.000Z',
          fee: 2500,
        },
      }) as never,
    );
    renderKit(<RaceChangeRulesPanel subEventGuid={RACE} />);
    await screen.findByRole('form', { name: 'Race change rules' });
    await settle();
    const own = screen.getByRole('checkbox', { name: '10 km (category or wave only)' });
    expect((own as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Půlmaraton' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('textbox', { name: /^Fee for a change/ }) as HTMLInputElement).value).toBe('25');
    // Prague time: 20:00 UTC is 22:00 in summer.
    expect((screen.getByRole('textbox', { name: /^Changes allowed until/ }) as HTMLInputElement).value).toBe(
      '30/04/2027 22:00',
    );
  });
});
