import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelayRacer, RelayTeam } from '@shared/team-management/relay-racer-schemas';
import { getSystem } from '../../../app/chakra-system';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { RelayRacerForm, racerProblems } from './relay-racer-form';
import { RelayRacers } from './relay-racers';

const wrap = (ui: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ChakraProvider>,
  );
};

const eva: RelayRacer = {
  id: 'r1',
  track: 1,
  firstName: 'Eva',
  lastName: 'Rychlá',
  email: 'eva@example.com',
  birthDate: '1994-06-01',
  gender: 2,
};

beforeEach(async () => {
  await act(() => i18n.changeLanguage('cs'));
});
afterEach(() => cleanup());

describe('racer problems from the shared schema', () => {
  it('names empty fields as required and malformed ones by what they need', () => {
    const problems = racerProblems({
      track: '1',
      firstName: '',
      lastName: 'Nová',
      email: 'eva@',
      birthDate: '3000-01-01',
      gender: '',
    });
    expect(Object.keys(problems).sort()).toEqual(['birthDate', 'email', 'firstName', 'gender']);
    expect(problems.firstName).toEqual([{ code: 'form.required', ns: 'account' }]);
    expect(problems.email).toEqual([{ code: 'form.emailInvalid', ns: 'account' }]);
    expect(problems.birthDate).toEqual([{ code: 'validation.invalidDate', ns: 'errors' }]);
    expect(racerProblems({ ...eva, track: '1', gender: '2' })).toEqual({});
  });
});

describe('relay racer form', () => {
  it('shows an error as the manager types, refuses to send an invalid form and focuses the first bad field', async () => {
    const save = vi.fn();
    wrap(<RelayRacerForm track={2} freeTracks={[2, 3]} save={save} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const email = screen.getByLabelText(/E-mail/);
    fireEvent.change(email, { target: { value: 'eva@' } });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Zadejte platný e-mail.')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'eva@example.com' } });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Přidat závodníka' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Jméno/)));
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the parsed racer on the chosen leg and shows a refusal of the server', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('http', 'Leg taken', 409, 'POST x', {
          code: 'teamManagement.trackTaken',
          message: 'Leg taken',
          params: { track: 3 },
        }),
      )
      .mockResolvedValueOnce(eva);
    const onSaved = vi.fn();
    wrap(<RelayRacerForm track={2} freeTracks={[2, 3]} save={save} onSaved={onSaved} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/Úsek/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/^Jméno/), { target: { value: ' Eva ' } });
    fireEvent.change(screen.getByLabelText(/Příjmení/), { target: { value: 'Rychlá' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'eva@example.com' } });
    fireEvent.change(screen.getByLabelText(/Datum narození/), { target: { value: '1994-06-01' } });
    fireEvent.change(screen.getByLabelText(/Pohlaví/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Přidat závodníka' }));
    await waitFor(() => expect(screen.getByText('Úsek 3 už má závodníka.')).toBeTruthy());
    expect(save.mock.calls[0]?.[0]).toEqual({
      track: 3,
      firstName: 'Eva',
      lastName: 'Rychlá',
      email: 'eva@example.com',
      birthDate: '1994-06-01',
      gender: 2,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Přidat závodníka' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});

describe('relay racers per leg', () => {
  const relay = (changes: RelayTeam['changes']): RelayTeam => ({
    tracks: 2,
    changesFrom: '2027-04-01T00:00:00.000Z',
    changesTo: '2027-04-30T00:00:00.000Z',
    changes,
    racers: [eva],
  });
  const api = () => ({
    addRelayRacer: vi.fn(),
    updateRelayRacer: vi.fn(),
    removeRelayRacer: vi.fn().mockResolvedValue({ id: 'r1' }),
  });

  it('asks before removing and removes only when confirmed', async () => {
    const teamApi = api();
    const onChanged = vi.fn();
    wrap(<RelayRacers relay={relay('open')} teamApi={teamApi} onChanged={onChanged} />);
    expect(screen.getByRole('heading', { name: 'Úsek 2: volný úsek' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Odebrat: Eva Rychlá' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(teamApi.removeRelayRacer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Odebrat: Eva Rychlá' }));
    expect(screen.getByText('Odebrat Eva Rychlá ze štafety?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ano, odebrat' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(teamApi.removeRelayRacer).toHaveBeenCalledWith('r1');
  });

  it('disables the changes outside the window and says why', () => {
    wrap(<RelayRacers relay={relay('closed')} teamApi={api()} onChanged={vi.fn()} />);
    expect(screen.getByText('Závodníky teď nelze měnit')).toBeTruthy();
    expect(screen.getByText(/Změny závodníků štafety skončily/)).toBeTruthy();
    for (const name of ['Upravit: Eva Rychlá', 'Odebrat: Eva Rychlá', 'Přidat závodníka na úsek 2'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });
});
