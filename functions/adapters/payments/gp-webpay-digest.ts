import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import {
  REQUEST_DIGEST_FIELDS,
  RESPONSE_DIGEST_FIELDS,
  type GpWebpayDigestAlgorithm,
} from './gp-webpay-fields';

// ---------------------------------------------------------------------------------------------
// Digests

// Parsing a PEM costs far more than a signature; a process only ever sees a couple of keys.
const keyCache = new Map<string, KeyObject>();

export function privateKey(pemText: string, passphrase?: string): KeyObject {
  const cacheKey = `private\0${passphrase ?? ''}\0${pemText}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = createPrivateKey(passphrase === undefined ? pemText : { key: pemText, passphrase });
    keyCache.set(cacheKey, key);
  }
  return key;
}

export function publicKey(pemText: string): KeyObject {
  const cacheKey = `public\0${pemText}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    // createPublicKey also accepts a private key or an X.509 certificate (GP hands out .pem/.crt).
    key = createPublicKey(pemText);
    keyCache.set(cacheKey, key);
  }
  return key;
}

/** The values of `order`'s fields that are present (even empty), joined with `|`. */
export function digestText(
  order: readonly string[],
  params: Readonly<Record<string, string | undefined>>,
): string {
  return order
    .filter((name) => params[name] !== undefined)
    .map((name) => params[name])
    .join('|');
}

export const requestDigestText = (params: Readonly<Record<string, string | undefined>>): string =>
  digestText(REQUEST_DIGEST_FIELDS, params);

export const responseDigestText = (params: Readonly<Record<string, string | undefined>>): string =>
  digestText(RESPONSE_DIGEST_FIELDS, params);

/** Base64 RSA PKCS#1 v1.5 signature of the UTF-8 text (Node's default padding for RSA keys). */
export function signDigest(
  text: string,
  privateKeyPem: string,
  algorithm: GpWebpayDigestAlgorithm,
  passphrase?: string,
): string {
  return sign(algorithm, Buffer.from(text, 'utf8'), privateKey(privateKeyPem, passphrase)).toString('base64');
}

export function verifyDigest(
  text: string,
  signatureBase64: string,
  publicKeyPem: string,
  algorithm: GpWebpayDigestAlgorithm,
): boolean {
  // Base64 never contains spaces; a space is a `+` that some hop decoded as form encoding.
  const normalized = signatureBase64.replace(/ /g, '+');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalized)) return false;
  return verify(
    algorithm,
    Buffer.from(text, 'utf8'),
    publicKey(publicKeyPem),
    Buffer.from(normalized, 'base64'),
  );
}

/** Both signatures of a gateway answer (what the gateway, or the local simulator, does). */
export function signGatewayResponse(
  params: Readonly<Record<string, string | undefined>>,
  signer: { merchantNumber: string; gatewayPrivateKeyPem: string; digestAlgorithm: GpWebpayDigestAlgorithm },
): { DIGEST: string; DIGEST1: string } {
  const text = responseDigestText(params);
  return {
    DIGEST: signDigest(text, signer.gatewayPrivateKeyPem, signer.digestAlgorithm),
    DIGEST1: signDigest(
      `${text}|${signer.merchantNumber}`,
      signer.gatewayPrivateKeyPem,
      signer.digestAlgorithm,
    ),
  };
}

/** Checks a CREATE_ORDER request's DIGEST with the merchant's public key (the gateway's side). */
export function verifyCreateOrderDigest(
  params: Readonly<Record<string, string | undefined>>,
  merchantPublicKeyPem: string,
  algorithm: GpWebpayDigestAlgorithm,
): boolean {
  const digest = params.DIGEST;
  if (!digest) return false;
  return verifyDigest(requestDigestText(params), digest, merchantPublicKeyPem, algorithm);
}
