import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../app/chakra-system';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { SocialCallbackPage } from './social-callback-page';

const social = vi.hoisted(() => ({
  finishSocialFlow: vi.fn(),
  applySocialSignIn: vi.fn(),
}));
vi.mock('../../../components/social/social-api', async (original) => ({
  ...(await original<typeof import('../../../components/social/social-api')>()),
  ...social,
}));

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <ChakraProvider value={getSystem()}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/social/callback" element={<SocialCallbackPage />} />
              <Route path="*" element={<Location />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}

const pending = (returnTo: string, remember = false) =>
  sessionStorage.setItem(
    'socialFlow',
    JSON.stringify({ network: 'google', intent: 'signIn', returnTo, remember }),
  );

beforeEach(async () => {
  await i18n.changeLanguage('en');
  social.finishSocialFlow.mockReset();
  social.applySocialSignIn.mockReset().mockResolvedValue(undefined);
  sessionStorage.clear();
});
afterEach(() => cleanup());

describe('the social callback page', () => {
  it('a cancelled consent goes back to where the runner was, exchanging nothing', async () => {
    pending('/detail/event/abc');
    const warning = vi.spyOn(notify, 'warning');
    renderAt('/social/callback?error=access_denied&state=s1');
    expect((await screen.findByTestId('location')).textContent).toBe('/detail/event/abc');
    expect(warning).toHaveBeenCalledWith('The sign-in with the social network was cancelled.');
    expect(social.finishSocialFlow).not.toHaveBeenCalled();
  });

  it('exchanges the code once (even when the effect runs twice) and signs in as remember-me said', async () => {
    pending('/checkout', true);
    const answer = {
      outcome: 'signedIn',
      accessToken: 't',
      expiresIn: 900,
      language: 'en',
      returnTo: '/checkout',
    };
    social.finishSocialFlow.mockResolvedValue(answer);
    const success = vi.spyOn(notify, 'success');
    renderAt('/social/callback?code=c1&state=s2&iss=http%3A%2F%2Fidp');
    expect((await screen.findByTestId('location')).textContent).toBe('/checkout');
    expect(social.finishSocialFlow).toHaveBeenCalledTimes(1);
    expect(social.finishSocialFlow).toHaveBeenCalledWith({
      code: 'c1',
      state: 's2',
      iss: 'http://idp',
      remember: true,
    });
    expect(social.applySocialSignIn).toHaveBeenCalledWith(answer, true);
    await waitFor(() => expect(success).toHaveBeenCalledWith('You are signed in.'));
  });

  it('a callback without code and state says the sign-in failed', async () => {
    renderAt('/social/callback');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('The sign-in did not succeed')).toBeTruthy();
    expect(social.finishSocialFlow).not.toHaveBeenCalled();
  });
});
