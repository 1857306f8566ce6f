import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-token';
import { logout } from './login';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear();
});

describe('logout (spec §4, §8)', () => {
  it('ends the sign-in on the server with the token, then forgets it', async () => {
    tokenStore.set('token-a', true);
    const call = vi.spyOn(api, 'call').mockResolvedValue({ loggedOut: true });
    await logout();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'authenticate/logout' }),
      { body: { accessToken: 'token-a' } },
      { skipAuthRefresh: true },
    );
    expect(tokenStore.get()).toBeNull();
  });

  it('when the server cannot be told, the runner stays signed in and the failure is reported', async () => {
    tokenStore.set('token-b', false);
    vi.spyOn(api, 'call').mockRejectedValue(
      new ApiError('unavailable', 'down', 503, 'POST authenticate/logout'),
    );
    await expect(logout()).rejects.toBeInstanceOf(ApiError);
    expect(tokenStore.get()).toBe('token-b');
  });

  it('a session the server no longer knows (401) has nothing left to end: the token goes', async () => {
    tokenStore.set('token-c', false);
    vi.spyOn(api, 'call').mockRejectedValue(new ApiError('auth', 'expired', 401, 'POST authenticate/logout'));
    await logout();
    expect(tokenStore.get()).toBeNull();
  });
});
