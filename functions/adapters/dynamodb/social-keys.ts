import type { SocialNetwork } from '@shared/social/social-schemas';

/** Key builders of social sign-in (docs/social-sign-in.md); the user itself is in ./keys.ts. */
export const socialKeys = {
  /** An authorization in progress, by its `state`: taken once, TTL after 15 minutes. */
  flow: (state: string) => ({ pk: `SOCIALFLOW#${state}`, sk: 'SOCIALFLOW' }),
  /** A linked network, in the user's partition (one per network). */
  link: (userId: string, network: SocialNetwork) => ({ pk: `USER#${userId}`, sk: `SOCIAL#${network}` }),
  linkPrefix: 'SOCIAL#',
  /**
   * The user's link version: every unlink moves it on, conditioned on the value it read with the
   * links, so two concurrent unlinks of the last two networks cannot both pass.
   */
  linkVersion: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SOCIALVERSION' }),
  /** The identity guard: one provider subject belongs to one user. */
  identity: (network: SocialNetwork, networkId: string) => ({
    pk: `SOCIALID#${network}#${networkId}`,
    sk: 'SOCIALID',
  }),
} as const;
