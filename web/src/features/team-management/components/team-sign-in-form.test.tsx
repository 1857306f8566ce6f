import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamTokenAnswer } from '@shared/team-management/team-management-schemas';
import { getSystem } from '../../../app/chakra-system';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { TeamSignInForm } from './team-sign-in-form';

const TOKEN: TeamTokenAnswer = { accessToken: 'team-token', expiresIn: 3600, teamGuid: 't1' };

function renderForm(authenticate: (email: string, pin: string) => Promise<TeamTokenAnswer>) {
  const onSignedIn = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>
        <TeamSignInForm authenticate={authenticate} onSignedIn={onSignedIn} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { onSignedIn };
}

const emailInput = () => screen.getByLabelText(/E-mail vedoucího týmu/);
const pinInput = () => screen.getByLabelText(/PIN týmu/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));

beforeEach(async () => {
  await act(() => i18n.changeLanguage('cs'));
});

afterEach(() => {
  cleanup();
});

describe('team manager sign-in form', () => {
  it('names empty and malformed fields without calling the server, and focuses the first', async () => {
    const authenticate = vi.fn();
    renderForm(authenticate);
    submit();
    await waitFor(() => expect(emailInput().getAttribute('aria-invalid')).toBe('true'));
    expect(pinInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailInput());
    fireEvent.change(emailInput(), { target: { value: 'kapitan@' } });
    submit();
    await waitFor(() => expect(emailInput().getAttribute('aria-invalid')).toBe('true'));
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail and PIN and hands over the token', async () => {
    const authenticate = vi.fn().mockResolvedValue(TOKEN);
    const { onSignedIn } = renderForm(authenticate);
    fireEvent.change(emailInput(), { target: { value: '  kapitan@example.com ' } });
    fireEvent.change(pinInput(), { target: { value: ' 123456 ' } });
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(authenticate).toHaveBeenCalledWith('kapitan@example.com', '123456');
    expect(onSignedIn.mock.calls[0]?.[0]).toEqual(TOKEN);
  });

  it('shows the refusal of a wrong e-mail or PIN in an alert under the form', async () => {
    const authenticate = vi
      .fn()
      .mockRejectedValue(
        new ApiError(
          'auth',
          'Team sign-in failed',
          401,
          'POST /api/v1/series/team-management/t1/authenticate',
          { code: 'teamManagement.authenticationFailed', message: 'x' },
        ),
      );
    const { onSignedIn } = renderForm(authenticate);
    fireEvent.change(emailInput(), { target: { value: 'kapitan@example.com' } });
    fireEvent.change(pinInput(), { target: { value: '000000' } });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Přihlášení se nezdařilo');
    expect(alert.textContent).toContain('Přihlášení k týmu se nezdařilo: nesprávný e-mail nebo PIN.');
    expect(onSignedIn).not.toHaveBeenCalled();
    // Typing again clears the alert.
    fireEvent.change(pinInput(), { target: { value: '1' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('tells how long to wait after too many wrong PINs', async () => {
    const authenticate = vi.fn().mockRejectedValue(
      new ApiError('http', 'Too many', 429, 'POST x', {
        code: 'auth.tooManyAttempts',
        message: 'x',
        params: { minutes: 12 },
      }),
    );
    renderForm(authenticate);
    fireEvent.change(emailInput(), { target: { value: 'kapitan@example.com' } });
    fireEvent.change(pinInput(), { target: { value: '000000' } });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('12');
  });
});
