/**
 * What a partner API key may read (issue 28 item 3). Read-only: a results import is not offered
 * because the product has none a partner could feed (the ranking import is an admin upload of past
 * results for seeding waves, docs/webhooks-and-partner-api.md).
 */
export const PARTNER_KEY_SCOPES = ['startLists', 'registrations'] as const;
export type PartnerKeyScope = (typeof PARTNER_KEY_SCOPES)[number];

/** Every partner key starts with this, so a key is told from a JWT and found in leaked text. */
export const PARTNER_KEY_PREFIX = 'rpk_';
