import { randomInt } from 'node:crypto';
import {
  GP_WEBPAY_CURRENCY_CODES,
  GP_WEBPAY_LIMITS,
  OPTIONAL_RESPONSE_FIELDS,
  RESPONSE_DIGEST_FIELDS,
  type GpWebpayConfig,
  type GpWebpayCurrency,
  type GpWebpayOptionalResponseField,
} from './gp-webpay-fields';
import { requestDigestText, responseDigestText, signDigest, verifyDigest } from './gp-webpay-digest';

/**
 * GP webpay card payments (HTTP API, CREATE_ORDER by browser redirect). Pure functions over a
 * config: building the signed redirect, verifying the gateway's signed answer and issuing order
 * numbers. Field names, order and lengths follow docs/payment-formats.md
 * ("GP webpay"); anything the reference leaves open is said where it is decided.
 */

export * from './gp-webpay-fields';
export * from './gp-webpay-config';
export * from './gp-webpay-digest';

// ---------------------------------------------------------------------------------------------
// CREATE_ORDER

/** A payment request that cannot be sent as it is; a programming or data error, not the payer's. */
export class GpWebpayInputError extends Error {
  readonly code = 'gpWebpay.invalidInput';
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`GP webpay ${field}: ${problem}`);
    this.name = 'GpWebpayInputError';
  }
}

export interface CreateOrderInput {
  /** Numeric, at most 15 digits, new for every attempt (newOrderNumber()). */
  orderNumber: string;
  amountMinor: number;
  currency: GpWebpayCurrency;
  /** Numeric, at most 30 digits: the variable symbol. */
  merOrderNum: string;
  /** Where the gateway sends the payer back with the signed answer; at most 300 characters. */
  returnUrl: string;
  /** Free text; made ASCII and cut to 255 characters. */
  description: string;
  /** Echoed back unchanged; printable ASCII, at most 255 characters. */
  md?: string;
  email?: string;
  lang?: 'cs' | 'en';
}

// Letters that Unicode does not decompose into a base letter plus a combining mark.
const FOLD: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ø: 'O',
  ø: 'o',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ss',
  Þ: 'TH',
  þ: 'th',
  '–': '-',
  '—': '-',
  '„': '"',
  '“': '"',
  '”': '"',
  '‚': "'",
  '‘': "'",
  '’': "'",
  '…': '...',
  '€': 'EUR',
};

/**
 * DESCRIPTION must be ASCII: strip diacritics ("Půlmaraton Brno" → "Pulmaraton Brno"), fold the
 * few letters and punctuation Unicode does not decompose, drop anything still outside printable
 * ASCII, collapse whitespace and cut to `max` characters.
 */
