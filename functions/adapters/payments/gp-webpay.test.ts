import { generateKeyPairSync, verify } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildCreateOrderRequest,
  GpWebpayConfigError,
  GpWebpayInputError,
  loadGpWebpayConfig,
  newOrderNumber,
  parseGpWebpayConfig,
  requestDigestText,
  resetGpWebpayConfig,
  responseDigestText,
  signDigest,
  signGatewayResponse,
  toGpWebpayAscii,
  verifyCreateOrderDigest,
  verifyGatewayResponse,
  type CreateOrderInput,
  type GpWebpayConfig,
} from './gp-webpay';

const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const merchant = pemPair();
const gateway = pemPair();
const stranger = pemPair();

const cfg: GpWebpayConfig = {
  merchantNumber: '1234567890',
  merchantPrivateKeyPem: merchant.privateKey,
  gatewayPublicKeyPem: gateway.publicKey,
  gatewayUrl: 'https://test.3dsecure.gpwebpay.com/pgw/order.do',
  digestAlgorithm: 'sha1',
};

const input: CreateOrderInput = {
  orderNumber: '123456789012345',
  amountMinor: 45000,
  currency: 'CZK',
  merOrderNum: '2025001',
  returnUrl: 'https://registrace.example.cz/registration/abc?x=1',
  description: 'Startovné – Půlmaraton Brno, kategorie Ženy',
  md: 'reg:abc',
  email: 'bezec@example.cz',
  lang: 'cs',
};

/** What a gateway answers for an order, signed with the gateway key. */
function answer(
  fields: Record<string, string>,
  signerKey = gateway.privateKey,
  merchantNumber = cfg.merchantNumber,
): Record<string, string> & { DIGEST: string; DIGEST1: string } {
  return {
    ...fields,
    ...signGatewayResponse(fields, {
      merchantNumber,
      gatewayPrivateKeyPem: signerKey,
      digestAlgorithm: 'sha1',
    }),
  };
}

const paid = {
  OPERATION: 'CREATE_ORDER',
  ORDERNUMBER: '123456789012345',
  MERORDERNUM: '2025001',
  MD: 'reg:abc',
  PRCODE: '0',
  SRCODE: '0',
  RESULTTEXT: 'OK',
};

