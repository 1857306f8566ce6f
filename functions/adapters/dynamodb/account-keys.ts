import type { UserRecord } from '../../domain/accounts/user-record';
import { gsi } from './keys';

/** Key builders of the account entities (see ./README.md); the user and its e-mail guard are in ./keys.ts. */
export type AccountTokenKind = 'activation' | 'reset';
export type CooldownKind = 'activation' | 'reset';

export const accountKeys = {
  /** An activation or reset link's token, stored as the SHA-256 (hex) of the token only. */
  token: (kind: AccountTokenKind, tokenHash: string) => ({ pk: `TOKEN#${kind}#${tokenHash}`, sk: 'TOKEN' }),
  /** When the last e-mail of a kind went to an address (the 60-minute wait of spec §9), TTL. */
  emailCooldown: (kind: CooldownKind, email: string) => ({
    pk: `COOLDOWN#${kind}#${email.trim().toLowerCase()}`,
    sk: 'COOLDOWN',
  }),
  /** A registrant template of a user: in the user's partition. */
  template: (userId: string, guid: string) => ({ pk: `USER#${userId}`, sk: `TEMPLATE#${guid}` }),
  templatePrefix: 'TEMPLATE#',
  /** An api client (client-credentials sign-in) with its argon2id-hashed secret. */
  apiClient: (clientId: string) => ({ pk: `APICLIENT#${clientId}`, sk: 'APICLIENT' }),
} as const;

/** The admin user list's index entry (README: gsi1 `USERS` / `<lastName>#<firstName>#<guid>`). */
export const userListKey = (u: Pick<UserRecord, 'lastName' | 'firstName' | 'userId'>) => ({
  gsi1pk: gsi.users,
  gsi1sk: `${u.lastName}#${u.firstName}#${u.userId}`,
});
