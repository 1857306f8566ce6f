import {
  digestText,
  signDigest,
  verifyDigest,
  type GpWebpayConfig,
  type GpWebpayDigestAlgorithm,
} from './gp-webpay';

/**
 * GP webpay's refund of a deposited payment (a separate operation of the gateway's web-service API:
 * refund by the payment's ORDERNUMBER, any amount up to deposited less already refunded, several
 * partial refunds allowed). Modelled as a signed request like CREATE_ORDER — the values joined with
 * `|` in REFUND_DIGEST_FIELDS order, RSA PKCS#1 v1.5 over SHA-1 with the merchant key, base64 — and
 * a signed answer checked with the gateway key. The transport is a port: the local simulator takes a
 * form POST; the real web service (SOAP) plugs in as another transport. What must be checked against
 * GP's WS documentation before production is listed in docs/refunds.md.
 */

export const REFUND_OPERATION = 'REFUND';

/** Request fields covered by DIGEST, in order. MESSAGEID is our refund id: a resend reuses it. */
export const REFUND_DIGEST_FIELDS = [
  'MERCHANTNUMBER',
  'OPERATION',
  'ORDERNUMBER',
  'AMOUNT',
  'MESSAGEID',
] as const;

/** Answer fields covered by DIGEST, in order (MERCHANTNUMBER binds the answer to our merchant). */
export const REFUND_RESPONSE_DIGEST_FIELDS = [
  'OPERATION',
  'ORDERNUMBER',
  'MESSAGEID',
  'PRCODE',
  'SRCODE',
  'RESULTTEXT',
  'MERCHANTNUMBER',
] as const;

export interface RefundRequestInput {
  orderNumber: string;
  amountMinor: number;
  /** 1–32 characters `[A-Za-z0-9-]`: the refund record's id. */
  messageId: string;
}

export class GpWebpayRefundError extends Error {
  constructor(message: string) {
    super(`GP webpay refund: ${message}`);
    this.name = 'GpWebpayRefundError';
  }
}

export function buildRefundRequest(cfg: GpWebpayConfig, input: RefundRequestInput): Record<string, string> {
  if (!/^[1-9]\d{0,14}$/.test(input.orderNumber))
    throw new GpWebpayRefundError('ORDERNUMBER must be 1–15 digits');
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new GpWebpayRefundError('AMOUNT must be a positive integer of minor units');
  if (!/^[A-Za-z0-9-]{1,32}$/.test(input.messageId)) throw new GpWebpayRefundError('MESSAGEID is malformed');
  const fields: Record<string, string> = {
    MERCHANTNUMBER: cfg.merchantNumber,
    OPERATION: REFUND_OPERATION,
    ORDERNUMBER: input.orderNumber,
    AMOUNT: String(input.amountMinor),
    MESSAGEID: input.messageId,
  };
  fields.DIGEST = signDigest(
    digestText(REFUND_DIGEST_FIELDS, fields),
    cfg.merchantPrivateKeyPem,
    cfg.digestAlgorithm,
    cfg.merchantKeyPassphrase,
  );
  return fields;
}

/** The gateway's side: is the request signed by the merchant key? */
export function verifyRefundRequest(
  fields: Readonly<Record<string, string | undefined>>,
  merchantPublicKeyPem: string,
  algorithm: GpWebpayDigestAlgorithm,
): boolean {
  if (!fields.DIGEST) return false;
  return verifyDigest(
    digestText(REFUND_DIGEST_FIELDS, fields),
    fields.DIGEST,
    merchantPublicKeyPem,
    algorithm,
  );
}

/** The gateway's side: the signed answer (what the simulator sends). */
export function signRefundResponse(
  fields: Readonly<Record<string, string>>,
  gatewayPrivateKeyPem: string,
  algorithm: GpWebpayDigestAlgorithm,
): Record<string, string> {
  return {
    ...fields,
    DIGEST: signDigest(digestText(REFUND_RESPONSE_DIGEST_FIELDS, fields), gatewayPrivateKeyPem, algorithm),
  };
}

export interface RefundAnswer {
  prCode: number;
  srCode: number;
  resultText: string | null;
}

/**
 * Checks the answer: signed by the gateway, for our merchant, this payment and this refund id. A
 * forged or mismatched answer throws (the refund stays requested and is asked again later).
 */
export function verifyRefundResponse(
  cfg: GpWebpayConfig,
  request: RefundRequestInput,
  fields: Readonly<Record<string, string | undefined>>,
): RefundAnswer {
  const { PRCODE: pr, SRCODE: sr } = fields;
  if (!pr || !sr || !/^\d{1,9}$/.test(pr) || !/^\d{1,9}$/.test(sr))
    throw new GpWebpayRefundError('answer without codes');
  if (
    fields.OPERATION !== REFUND_OPERATION ||
    fields.ORDERNUMBER !== request.orderNumber ||
    fields.MESSAGEID !== request.messageId ||
    fields.MERCHANTNUMBER !== cfg.merchantNumber
  )
    throw new GpWebpayRefundError('answer for another request');
  if (
    !fields.DIGEST ||
    !verifyDigest(
      digestText(REFUND_RESPONSE_DIGEST_FIELDS, fields),
      fields.DIGEST,
      cfg.gatewayPublicKeyPem,
      cfg.digestAlgorithm,
    )
  )
    throw new GpWebpayRefundError('answer signature does not verify');
  return { prCode: Number(pr), srCode: Number(sr), resultText: fields.RESULTTEXT ?? null };
}

/** Sends the signed fields and answers the gateway's fields: the replaceable part. */
export type RefundTransport = (
  url: string,
  fields: Record<string, string>,
) => Promise<Record<string, string>>;

const TIMEOUT_MS = 20_000;

/** Form POST, form-encoded answer: the local simulator's transport. */
export const formPostTransport: RefundTransport = async (url, fields) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new GpWebpayRefundError(`HTTP ${res.status}`);
  return Object.fromEntries(new URLSearchParams(await res.text()));
};

/** One refund call: sign, send, verify. Throws when the answer is missing or does not verify. */
export async function requestGpWebpayRefund(
  cfg: GpWebpayConfig,
  input: RefundRequestInput,
  transport: RefundTransport = formPostTransport,
): Promise<RefundAnswer> {
  if (!cfg.refundUrl) throw new GpWebpayRefundError('refundUrl is not configured');
  const answer = await transport(cfg.refundUrl, buildRefundRequest(cfg, input));
  return verifyRefundResponse(cfg, input, answer);
}
