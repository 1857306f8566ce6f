import { randomBytes } from 'node:crypto';
import type { PasswordPort } from '../../domain/accounts/account-ports';
import { hashPassword, verifyPassword } from './passwords';

let dummy: Promise<string> | undefined;

/** argon2id hashing for the domain, with one dummy hash per process for unknown accounts. */
export const passwordPort: PasswordPort = {
  hash: hashPassword,
  verify: verifyPassword,
  dummyHash: () => (dummy ??= hashPassword(randomBytes(16).toString('hex'))),
};
