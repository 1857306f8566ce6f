/** GP webpay's fields, their digest order, limits and currencies (docs/payment-formats.md, "GP webpay"). */

export type GpWebpayDigestAlgorithm = 'sha1' | 'sha256';
export type GpWebpayCurrency = 'CZK' | 'EUR' | 'USD';

export interface GpWebpayConfig {
  merchantNumber: string;
  merchantPrivateKeyPem: string;
  merchantKeyPassphrase?: string;
  gatewayPublicKeyPem: string;
  gatewayUrl: string;
  digestAlgorithm: GpWebpayDigestAlgorithm;
  /** The refund operation's endpoint (./gp-webpay-refund.ts); absent: card refunds are not configured. */
  refundUrl?: string;
}

export const GP_WEBPAY_TEST_URL = 'https://test.3dsecure.gpwebpay.com/pgw/order.do';
export const GP_WEBPAY_PRODUCTION_URL = 'https://3dsecure.gpwebpay.com/pgw/order.do';

/** ISO 4217 numeric codes the gateway expects in CURRENCY. */
export const GP_WEBPAY_CURRENCY_CODES: Readonly<Record<GpWebpayCurrency, string>> = {
  CZK: '203',
  EUR: '978',
  USD: '840',
};

export const GP_WEBPAY_LIMITS = {
  orderNumberDigits: 15,
  merOrderNumDigits: 30,
  url: 300,
  description: 255,
  md: 255,
  email: 255,
} as const;

/**
 * Request fields covered by DIGEST, in the reference's order. Only the values actually sent are
 * joined; LANG is sent but never signed. We send only the first ten plus EMAIL, the rest is
 * listed so the order stays right if someone adds one.
 */
export const REQUEST_DIGEST_FIELDS = [
  'MERCHANTNUMBER',
  'OPERATION',
  'ORDERNUMBER',
  'AMOUNT',
  'CURRENCY',
  'DEPOSITFLAG',
  'MERORDERNUM',
  'URL',
  'DESCRIPTION',
  'MD',
  'USERPARAM1',
  'FASTPAYID',
  'PAYMETHOD',
  'DISABLEPAYMETHOD',
  'PAYMETHODS',
  'EMAIL',
  'REFERENCENUMBER',
  'ADDINFO',
  'TOKEN',
  'FASTTOKEN',
] as const;

/** Optional answer fields the gateway may add after RESULTTEXT, in its documented order. */
export const OPTIONAL_RESPONSE_FIELDS = [
  'USERPARAM1',
  'ADDINFO',
  'TOKEN',
  'EXPIRY',
  'ACSRES',
  'ACCODE',
  'PANPATTERN',
  'DAYTOCAPTURE',
  'TOKENREGSTATUS',
  'ACRC',
  'RRN',
  'PAR',
  'TRACEID',
] as const;
export type GpWebpayOptionalResponseField = (typeof OPTIONAL_RESPONSE_FIELDS)[number];

/**
 * Answer fields covered by DIGEST (DIGEST1 adds `|MERCHANTNUMBER`). The reference names the first
 * seven and "+ optional fields"; the order of the optional ones is GP webpay's documented one
 * (the same order appears in several independent open-source integrations).
 */
export const RESPONSE_DIGEST_FIELDS = [
  'OPERATION',
  'ORDERNUMBER',
  'MERORDERNUM',
  'MD',
  'PRCODE',
  'SRCODE',
  'RESULTTEXT',
  ...OPTIONAL_RESPONSE_FIELDS,
] as const;