describe('buildCreateOrderRequest', () => {
  it('sends the documented fields in order and signs them without LANG', () => {
    const { fields, url } = buildCreateOrderRequest(cfg, input);
    expect(Object.keys(fields)).toEqual([
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
      'EMAIL',
      'DIGEST',
      'LANG',
    ]);
    expect(fields).toMatchObject({
      MERCHANTNUMBER: '1234567890',
      OPERATION: 'CREATE_ORDER',
      AMOUNT: '45000',
      CURRENCY: '203',
      DEPOSITFLAG: '1',
      DESCRIPTION: 'Startovne - Pulmaraton Brno, kategorie Zeny',
      LANG: 'cs',
    });
    const expectedText =
      '1234567890|CREATE_ORDER|123456789012345|45000|203|1|2025001|' +
      'https://registrace.example.cz/registration/abc?x=1|Startovne - Pulmaraton Brno, kategorie Zeny|reg:abc|bezec@example.cz';
    expect(requestDigestText(fields)).toBe(expectedText);
    expect(
      verify(
        'sha1',
        Buffer.from(expectedText),
        merchant.publicKey,
        Buffer.from(fields.DIGEST ?? '', 'base64'),
      ),
    ).toBe(true);
    expect(verifyCreateOrderDigest(fields, merchant.publicKey, 'sha1')).toBe(true);

    expect(url.startsWith(`${cfg.gatewayUrl}?MERCHANTNUMBER=1234567890&OPERATION=CREATE_ORDER&`)).toBe(true);
    const query = Object.fromEntries(new URL(url).searchParams);
    expect(query).toEqual(fields);
  });

  it('signs only what is sent: no MD, no EMAIL, no LANG', () => {
    const { fields } = buildCreateOrderRequest(cfg, {
      ...input,
      md: undefined,
      email: undefined,
      lang: undefined,
    });
    expect(Object.keys(fields)).not.toContain('MD');
    expect(Object.keys(fields)).not.toContain('LANG');
    expect(requestDigestText(fields)).toBe(
      '1234567890|CREATE_ORDER|123456789012345|45000|203|1|2025001|' +
        'https://registrace.example.cz/registration/abc?x=1|Startovne - Pulmaraton Brno, kategorie Zeny',
    );
    expect(verifyCreateOrderDigest(fields, merchant.publicKey, 'sha1')).toBe(true);
    expect(verifyCreateOrderDigest({ ...fields, AMOUNT: '100' }, merchant.publicKey, 'sha1')).toBe(false);
  });

  it('maps currencies to ISO 4217 numeric codes', () => {
    expect(buildCreateOrderRequest(cfg, { ...input, currency: 'CZK' }).fields.CURRENCY).toBe('203');
    expect(buildCreateOrderRequest(cfg, { ...input, currency: 'EUR' }).fields.CURRENCY).toBe('978');
    expect(buildCreateOrderRequest(cfg, { ...input, currency: 'USD' }).fields.CURRENCY).toBe('840');
  });

  it('signs with SHA-256 when configured', () => {
    const { fields } = buildCreateOrderRequest({ ...cfg, digestAlgorithm: 'sha256' }, input);
    expect(verifyCreateOrderDigest(fields, merchant.publicKey, 'sha256')).toBe(true);
    expect(verifyCreateOrderDigest(fields, merchant.publicKey, 'sha1')).toBe(false);
  });

  it('makes the description ASCII and at most 255 characters', () => {
    expect(toGpWebpayAscii('Příliš žluťoučký kůň úpěl ďábelské ódy')).toBe(
      'Prilis zlutoucky kun upel dabelske ody',
    );
    expect(toGpWebpayAscii('Łódź  „Straße“\n—  50 €  🏃')).toBe('Lodz "Strasse" - 50 EUR');
    const long = buildCreateOrderRequest(cfg, { ...input, description: 'ř'.repeat(300) }).fields.DESCRIPTION;
    expect(long).toBe('r'.repeat(255));
    expect(buildCreateOrderRequest(cfg, { ...input, description: '🏃' }).fields).not.toHaveProperty(
      'DESCRIPTION',
    );
  });

  it('refuses out-of-range input with a typed error naming the field', () => {
    const bad: [Partial<CreateOrderInput>, string][] = [
      [{ orderNumber: '1234567890123456' }, 'ORDERNUMBER'],
      [{ orderNumber: '12a' }, 'ORDERNUMBER'],
      [{ orderNumber: '' }, 'ORDERNUMBER'],
      [{ amountMinor: 0 }, 'AMOUNT'],
      [{ amountMinor: 12.5 }, 'AMOUNT'],
      [{ currency: 'GBP' as never }, 'CURRENCY'],
      [{ merOrderNum: '1'.repeat(31) }, 'MERORDERNUM'],
      [{ merOrderNum: 'VS1' }, 'MERORDERNUM'],
      [{ returnUrl: `https://example.cz/${'a'.repeat(300)}` }, 'URL'],
      [{ returnUrl: '/relative' }, 'URL'],
      [{ returnUrl: 'https://example.cz/řá' }, 'URL'],
      [{ md: 'x'.repeat(256) }, 'MD'],
      [{ md: 'žluť' }, 'MD'],
      [{ email: `${'a'.repeat(250)}@ex.cz` }, 'EMAIL'],
      [{ lang: 'de' as never }, 'LANG'],
    ];
    for (const [change, field] of bad) {
      let caught: unknown;
      try {
        buildCreateOrderRequest(cfg, { ...input, ...change });
      } catch (e) {
        caught = e;
      }
      expect(caught, field).toBeInstanceOf(GpWebpayInputError);
      expect((caught as GpWebpayInputError).field).toBe(field);
    }
    // The limits themselves are allowed.
    const edge = buildCreateOrderRequest(cfg, {
      ...input,
      orderNumber: '999999999999999',
      merOrderNum: '9'.repeat(30),
      returnUrl: `https://example.cz/${'a'.repeat(300 - 19)}`,
      md: 'm'.repeat(255),
    });
    expect(edge.fields.URL).toHaveLength(300);
  });
});

