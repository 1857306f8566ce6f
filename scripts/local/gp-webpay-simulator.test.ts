import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCreateOrderRequest,
  newOrderNumber,
  parseGpWebpayConfig,
  requestDigestText,
  signDigest,
  verifyGatewayResponse,
  type CreateOrderInput,
  type GpWebpayConfig,
} from '../../functions/adapters/payments/gp-webpay';
import { formatMoney } from '@shared/money';
import {
  createGpWebpaySimulator,
  generateLocalGpWebpayKeys,
  loadOrCreateLocalGpWebpayKeys,
  localGpWebpaySecret,
} from './gp-webpay-simulator';

const keys = generateLocalGpWebpayKeys();
const MERCHANT = '1234567890';
const simulator = createGpWebpaySimulator({
  basePath: '/_gpwebpay',
  merchantNumber: MERCHANT,
  merchantPublicKeyPem: keys.merchant.publicKeyPem,
  gatewayPrivateKeyPem: keys.gateway.privateKeyPem,
});

let server: http.Server;
let origin = '';
let cfg: GpWebpayConfig;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!simulator.handle(req, res)) res.writeHead(404).end('not the simulator');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The same secret JSON the app would read from GPWEBPAY_KEYS.
  cfg = parseGpWebpayConfig(
    localGpWebpaySecret(keys, { merchantNumber: MERCHANT, gatewayUrl: simulator.gatewayUrl(origin) }),
  );
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
});

const order = (over: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  orderNumber: newOrderNumber(),
  amountMinor: 45050,
  currency: 'CZK',
  merOrderNum: '2025001',
  returnUrl: 'http://127.0.0.1:3000/registration/abc?from=gp',
  description: 'Startovné Půlmaraton',
  md: 'reg-abc',
  lang: 'cs',
  ...over,
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** Opens the payment page and completes it with an outcome; returns the redirect's query. */
async function pay(input: CreateOrderInput, outcome: string) {
  const { url } = buildCreateOrderRequest(cfg, input);
  const pageResponse = await fetch(url);
  expect(pageResponse.status).toBe(200);
  const done = await fetch(
    `${origin}/_gpwebpay/pgw/complete`,
    form({ ORDERNUMBER: input.orderNumber, outcome }),
  );
  expect(done.status).toBe(303);
  const location = new URL(done.headers.get('location') ?? '');
  return { location, params: Object.fromEntries(location.searchParams) };
}

/** The signed answer behind the error page's "back to the shop" link. */
function returnLink(html: string): Record<string, string> {
  const href = /<a href="([^"]+)" data-testid="gp-return-link"/.exec(html)?.[1] ?? '';
  const decoded = href
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return Object.fromEntries(new URL(decoded).searchParams);
}