export function toGpWebpayAscii(text: string, max: number = GP_WEBPAY_LIMITS.description): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, (ch) => FOLD[ch] ?? (/\s/.test(ch) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function checkInput(input: CreateOrderInput): void {
  const fail = (field: string, problem: string): never => {
    throw new GpWebpayInputError(field, problem);
  };
  if (!/^[1-9]\d{0,14}$/.test(input.orderNumber)) fail('ORDERNUMBER', 'must be a number of 1 to 15 digits');
  // AMOUNT is at most 15 digits at the gateway; Number.isSafeInteger keeps us exact well below that.
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    fail('AMOUNT', 'must be a positive integer of minor units');
  if (!Object.hasOwn(GP_WEBPAY_CURRENCY_CODES, input.currency)) fail('CURRENCY', 'must be CZK, EUR or USD');
  if (!/^\d{1,30}$/.test(input.merOrderNum)) fail('MERORDERNUM', 'must be a number of 1 to 30 digits');
  if (input.returnUrl.length > GP_WEBPAY_LIMITS.url)
    fail('URL', `must have at most ${GP_WEBPAY_LIMITS.url} characters`);
  if (
    !PRINTABLE_ASCII.test(input.returnUrl) ||
    !URL.canParse(input.returnUrl) ||
    !/^https?:$/.test(new URL(input.returnUrl).protocol)
  )
    fail('URL', 'must be an absolute http(s) URL in ASCII');
  if (input.md !== undefined) {
    if (input.md.length > GP_WEBPAY_LIMITS.md)
      fail('MD', `must have at most ${GP_WEBPAY_LIMITS.md} characters`);
    // MD comes back verbatim, so it is refused rather than silently changed.
    if (!PRINTABLE_ASCII.test(input.md)) fail('MD', 'must be printable ASCII');
  }
  if (input.email !== undefined && input.email !== '') {
    if (input.email.length > GP_WEBPAY_LIMITS.email)
      fail('EMAIL', `must have at most ${GP_WEBPAY_LIMITS.email} characters`);
    if (!/^[\x21-\x7e]+@[\x21-\x7e]+$/.test(input.email)) fail('EMAIL', 'must be an ASCII e-mail address');
  }
  if (input.lang !== undefined && input.lang !== 'cs' && input.lang !== 'en')
    fail('LANG', 'must be cs or en');
}

/**
 * The CREATE_ORDER redirect: `fields` in the documented order (signed fields, DIGEST, then the
 * unsigned LANG) and `url` = gateway URL with the fields as a query string (GET redirect).
 * Optional fields that are empty are not sent at all, so they are not signed either.
 */
export function buildCreateOrderRequest(
  cfg: GpWebpayConfig,
  input: CreateOrderInput,
): { url: string; fields: Record<string, string> } {
  checkInput(input);
  const description = toGpWebpayAscii(input.description);
  const fields: Record<string, string> = {
    MERCHANTNUMBER: cfg.merchantNumber,
    OPERATION: 'CREATE_ORDER',
    ORDERNUMBER: input.orderNumber,
    AMOUNT: String(input.amountMinor),
    CURRENCY: GP_WEBPAY_CURRENCY_CODES[input.currency],
    DEPOSITFLAG: '1',
    MERORDERNUM: input.merOrderNum,
    URL: input.returnUrl,
  };
  if (description) fields.DESCRIPTION = description;
  if (input.md) fields.MD = input.md;
  if (input.email) fields.EMAIL = input.email;
  fields.DIGEST = signDigest(
    requestDigestText(fields),
    cfg.merchantPrivateKeyPem,
    cfg.digestAlgorithm,
    cfg.merchantKeyPassphrase,
  );
  if (input.lang) fields.LANG = input.lang;
  const separator = cfg.gatewayUrl.includes('?') ? '&' : '?';
  return { url: `${cfg.gatewayUrl}${separator}${new URLSearchParams(fields).toString()}`, fields };
}

// ---------------------------------------------------------------------------------------------
// The gateway's answer

export interface GpWebpayResponse {
  operation: string;
  orderNumber: string;
  merOrderNum?: string;
  md?: string;
  prCode: number;
  srCode: number;
  resultText?: string;
  /** Signed optional fields the gateway added (ACCODE, RRN, PANPATTERN, …), when present. */
  additional: Partial<Record<GpWebpayOptionalResponseField, string>>;
}

export type GpWebpayVerification =
  | { ok: true; response: GpWebpayResponse }
  | { ok: false; reason: 'missingField' | 'badDigest' | 'badDigest1' };

/**
 * Verifies the answer the payer's browser brings back (query or form fields). DIGEST covers the
 * signed fields that are present, in RESPONSE_DIGEST_FIELDS order; DIGEST1 the same text plus
 * `|` + our merchant number, so an answer meant for another merchant fails too. A field counts
 * as present when its key is there, even with an empty value (the gateway signs what it sends).
 * Unknown extra parameters (e.g. the return URL's own query) are not signed and ignored.
 * `missingField` also covers a PRCODE/SRCODE that is not a number.
 */
export function verifyGatewayResponse(
  cfg: GpWebpayConfig,
  params: Readonly<Record<string, string>>,
): GpWebpayVerification {
  const get = (name: string): string | undefined => (Object.hasOwn(params, name) ? params[name] : undefined);
  for (const name of ['OPERATION', 'ORDERNUMBER', 'PRCODE', 'SRCODE', 'DIGEST', 'DIGEST1']) {
    if (!get(name)) return { ok: false, reason: 'missingField' };
  }
  const prCode = get('PRCODE') ?? '';
  const srCode = get('SRCODE') ?? '';
  if (!/^\d{1,9}$/.test(prCode) || !/^\d{1,9}$/.test(srCode)) return { ok: false, reason: 'missingField' };

  const signed: Record<string, string | undefined> = {};
  for (const name of RESPONSE_DIGEST_FIELDS) signed[name] = get(name);
  const text = responseDigestText(signed);
  if (!verifyDigest(text, get('DIGEST') ?? '', cfg.gatewayPublicKeyPem, cfg.digestAlgorithm)) {
    return { ok: false, reason: 'badDigest' };
  }
  if (
    !verifyDigest(
      `${text}|${cfg.merchantNumber}`,
      get('DIGEST1') ?? '',
      cfg.gatewayPublicKeyPem,
      cfg.digestAlgorithm,
    )
  ) {
    return { ok: false, reason: 'badDigest1' };
  }

  const response: GpWebpayResponse = {
    operation: get('OPERATION') ?? '',
    orderNumber: get('ORDERNUMBER') ?? '',
    prCode: Number(prCode),
    srCode: Number(srCode),
    additional: {},
  };
  const merOrderNum = get('MERORDERNUM');
  const md = get('MD');
  const resultText = get('RESULTTEXT');
  if (merOrderNum !== undefined) response.merOrderNum = merOrderNum;
  if (md !== undefined) response.md = md;
  if (resultText !== undefined) response.resultText = resultText;
  for (const name of OPTIONAL_RESPONSE_FIELDS) {
    const value = get(name);
    if (value !== undefined) response.additional[name] = value;
  }
  return { ok: true, response };
}

// ---------------------------------------------------------------------------------------------
// Order numbers

// 2025-01-01T00:00:00Z. Milliseconds since then fit 12 digits until 2056-09; ×1000 + 3 random
// digits keeps the whole number at ≤ 15 digits (and far below 2^53, so Number stays exact).
const ORDER_NUMBER_EPOCH_MS = Date.UTC(2025, 0, 1);
let lastOrderNumber = 0;

/**
 * A fresh ORDERNUMBER for one payment attempt (the gateway requires a new one for every retry).
 * Time-based so numbers from different moments never meet, plus 3 random digits so two Lambda
 * instances issuing in the same millisecond collide with probability 1/1000 per such pair, and
 * strictly increasing within a process (so one process never repeats itself, even if the clock
 * steps back). A collision that still happens is not silent: the gateway answers PRCODE 14
 * (duplicate order number) and the payer simply tries again with a new number; callers that
 * store the number under a uniqueness guard item catch it before the redirect.
 */
export function newOrderNumber(now: number = Date.now()): string {
  const candidate = Math.max(0, now - ORDER_NUMBER_EPOCH_MS) * 1000 + randomInt(1, 1000);
  const value = Math.max(candidate, lastOrderNumber + 1);
  lastOrderNumber = value;
  return String(value);
}
