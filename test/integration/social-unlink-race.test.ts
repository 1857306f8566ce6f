import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setDocumentClient } from '../../functions/adapters/dynamodb/client';
import { dynamoSocialStore } from '../../functions/adapters/dynamodb/social-repository';
import { unlinkGuarded } from '../../functions/domain/social-sign-in/social-accounts';
import type { SocialLinkRecord } from '../../functions/domain/social-sign-in/social-ports';
import { useTestStackEnv } from './support';

/**
 * The unlink's "never the last way to sign in" against the local DynamoDB: the write is
 * conditioned on the link version read with the links, so of two unlinks decided on the same
 * read only one is written (docs/social-sign-in.md).
 */

beforeAll(() => {
  useTestStackEnv();
  setDocumentClient(undefined);
});

async function userWithTwoNetworks() {
  const userId = randomUUID();
  const at = new Date().toISOString();
  const links: SocialLinkRecord[] = (['google', 'strava'] as const).map((network) => ({
    userId,
    network,
    networkId: `${network}-${randomUUID()}`,
    linkedAt: at,
  }));
  for (const l of links) expect(await dynamoSocialStore.link(l)).toBe('linked');
  return { userId, links };
}

describe('unlink race in DynamoDB', () => {
  it('two unlinks decided on the same read: the first is written, the second finds the version moved', async () => {
    const { userId, links } = await userWithTwoNetworks();
    const [a, b] = [await dynamoSocialStore.linkState(userId), await dynamoSocialStore.linkState(userId)];
    expect(a.version).toBe(b.version);
    expect(await dynamoSocialStore.unlink(links[0]!, a.version)).toBe('unlinked');
    expect(await dynamoSocialStore.unlink(links[1]!, b.version)).toBe('changed');
    const after = await dynamoSocialStore.linkState(userId);
    expect(after.links.map((l) => l.network)).toEqual(['strava']);
    expect(after.version).toBe(a.version + 1);
  });

  it('two concurrent unlinks of the last two networks of an account without a password: one passes', async () => {
    const { userId } = await userWithTwoNetworks();
    const user = { userId };
    const results = await Promise.allSettled([
      unlinkGuarded({ store: dynamoSocialStore }, user, 'google'),
      unlinkGuarded({ store: dynamoSocialStore }, user, 'strava'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'social.lastSignInMethod' });
    expect((await dynamoSocialStore.linksOf(userId)).length).toBe(1);
  });
});
