import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  type GpWebpayConfig,
  type GpWebpayDigestAlgorithm,
} from '../../functions/adapters/payments/gp-webpay';

/** The local GP webpay simulator's key pairs: made once per data folder, kept beside the stack's data. */

// ---------------------------------------------------------------------------------------------
// Keys

export interface PemKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

export interface LocalGpWebpayKeys {
  /** The shop's pair: the app signs with the private key, the simulator checks with the public one. */
  merchant: PemKeyPair;
  /** The gateway's pair: the simulator signs answers, the app checks them with the public key. */
  gateway: PemKeyPair;
}

export const KEYS_FILE = 'gp-webpay-keys.json';

export function rsaPair(): PemKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

export function generateLocalGpWebpayKeys(): LocalGpWebpayKeys {
  return { merchant: rsaPair(), gateway: rsaPair() };
}

export const loads = (fn: () => unknown): boolean => {
  try {
    fn();
    return true;
  } catch {
    return false;
  }
};
export const pairSchema = z
  .object({ publicKeyPem: z.string(), privateKeyPem: z.string() })
  .refine(
    (p) => loads(() => createPublicKey(p.publicKeyPem)) && loads(() => createPrivateKey(p.privateKeyPem)),
  );
export const keysSchema = z.object({ merchant: pairSchema, gateway: pairSchema });

/**
 * The local key pairs from `<dataDir>/gp-webpay-keys.json`, generated on first start (readable
 * by the owner only). A file that does not parse is replaced: both sides of the local payment
 * read their keys from this one file at start, so new keys cannot leave anything out of step.
 */
export function loadOrCreateLocalGpWebpayKeys(dataDir: string): LocalGpWebpayKeys {
  const file = path.join(dataDir, KEYS_FILE);
  if (existsSync(file)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      parsed = undefined;
    }
    const result = keysSchema.safeParse(parsed);
    if (result.success) return result.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateLocalGpWebpayKeys();
  // Write then rename, so a stack stopped mid-write never leaves half a key file behind.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(keys, null, 2), { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
  return keys;
}

/** The GPWEBPAY_KEYS secret value (JSON) that points the app at the simulator with these keys. */
export function localGpWebpaySecret(
  keys: LocalGpWebpayKeys,
  options: {
    merchantNumber: string;
    gatewayUrl: string;
    refundUrl?: string;
    digestAlgorithm?: GpWebpayDigestAlgorithm;
  },
): string {
  const cfg: GpWebpayConfig = {
    merchantNumber: options.merchantNumber,
    merchantPrivateKeyPem: keys.merchant.privateKeyPem,
    gatewayPublicKeyPem: keys.gateway.publicKeyPem,
    gatewayUrl: options.gatewayUrl,
    digestAlgorithm: options.digestAlgorithm ?? 'sha1',
    ...(options.refundUrl ? { refundUrl: options.refundUrl } : {}),
  };
  return JSON.stringify(cfg);
}
