import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP-recommended parameters (19 MiB, 2 iterations, 1 lane). `algorithm: 2` is
 * Argon2id: the package declares its enum as an ambient const enum, which isolated modules cannot read.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = (hashed: string, password: string): Promise<boolean> =>
  verify(hashed, password).catch(() => false);