describe('verifyGatewayResponse', () => {
  it('accepts a correctly signed answer and returns its values', () => {
    expect(responseDigestText(paid)).toBe('CREATE_ORDER|123456789012345|2025001|reg:abc|0|0|OK');
    const result = verifyGatewayResponse(cfg, answer(paid));
    expect(result).toEqual({
      ok: true,
      response: {
        operation: 'CREATE_ORDER',
        orderNumber: '123456789012345',
        merOrderNum: '2025001',
        md: 'reg:abc',
        prCode: 0,
        srCode: 0,
        resultText: 'OK',
        additional: {},
      },
    });
  });

  it('signs exactly OPERATION|ORDERNUMBER|MERORDERNUM|MD|PRCODE|SRCODE|RESULTTEXT and DIGEST1 adds the merchant number', () => {
    const text = 'CREATE_ORDER|123456789012345|2025001|reg:abc|30|1002|Declined in AC';
    const fields = { ...paid, PRCODE: '30', SRCODE: '1002', RESULTTEXT: 'Declined in AC' };
    const hand = {
      ...fields,
      DIGEST: signDigest(text, gateway.privateKey, 'sha1'),
      DIGEST1: signDigest(`${text}|1234567890`, gateway.privateKey, 'sha1'),
    };
    const result = verifyGatewayResponse(cfg, hand);
    expect(result.ok && result.response.prCode === 30 && result.response.srCode === 1002).toBe(true);
  });

  it('verifies only the fields present, and signed optional fields after RESULTTEXT in GP order', () => {
    const minimal = { OPERATION: 'CREATE_ORDER', ORDERNUMBER: '42', PRCODE: '50', SRCODE: '0' };
    expect(responseDigestText(minimal)).toBe('CREATE_ORDER|42|50|0');
    expect(verifyGatewayResponse(cfg, answer(minimal)).ok).toBe(true);

    const extended = {
      ...paid,
      TRACEID: 't1',
      ACCODE: '123456',
      USERPARAM1: 'u',
      PANPATTERN: '4111********1111',
      RRN: 'r',
    };
    expect(responseDigestText(extended)).toBe(
      'CREATE_ORDER|123456789012345|2025001|reg:abc|0|0|OK|u|123456|4111********1111|r|t1',
    );
    const result = verifyGatewayResponse(cfg, { ...answer(extended), lang: 'cs' });
    expect(result.ok && result.response.additional).toEqual({
      USERPARAM1: 'u',
      ACCODE: '123456',
      PANPATTERN: '4111********1111',
      RRN: 'r',
      TRACEID: 't1',
    });
  });

  it('rejects any altered, swapped or removed field', () => {
    const good = answer(paid);
    expect(verifyGatewayResponse(cfg, { ...good, PRCODE: '0', SRCODE: '0' }).ok).toBe(true);
    const failing: Record<string, string>[] = [
      { ...good, PRCODE: '30' },
      { ...good, SRCODE: '1' },
      { ...good, ORDERNUMBER: '123456789012346' },
      { ...good, ORDERNUMBER: paid.MERORDERNUM, MERORDERNUM: paid.ORDERNUMBER },
      { ...good, MD: 'reg:other' },
      { ...good, RESULTTEXT: 'Declined' },
      { ...good, OPERATION: 'OTHER' },
      { ...good, ACCODE: 'injected' },
    ];
    for (const params of failing)
      expect(verifyGatewayResponse(cfg, params)).toEqual({ ok: false, reason: 'badDigest' });
    const { MD: _md, ...withoutMd } = good;
    expect(verifyGatewayResponse(cfg, withoutMd)).toEqual({ ok: false, reason: 'badDigest' });
  });

  it('rejects an answer signed with another key or for another merchant', () => {
    expect(verifyGatewayResponse(cfg, answer(paid, stranger.privateKey))).toEqual({
      ok: false,
      reason: 'badDigest',
    });
    expect(verifyGatewayResponse(cfg, answer(paid, gateway.privateKey, '999'))).toEqual({
      ok: false,
      reason: 'badDigest1',
    });
    const good = answer(paid);
    expect(verifyGatewayResponse(cfg, { ...good, DIGEST1: good.DIGEST })).toEqual({
      ok: false,
      reason: 'badDigest1',
    });
    expect(verifyGatewayResponse(cfg, { ...good, DIGEST: 'not base64!' })).toEqual({
      ok: false,
      reason: 'badDigest',
    });
  });

  it('reports missing required fields', () => {
    const good = answer(paid);
    for (const name of ['DIGEST1', 'DIGEST', 'PRCODE', 'SRCODE', 'ORDERNUMBER', 'OPERATION']) {
      const params: Record<string, string> = { ...good };
      delete params[name];
      expect(verifyGatewayResponse(cfg, params), name).toEqual({ ok: false, reason: 'missingField' });
    }
    expect(verifyGatewayResponse(cfg, { ...good, PRCODE: 'x' })).toEqual({
      ok: false,
      reason: 'missingField',
    });
  });

  it('tolerates a DIGEST whose + signs were decoded as spaces', () => {
    const good = answer(paid);
    const spaced = {
      ...good,
      DIGEST: good.DIGEST.replace(/\+/g, ' '),
      DIGEST1: good.DIGEST1.replace(/\+/g, ' '),
    };
    expect(verifyGatewayResponse(cfg, spaced).ok).toBe(true);
  });

  it('round-trips through a URL query string', () => {
    const query = new URLSearchParams(answer({ ...paid, RESULTTEXT: 'OK + ready / 100%' })).toString();
    const params = Object.fromEntries(new URLSearchParams(query));
    expect(verifyGatewayResponse(cfg, params).ok).toBe(true);
  });
});

