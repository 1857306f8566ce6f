import { describe, expect, it } from 'vitest';
import { unlinkGuarded } from './social-accounts';
import type { LinkState, SocialLinkRecord, SocialStore, UnlinkResult } from './social-ports';

const link = (network: SocialLinkRecord['network']): SocialLinkRecord => ({
  userId: 'u1',
  network,
  networkId: `${network}-sub`,
  linkedAt: '2026-11-29T07:00:00.000Z',
});

/**
 * An in-memory store that writes an unlink only if the version it was read at is still current
 * (as the DynamoDB adapter's condition does), and that lets both racing unlinks read before either
 * writes: the interleaving where an unconditioned check-then-delete would remove both networks.
 */
function racingStore(links: SocialLinkRecord[]) {
  let version = 0;
  let current = [...links];
  let readers = 0;
  let release: () => void = () => undefined;
  const bothRead = new Promise<void>((resolve) => (release = resolve));
  const store = {
    async linkState(): Promise<LinkState> {
      const state = { links: [...current], version };
      readers += 1;
      if (readers === 2) release();
      // The first two reads wait for each other; later reads (the retry) go straight on.
      if (readers <= 2) await bothRead;
      return state;
    },
    async unlink(l: SocialLinkRecord, read: number): Promise<UnlinkResult> {
      if (!current.some((c) => c.network === l.network)) return 'notLinked';
      if (read !== version) return 'changed';
      current = current.filter((c) => c.network !== l.network);
      version += 1;
      return 'unlinked';
    },
  } as unknown as SocialStore;
  return { store, remaining: () => current };
}

describe('unlink of the last two networks at once', () => {
  it('lets one pass and refuses the other with "last way to sign in"; one network stays', async () => {
    const { store, remaining } = racingStore([link('google'), link('strava')]);
    const user = { userId: 'u1' };
    const results = await Promise.allSettled([
      unlinkGuarded({ store }, user, 'google'),
      unlinkGuarded({ store }, user, 'strava'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'social.lastSignInMethod' });
    expect(remaining()).toHaveLength(1);
  });

  it('with a password both unlinks pass (the account keeps a way to sign in)', async () => {
    const { store, remaining } = racingStore([link('google'), link('strava')]);
    const user = { userId: 'u1', passwordHash: 'hash' };
    const results = await Promise.allSettled([
      unlinkGuarded({ store }, user, 'google'),
      unlinkGuarded({ store }, user, 'strava'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(remaining()).toEqual([]);
  });
});