describe('GP webpay simulator', () => {
  it('shows an accessible bilingual payment page for a signed request', async () => {
    const input = order();
    const response = await fetch(buildCreateOrderRequest(cfg, input).url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="cs">');
    expect(html).toContain('Simulátor platební brány GP webpay (lokální)');
    expect(html).toContain('name="viewport"');
    expect(html).toContain(formatMoney(45050, 'CZK', 'cs'));
    expect(html).toContain('Startovne Pulmaraton');
    for (const id of ['gp-pay', 'gp-decline', 'gp-cancel', 'gp-outcome-select', 'gp-outcome-submit']) {
      expect(html).toContain(`data-testid="${id}"`);
    }
    expect(html).toMatch(/data-testid="gp-pay">Zaplatit \/ <span lang="en">Pay<\/span><\/button>/);
    expect(html).toContain('<label for="gp-outcome">');
    expect(html).not.toMatch(/(src|href)="https?:/);
    // The return URL stays on the server: the forms carry only the order number and outcome.
    expect(html).not.toContain('registration/abc');
  });

  it('formats the amount in English for LANG=en', async () => {
    const html = await (
      await fetch(buildCreateOrderRequest(cfg, order({ currency: 'EUR', lang: 'en' })).url)
    ).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(formatMoney(45050, 'EUR', 'en'));
  });

  it('pays: redirects to the return URL with an answer verifyGatewayResponse accepts', async () => {
    const input = order();
    const { location, params } = await pay(input, '0:0');
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:3000/registration/abc');
    expect(params.from).toBe('gp');
    const result = verifyGatewayResponse(cfg, params);
    expect(result).toEqual({
      ok: true,
      response: {
        operation: 'CREATE_ORDER',
        orderNumber: input.orderNumber,
        merOrderNum: '2025001',
        md: 'reg-abc',
        prCode: 0,
        srCode: 0,
        resultText: 'OK',
        additional: {},
      },
    });
  });

  it('declines with 30/1002, cancels with 50/0 and offers other outcomes', async () => {
    const declined = verifyGatewayResponse(cfg, (await pay(order(), '30:1002')).params);
    expect(declined.ok && [declined.response.prCode, declined.response.srCode]).toEqual([30, 1002]);
    const cancelled = verifyGatewayResponse(cfg, (await pay(order(), '50:0')).params);
    expect(cancelled.ok && [cancelled.response.prCode, cancelled.response.srCode]).toEqual([50, 0]);
    const threeD = verifyGatewayResponse(cfg, (await pay(order({ md: undefined }), '28:3004')).params);
    expect(threeD.ok && [threeD.response.prCode, threeD.response.srCode, threeD.response.md]).toEqual([
      28,
      3004,
      undefined,
    ]);
  });

  it('completes an order once, and only with a known outcome', async () => {
    const input = order();
    await fetch(buildCreateOrderRequest(cfg, input).url);
    const bad = await fetch(
      `${origin}/_gpwebpay/pgw/complete`,
      form({ ORDERNUMBER: input.orderNumber, outcome: '0:7' }),
    );
    expect(bad.status).toBe(400);
    const first = await fetch(
      `${origin}/_gpwebpay/pgw/complete`,
      form({ ORDERNUMBER: input.orderNumber, outcome: '0:0' }),
    );
    expect(first.status).toBe(303);
    const again = await fetch(
      `${origin}/_gpwebpay/pgw/complete`,
      form({ ORDERNUMBER: input.orderNumber, outcome: '0:0' }),
    );
    expect(again.status).toBe(404);
    // The browser cannot redirect the answer elsewhere: extra form fields are ignored.
    const other = order();
    await fetch(buildCreateOrderRequest(cfg, other).url);
    const hijack = await fetch(
      `${origin}/_gpwebpay/pgw/complete`,
      form({ ORDERNUMBER: other.orderNumber, outcome: '0:0', URL: 'http://evil.example/' }),
    );
    expect(hijack.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/registration\/abc\?/);
  });

  it('refuses a tampered request with PRCODE 31 and a signed answer link', async () => {
    const { fields } = buildCreateOrderRequest(cfg, order());
    const tampered = new URLSearchParams({ ...fields, AMOUNT: '100' });
    const response = await fetch(`${simulator.gatewayUrl(origin)}?${tampered.toString()}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('data-prcode="31"');
    expect(html).not.toContain('data-testid="gp-pay"');
    const answer = returnLink(html);
    const result = verifyGatewayResponse(cfg, answer);
    expect(result.ok && result.response.prCode).toBe(31);
  });

  it('refuses a request signed with another key and one for another merchant', async () => {
    const otherKeys = generateLocalGpWebpayKeys();
    const stranger = { ...cfg, merchantPrivateKeyPem: otherKeys.merchant.privateKeyPem };
    const wrongKey = await fetch(buildCreateOrderRequest(stranger, order()).url);
    expect(await wrongKey.text()).toContain('data-prcode="31"');
    const wrongMerchant = await fetch(
      buildCreateOrderRequest({ ...cfg, merchantNumber: '999' }, order()).url,
    );
    expect(await wrongMerchant.text()).toContain('data-prcode="11"');
  });

  it('answers PRCODE 14 for a reused ORDERNUMBER', async () => {
    const input = order();
    await pay(input, '50:0');
    const response = await fetch(buildCreateOrderRequest(cfg, input).url);
    const html = await response.text();
    expect(html).toContain('data-prcode="14"');
    const result = verifyGatewayResponse(cfg, returnLink(html));
    expect(result.ok && [result.response.prCode, result.response.orderNumber]).toEqual([
      14,
      input.orderNumber,
    ]);
  });

  it('validates fields of a correctly signed request', async () => {
    // Signed with the merchant key but with a field the adapter would never send.
    const { fields } = buildCreateOrderRequest(cfg, order());
    const bad: Record<string, string> = { ...fields, CURRENCY: '999' };
    delete bad.DIGEST;
    bad.DIGEST = signDigest(requestDigestText(bad), keys.merchant.privateKeyPem, 'sha1');
    const html = await (
      await fetch(`${simulator.gatewayUrl(origin)}?${new URLSearchParams(bad).toString()}`)
    ).text();
    expect(html).toMatch(/data-prcode="3" data-srcode="7"/);
    const noUrl = await fetch(`${simulator.gatewayUrl(origin)}?MERCHANTNUMBER=${MERCHANT}`);
    expect(noUrl.status).toBe(400);
    expect(await noUrl.text()).not.toContain('gp-return-link');
  });

  it('accepts the same request as a form POST', async () => {
    const { fields } = buildCreateOrderRequest(cfg, order());
    const response = await fetch(simulator.gatewayUrl(origin), form(fields));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-testid="gp-pay"');
  });

  it('leaves other paths alone', async () => {
    for (const p of ['/', '/_gpwebpay', '/_gpwebpay/pgw/other', '/api/v1/pgw/order.do']) {
      const response = await fetch(`${origin}${p}`);
      expect(response.status, p).toBe(404);
      expect(await response.text()).toBe('not the simulator');
    }
    const wrongMethod = await fetch(`${origin}/_gpwebpay/pgw/complete`);
    expect(wrongMethod.status).toBe(405);
  });
});

describe('local GP webpay keys', () => {
  it('are generated once into <dataDir>/gp-webpay-keys.json, readable by the owner only', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gp-keys-'));
    try {
      const dataDir = path.join(dir, 'nested');
      const first = loadOrCreateLocalGpWebpayKeys(dataDir);
      const file = path.join(dataDir, 'gp-webpay-keys.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
      expect(loadOrCreateLocalGpWebpayKeys(dataDir)).toEqual(first);
      expect(first.merchant.privateKeyPem).not.toBe(first.gateway.privateKeyPem);

      writeFileSync(file, '{"merchant": {}}');
      const replaced = loadOrCreateLocalGpWebpayKeys(dataDir);
      expect(replaced.gateway.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