describe('parseGpWebpayConfig', () => {
  const json = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      merchantNumber: '1234567890',
      merchantPrivateKeyPem: merchant.privateKey,
      gatewayPublicKeyPem: gateway.publicKey,
      gatewayUrl: 'https://test.3dsecure.gpwebpay.com/pgw/order.do',
      ...over,
    });

  it('parses a valid secret and defaults to SHA-1', () => {
    expect(parseGpWebpayConfig(json())).toEqual({ ...cfg });
    expect(parseGpWebpayConfig(json({ digestAlgorithm: 'sha256' })).digestAlgorithm).toBe('sha256');
  });

  it('accepts an encrypted merchant key with its passphrase', () => {
    const encrypted = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'tajné heslo' },
    });
    const parsed = parseGpWebpayConfig(
      json({ merchantPrivateKeyPem: encrypted.privateKey, merchantKeyPassphrase: 'tajné heslo' }),
    );
    const { fields } = buildCreateOrderRequest(parsed, input);
    expect(verifyCreateOrderDigest(fields, encrypted.publicKey, 'sha1')).toBe(true);
    expect(() =>
      parseGpWebpayConfig(json({ merchantPrivateKeyPem: encrypted.privateKey, merchantKeyPassphrase: 'x' })),
    ).toThrow(/merchantPrivateKeyPem cannot be loaded/);
  });

  it('names what is wrong without echoing secret values', () => {
    expect(() => parseGpWebpayConfig('{"merchantPrivateKeyPem": "-----BEGIN SECRET')).toThrow(
      new GpWebpayConfigError('not valid JSON'),
    );
    expect(() => parseGpWebpayConfig(json({ merchantNumber: 'abc' }))).toThrow(/merchantNumber/);
    expect(() => parseGpWebpayConfig(json({ gatewayUrl: 'ftp://x' }))).toThrow(/gatewayUrl/);
    expect(() => parseGpWebpayConfig(json({ digestAlgorithm: 'md5' }))).toThrow(/digestAlgorithm/);
    expect(() => parseGpWebpayConfig(json({ gatewayPublicKeyPem: undefined }))).toThrow(
      /gatewayPublicKeyPem/,
    );
    const notAKey = '-----BEGIN PRIVATE KEY-----\nc2VjcmV0LXZhbHVl\n-----END PRIVATE KEY-----';
    let message = '';
    try {
      parseGpWebpayConfig(json({ merchantPrivateKeyPem: notAKey }));
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/merchantPrivateKeyPem cannot be loaded/);
    expect(message).not.toContain('c2VjcmV0LXZhbHVl');
  });
});

describe('loadGpWebpayConfig', () => {
  const saved = process.env.GPWEBPAY_KEYS;
  afterEach(() => {
    if (saved === undefined) delete process.env.GPWEBPAY_KEYS;
    else process.env.GPWEBPAY_KEYS = saved;
    resetGpWebpayConfig();
  });

  it('reads the GPWEBPAY_KEYS secret once and caches the parsed config', async () => {
    process.env.GPWEBPAY_KEYS = JSON.stringify({ ...cfg, digestAlgorithm: undefined });
    const first = await loadGpWebpayConfig();
    process.env.GPWEBPAY_KEYS = 'changed';
    expect(await loadGpWebpayConfig()).toBe(first);
    expect(first.merchantNumber).toBe('1234567890');
  });

  it('does not cache a failure', async () => {
    process.env.GPWEBPAY_KEYS = '{';
    await expect(loadGpWebpayConfig()).rejects.toThrow(GpWebpayConfigError);
    process.env.GPWEBPAY_KEYS = JSON.stringify(cfg);
    expect((await loadGpWebpayConfig()).gatewayUrl).toBe(cfg.gatewayUrl);
  });
});

describe('newOrderNumber', () => {
  it('is numeric, at most 15 digits and unique within a process', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const n = newOrderNumber();
      expect(n).toMatch(/^[1-9]\d{0,14}$/);
      seen.add(n);
    }
    expect(seen.size).toBe(5000);
  });

  it('stays within 15 digits until 2056 and keeps increasing if the clock steps back', () => {
    const later = BigInt(newOrderNumber(Date.UTC(2030, 0, 1)));
    expect(BigInt(newOrderNumber(Date.UTC(2026, 0, 1)))).toBeGreaterThan(later);
    expect(newOrderNumber(Date.UTC(2056, 0, 1))).toMatch(/^\d{15}$/);
  });
});
