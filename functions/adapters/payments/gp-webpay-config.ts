import { z } from 'zod';
import { getSecret } from '../config';
import { type GpWebpayConfig } from './gp-webpay-fields';
import { privateKey, publicKey } from './gp-webpay-digest';

// ---------------------------------------------------------------------------------------------
// Config (the GPWEBPAY_KEYS secret)

/** A malformed GPWEBPAY_KEYS secret. The message names fields only, never their values. */
export class GpWebpayConfigError extends Error {
  constructor(message: string) {
    super(`GPWEBPAY_KEYS: ${message}`);
    this.name = 'GpWebpayConfigError';
  }
}

const PEM = /^-----BEGIN [A-Z0-9 ]+-----[\s\S]+-----END [A-Z0-9 ]+-----$/;
const pem = (what: string) => z.string().refine((s) => PEM.test(s.trim()), `must be a PEM ${what}`);

const configSchema = z.object({
  merchantNumber: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'must be the numeric merchant number'),
  merchantPrivateKeyPem: pem('private key'),
  merchantKeyPassphrase: z.string().optional(),
  gatewayPublicKeyPem: pem('public key or certificate'),
  gatewayUrl: z
    .string()
    .trim()
    .refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), 'must be an http(s) URL'),
  // The reference says SHA-1; SHA-256 support by the gateway is uncertain, hence configurable.
  digestAlgorithm: z.enum(['sha1', 'sha256']).default('sha1'),
  refundUrl: z
    .string()
    .trim()
    .refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), 'must be an http(s) URL')
    .optional(),
});

/** Parses and checks the GPWEBPAY_KEYS JSON, including that both keys can actually be loaded. */
export function parseGpWebpayConfig(json: string): GpWebpayConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    // JSON.parse's own message can quote part of the input, which is key material.
    throw new GpWebpayConfigError('not valid JSON');
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`);
    throw new GpWebpayConfigError(problems.join('; '));
  }
  const cfg: GpWebpayConfig = { ...parsed.data };
  if (cfg.merchantKeyPassphrase === undefined) delete cfg.merchantKeyPassphrase;
  if (cfg.refundUrl === undefined) delete cfg.refundUrl;
  try {
    const key = privateKey(cfg.merchantPrivateKeyPem, cfg.merchantKeyPassphrase);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
  } catch {
    throw new GpWebpayConfigError(
      'merchantPrivateKeyPem cannot be loaded (not an RSA private key, or wrong merchantKeyPassphrase)',
    );
  }
  try {
    const key = publicKey(cfg.gatewayPublicKeyPem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
  } catch {
    throw new GpWebpayConfigError(
      'gatewayPublicKeyPem cannot be loaded (not an RSA public key or certificate)',
    );
  }
  return cfg;
}

let configPromise: Promise<GpWebpayConfig> | undefined;

/** The config from the GPWEBPAY_KEYS secret, parsed once per process; a failure is not cached. */
export function loadGpWebpayConfig(): Promise<GpWebpayConfig> {
  if (!configPromise) {
    const p = getSecret('GPWEBPAY_KEYS').then(parseGpWebpayConfig);
    configPromise = p;
    p.catch(() => {
      if (configPromise === p) configPromise = undefined;
    });
  }
  return configPromise;
}

/** For tests that switch the secret between runs. */
export function resetGpWebpayConfig(): void {
  configPromise = undefined;
}
