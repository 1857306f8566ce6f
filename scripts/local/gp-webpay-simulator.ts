import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import {
  GP_WEBPAY_CURRENCY_CODES,
  GP_WEBPAY_LIMITS,
  signGatewayResponse,
  verifyCreateOrderDigest,
  type GpWebpayConfig,
  type GpWebpayCurrency,
  type GpWebpayDigestAlgorithm,
} from '../../functions/adapters/payments/gp-webpay';
import { formatMoney } from '@shared/money';
import { describeGpWebpayResult } from '@shared/payments/gp-webpay-codes';

/**
 * A local stand-in for the GP webpay payment page (design: "a local payment-gateway simulator
 * page (pay / decline / cancel) that signs its answers like the real gateway"). It checks the
 * CREATE_ORDER redirect like the gateway would (merchant, DIGEST, field formats, duplicate order
 * numbers), shows a small bilingual page and sends the browser back to URL with an answer signed
 * by the gateway key, so the app verifies it with the very code it uses against the real gateway.
 * Loopback use only: nothing here is hardened beyond that.
 */

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

const KEYS_FILE = 'gp-webpay-keys.json';

function rsaPair(): PemKeyPair {
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

const loads = (fn: () => unknown): boolean => {
  try {
    fn();
    return true;
  } catch {
    return false;
  }
};
const pairSchema = z
  .object({ publicKeyPem: z.string(), privateKeyPem: z.string() })
  .refine(
    (p) => loads(() => createPublicKey(p.publicKeyPem)) && loads(() => createPrivateKey(p.privateKeyPem)),
  );
const keysSchema = z.object({ merchant: pairSchema, gateway: pairSchema });

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

// ---------------------------------------------------------------------------------------------
// Outcomes

interface Outcome {
  prCode: number;
  srCode: number;
}

/** The three big buttons; their names ("Zaplatit / Pay", …) and test ids are relied on by browser tests. */
export const SIMULATOR_BUTTONS = [
  { prCode: 0, srCode: 0, testId: 'gp-pay', cs: 'Zaplatit', en: 'Pay', className: 'pay' },
  { prCode: 30, srCode: 1002, testId: 'gp-decline', cs: 'Zamítnout', en: 'Decline', className: 'decline' },
  { prCode: 50, srCode: 0, testId: 'gp-cancel', cs: 'Zrušit', en: 'Cancel', className: 'cancel' },
] as const;

/** The less common answers offered in the select. */
export const SIMULATOR_OTHER_OUTCOMES: readonly Outcome[] = [
  { prCode: 28, srCode: 3000 },
  { prCode: 28, srCode: 3002 },
  { prCode: 28, srCode: 3004 },
  { prCode: 28, srCode: 3005 },
  { prCode: 28, srCode: 3007 },
  { prCode: 28, srCode: 3008 },
  { prCode: 30, srCode: 1001 },
  { prCode: 30, srCode: 1003 },
  { prCode: 30, srCode: 1004 },
  { prCode: 30, srCode: 1005 },
  { prCode: 35, srCode: 0 },
  { prCode: 1000, srCode: 0 },
  { prCode: 26, srCode: 0 },
];

const outcomeKey = (o: Outcome): string => `${o.prCode}:${o.srCode}`;
const ALLOWED_OUTCOMES = new Map<string, Outcome>(
  [...SIMULATOR_BUTTONS, ...SIMULATOR_OTHER_OUTCOMES].map((o) => [
    outcomeKey(o),
    { prCode: o.prCode, srCode: o.srCode },
  ]),
);

// RESULTTEXT as the gateway words it (English, informative only; apps must use the codes).
const RESULT_TEXTS: Readonly<Record<number, string>> = {
  0: 'OK',
  1: 'Field too long',
  2: 'Field too short',
  3: 'Incorrect content of field',
  4: 'Field is null',
  5: 'Missing required field',
  11: 'Unknown merchant',
  14: 'Duplicate order number',
  26: 'Technical problem in connection to authorization center',
  28: 'Declined in 3D',
  30: 'Declined in AC',
  31: 'Wrong digest',
  35: 'Session expired',
  50: 'The cardholder canceled the payment',
  1000: 'Technical problem',
};

// ---------------------------------------------------------------------------------------------
// Request checks

interface PendingOrder {
  orderNumber: string;
  merOrderNum?: string;
  md?: string;
  returnUrl: string;
  amountMinor: number;
  currency: GpWebpayCurrency;
  description?: string;
  lang: 'cs' | 'en';
}

interface Refusal extends Outcome {
  cs: string;
  en: string;
}

const CURRENCY_BY_NUMBER = new Map<string, GpWebpayCurrency>(
  Object.entries(GP_WEBPAY_CURRENCY_CODES).map(([code, num]) => [num, code as GpWebpayCurrency]),
);
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** One field rule: its SRCODE, whether it is required, its maximum length and format. */
interface FieldRule {
  name: string;
  srCode: number;
  required: boolean;
  max: number;
  valid: (v: string) => boolean;
}

const FIELD_RULES: readonly FieldRule[] = [
  { name: 'OPERATION', srCode: 12, required: true, max: 20, valid: (v) => v === 'CREATE_ORDER' },
  {
    name: 'ORDERNUMBER',
    srCode: 1,
    required: true,
    max: GP_WEBPAY_LIMITS.orderNumberDigits,
    valid: (v) => /^\d+$/.test(v),
  },
  { name: 'AMOUNT', srCode: 6, required: true, max: 15, valid: (v) => /^\d+$/.test(v) && Number(v) > 0 },
  { name: 'CURRENCY', srCode: 7, required: true, max: 3, valid: (v) => CURRENCY_BY_NUMBER.has(v) },
  { name: 'DEPOSITFLAG', srCode: 8, required: true, max: 1, valid: (v) => v === '0' || v === '1' },
  {
    name: 'MERORDERNUM',
    srCode: 10,
    required: false,
    max: GP_WEBPAY_LIMITS.merOrderNumDigits,
    valid: (v) => /^\d+$/.test(v),
  },
  {
    name: 'DESCRIPTION',
    srCode: 26,
    required: false,
    max: GP_WEBPAY_LIMITS.description,
    valid: (v) => PRINTABLE_ASCII.test(v),
  },
  {
    name: 'MD',
    srCode: 25,
    required: false,
    max: GP_WEBPAY_LIMITS.md,
    valid: (v) => PRINTABLE_ASCII.test(v),
  },
];

function checkFields(params: Record<string, string>): Refusal | undefined {
  for (const rule of FIELD_RULES) {
    const value = params[rule.name];
    const where = `${rule.name}`;
    if (value === undefined || value === '') {
      if (rule.required)
        return {
          prCode: 5,
          srCode: rule.srCode,
          cs: `Chybí povinné pole ${where}.`,
          en: `The required field ${where} is missing.`,
        };
      continue;
    }
    if (value.length > rule.max)
      return {
        prCode: 1,
        srCode: rule.srCode,
        cs: `Pole ${where} je příliš dlouhé.`,
        en: `The field ${where} is too long.`,
      };
    if (!rule.valid(value))
      return {
        prCode: 3,
        srCode: rule.srCode,
        cs: `Pole ${where} má nesprávný obsah.`,
        en: `The field ${where} has invalid content.`,
      };
  }
  return undefined;
}

function returnUrlOf(params: Record<string, string>): { url?: string; refusal?: Refusal } {
  const url = params.URL;
  if (!url)
    return {
      refusal: {
        prCode: 5,
        srCode: 24,
        cs: 'Chybí návratová adresa URL.',
        en: 'The return address URL is missing.',
      },
    };
  if (url.length > GP_WEBPAY_LIMITS.url)
    return {
      refusal: {
        prCode: 1,
        srCode: 24,
        cs: 'Návratová adresa URL je příliš dlouhá.',
        en: 'The return address URL is too long.',
      },
    };
  if (!PRINTABLE_ASCII.test(url) || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    return {
      refusal: {
        prCode: 3,
        srCode: 24,
        cs: 'Návratová adresa URL není platná.',
        en: 'The return address URL is not valid.',
      },
    };
  return { url };
}

// ---------------------------------------------------------------------------------------------
// HTML

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TITLE_CS = 'Simulátor platební brány GP webpay (lokální)';
const TITLE_EN = 'GP webpay payment gateway simulator (local)';

/** Czech first, English second, marked so screen readers switch pronunciation. */
const both = (cs: string, en: string): string =>
  `${escapeHtml(cs)} / <span lang="en">${escapeHtml(en)}</span>`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:34rem;margin:0 auto;padding:1rem}
header{border-bottom:4px solid #b91c1c;margin-bottom:1rem}
h1{font-size:1.35rem;margin:.5rem 0 .25rem}
h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
.sub{margin:0 0 .75rem;color:#374151}
.note{background:#fef3c7;border:1px solid #b45309;border-radius:.5rem;padding:.5rem .75rem;color:#78350f}
.card{background:#fff;border:1px solid #d1d5db;border-radius:.75rem;padding:1rem}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.35rem 1rem;margin:0}
dt{font-weight:600;color:#374151}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.6rem;font-weight:700}
.buttons{display:grid;gap:.75rem;margin-top:1rem}
button,select{font:inherit;min-height:48px;border-radius:.5rem}
button{border:2px solid #1f2937;background:#fff;color:#111827;padding:.6rem 1rem;font-weight:600;cursor:pointer}
button.pay{background:#166534;border-color:#166534;color:#fff}
button.decline{border-color:#991b1b;color:#991b1b}
button:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
label{display:block;font-weight:600;margin:1rem 0 .35rem}
select{width:100%;padding:.5rem;border:2px solid #6b7280;background:#fff;color:#111827}
.other{display:grid;gap:.75rem}
.error{border-color:#991b1b}
a{color:#1d4ed8}
`;

function page(title: string, body: string, lang: 'cs' | 'en', attrs = ''): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body${attrs}>
<main>
<header>
<h1>${escapeHtml(TITLE_CS)}</h1>
<p class="sub" lang="en">${escapeHtml(TITLE_EN)}</p>
</header>
${body}
</main>
</body>
</html>
`;
}

function paymentPage(order: PendingOrder, merchantNumber: string, completeAction: string): string {
  const amount = formatMoney(order.amountMinor, order.currency, order.lang);
  const hidden = `<input type="hidden" name="ORDERNUMBER" value="${escapeHtml(order.orderNumber)}">`;
  const row = (cs: string, en: string, value: string, extra = '') =>
    `<dt>${both(cs, en)}</dt><dd${extra}>${escapeHtml(value)}</dd>`;
  const options = SIMULATOR_OTHER_OUTCOMES.map((o) => {
    const label = `PRCODE ${o.prCode} / SRCODE ${o.srCode} – ${describeGpWebpayResult(o.prCode, o.srCode, 'cs').title} / ${
      describeGpWebpayResult(o.prCode, o.srCode, 'en').title
    }`;
    return `<option value="${outcomeKey(o)}">${escapeHtml(label)}</option>`;
  }).join('\n');
  // Accessible names are "Zaplatit / Pay" etc.: the span adds no text of its own.
  const buttons = SIMULATOR_BUTTONS.map(
    (b) =>
      `<button type="submit" name="outcome" value="${outcomeKey(b)}" class="${b.className}" data-testid="${b.testId}">${both(b.cs, b.en)}</button>`,
  ).join('\n');
  const body = `
<p class="note">${both('Žádná skutečná platba neproběhne: vyberte, jak má platba dopadnout.', 'No real payment is made: choose how the payment ends.')}</p>
<section class="card" aria-labelledby="gp-order-heading">
<h2 id="gp-order-heading">${both('Platba kartou', 'Card payment')}</h2>
<dl>
${row('Částka', 'Amount', amount, ' class="amount" data-testid="gp-amount"')}
${order.description ? row('Popis', 'Description', order.description, ' data-testid="gp-description"') : ''}
${order.merOrderNum ? row('Variabilní symbol', 'Variable symbol', order.merOrderNum) : ''}
${row('Číslo platby', 'Order number', order.orderNumber)}
${row('Obchodník', 'Merchant', merchantNumber)}
</dl>
</section>
<section aria-labelledby="gp-result-heading">
<h2 id="gp-result-heading">${both('Výsledek platby', 'Payment result')}</h2>
<form method="post" action="${escapeHtml(completeAction)}" class="buttons">
${hidden}
${buttons}
</form>
<form method="post" action="${escapeHtml(completeAction)}" class="other">
${hidden}
<label for="gp-outcome">${both('Jiný výsledek', 'Other outcome')}</label>
<select id="gp-outcome" name="outcome" data-testid="gp-outcome-select">
${options}
</select>
<button type="submit" data-testid="gp-outcome-submit">${both('Odeslat výsledek', 'Send outcome')}</button>
</form>
</section>`;
  return page(`${TITLE_CS} – ${amount}`, body, order.lang);
}

function refusalPage(refusal: Refusal, backUrl: string | undefined, lang: 'cs' | 'en'): string {
  const cs = describeGpWebpayResult(refusal.prCode, refusal.srCode, 'cs').title;
  const en = describeGpWebpayResult(refusal.prCode, refusal.srCode, 'en').title;
  const link = backUrl
    ? `<p><a href="${escapeHtml(backUrl)}" data-testid="gp-return-link">${both('Zpět do obchodu s odpovědí brány', 'Back to the shop with the gateway answer')}</a></p>`
    : `<p>${both('Návratovou adresu nelze použít, proto zde není odkaz zpět.', 'The return address cannot be used, so there is no link back.')}</p>`;
  const body = `
<section class="card error" role="alert" aria-labelledby="gp-error-heading">
<h2 id="gp-error-heading">${both('Platbu nelze zahájit', 'The payment cannot be started')}</h2>
<p data-testid="gp-error-code">PRCODE ${refusal.prCode}, SRCODE ${refusal.srCode}: ${both(cs, en)}</p>
<p>${both(refusal.cs, refusal.en)}</p>
${link}
</section>`;
  return page(
    `${TITLE_CS} – PRCODE ${refusal.prCode}`,
    body,
    lang,
    ` data-prcode="${refusal.prCode}" data-srcode="${refusal.srCode}"`,
  );
}

function messagePage(cs: string, en: string): string {
  return page(TITLE_CS, `<section class="card error" role="alert"><h2>${both(cs, en)}</h2></section>`, 'cs');
}

// ---------------------------------------------------------------------------------------------
// The simulator

export interface GpWebpaySimulatorOptions {
  /** Path prefix the simulator owns, e.g. '/_gpwebpay'. */
  basePath: string;
  merchantNumber: string;
  merchantPublicKeyPem: string;
  gatewayPrivateKeyPem: string;
  digestAlgorithm?: GpWebpayDigestAlgorithm;
  /** Told of every payment completed as paid (the refund simulator's deposits). */
  onDeposit?: (orderNumber: string, amountMinor: number) => void;
}

export interface GpWebpaySimulator {
  /** The CREATE_ORDER endpoint to put into GpWebpayConfig.gatewayUrl. */
  gatewayUrl(origin: string): string;
  /** Serves the request and returns true when the path is the simulator's; false otherwise. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

// Bounds for a long-running `npm start`: old entries go first.
const MAX_PENDING = 1_000;
const MAX_SEEN = 100_000;
const MAX_BODY_BYTES = 16 * 1024;

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  // No form-action: browsers apply it to the redirect back to the shop, which is another origin.
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
};

function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

class BodyTooLarge extends Error {}

function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) reject(new BodyTooLarge());
      else resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    });
    req.on('error', reject);
  });
}

function remember<T>(collection: Map<string, T> | Set<string>, max: number): void {
  while (collection.size > max) {
    const oldest = collection.keys().next().value;
    if (oldest === undefined) break;
    collection.delete(oldest);
  }
}

export function createGpWebpaySimulator(opts: GpWebpaySimulatorOptions): GpWebpaySimulator {
  const basePath = `/${opts.basePath.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  const orderPath = `${basePath}/pgw/order.do`;
  const completePath = `${basePath}/pgw/complete`;
  const algorithm = opts.digestAlgorithm ?? 'sha1';
  const pending = new Map<string, PendingOrder>();
  const seen = new Set<string>();

  /** The return URL plus the answer fields, signed with the gateway key like the real gateway. */
  function answerUrl(
    returnUrl: string,
    request: { orderNumber?: string; merOrderNum?: string; md?: string },
    outcome: Outcome,
  ): string {
    const fields: Record<string, string> = {
      OPERATION: 'CREATE_ORDER',
      ORDERNUMBER: request.orderNumber ?? '',
    };
    if (request.merOrderNum !== undefined) fields.MERORDERNUM = request.merOrderNum;
    if (request.md !== undefined) fields.MD = request.md;
    fields.PRCODE = String(outcome.prCode);
    fields.SRCODE = String(outcome.srCode);
    fields.RESULTTEXT = RESULT_TEXTS[outcome.prCode] ?? 'Declined';
    Object.assign(
      fields,
      signGatewayResponse(fields, {
        merchantNumber: opts.merchantNumber,
        gatewayPrivateKeyPem: opts.gatewayPrivateKeyPem,
        digestAlgorithm: algorithm,
      }),
    );
    const url = new URL(returnUrl);
    for (const [name, value] of Object.entries(fields)) url.searchParams.append(name, value);
    return url.href;
  }

  function createOrder(params: Record<string, string>, res: http.ServerResponse): void {
    const lang = params.LANG === 'en' ? 'en' : 'cs';
    const { url: returnUrl, refusal: urlRefusal } = returnUrlOf(params);
    if (!returnUrl) {
      sendHtml(res, 400, refusalPage(urlRefusal as Refusal, undefined, lang));
      return;
    }
    const request = { orderNumber: params.ORDERNUMBER, merOrderNum: params.MERORDERNUM, md: params.MD };
    const refuse = (refusal: Refusal) =>
      sendHtml(res, 400, refusalPage(refusal, answerUrl(returnUrl, request, refusal), lang));

    if (params.MERCHANTNUMBER !== opts.merchantNumber) {
      refuse({
        prCode: 11,
        srCode: 0,
        cs: 'Číslo obchodníka MERCHANTNUMBER simulátor nezná.',
        en: 'The simulator does not know this MERCHANTNUMBER.',
      });
      return;
    }
    if (!params.DIGEST) {
      refuse({
        prCode: 5,
        srCode: 34,
        cs: 'Chybí podpis požadavku DIGEST.',
        en: 'The request signature DIGEST is missing.',
      });
      return;
    }
    if (!verifyCreateOrderDigest(params, opts.merchantPublicKeyPem, algorithm)) {
      refuse({
        prCode: 31,
        srCode: 0,
        cs: 'Podpis požadavku (DIGEST) neodpovídá veřejnému klíči obchodníka: požadavek byl změněn nebo podepsán jiným klíčem.',
        en: 'The request signature (DIGEST) does not match the merchant public key: the request was altered or signed with another key.',
      });
      return;
    }
    const fieldRefusal = checkFields(params);
    if (fieldRefusal) {
      refuse(fieldRefusal);
      return;
    }
    const orderNumber = params.ORDERNUMBER ?? '';
    if (seen.has(orderNumber)) {
      refuse({
        prCode: 14,
        srCode: 0,
        cs: 'Toto číslo platby (ORDERNUMBER) už brána dostala; každý pokus o platbu potřebuje nové.',
        en: 'The gateway has already seen this ORDERNUMBER; every payment attempt needs a new one.',
      });
      return;
    }
    seen.add(orderNumber);
    remember(seen, MAX_SEEN);
    const order: PendingOrder = {
      orderNumber,
      returnUrl,
      amountMinor: Number(params.AMOUNT),
      currency: CURRENCY_BY_NUMBER.get(params.CURRENCY ?? '') ?? 'CZK',
      lang,
    };
    if (params.MERORDERNUM !== undefined) order.merOrderNum = params.MERORDERNUM;
    if (params.MD !== undefined) order.md = params.MD;
    if (params.DESCRIPTION) order.description = params.DESCRIPTION;
    pending.set(orderNumber, order);
    remember(pending, MAX_PENDING);
    sendHtml(res, 200, paymentPage(order, opts.merchantNumber, completePath));
  }

  function complete(form: Record<string, string>, res: http.ServerResponse): void {
    // Only the order number and the chosen outcome come from the browser; URL, MD and the rest
    // come from the verified request kept in memory.
    const order = pending.get(form.ORDERNUMBER ?? '');
    if (!order) {
      sendHtml(
        res,
        404,
        messagePage('Neznámá nebo již dokončená platba.', 'Unknown or already completed payment.'),
      );
      return;
    }
    const outcome = ALLOWED_OUTCOMES.get(form.outcome ?? '');
    if (!outcome) {
      sendHtml(res, 400, messagePage('Neznámý výsledek platby.', 'Unknown payment outcome.'));
      return;
    }
    pending.delete(order.orderNumber);
    if (outcome.prCode === 0) opts.onDeposit?.(order.orderNumber, order.amountMinor);
    const location = answerUrl(order.returnUrl, order, outcome);
    res.writeHead(303, { ...SECURITY_HEADERS, location, 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="cs"><title>303</title><a href="${escapeHtml(location)}">${both('Pokračovat', 'Continue')}</a></html>`,
    );
  }

  function fail(res: http.ServerResponse, error: unknown): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof BodyTooLarge)
      sendHtml(res, 413, messagePage('Požadavek je příliš velký.', 'The request is too large.'));
    else sendHtml(res, 500, messagePage('Chyba simulátoru.', 'Simulator error.'));
  }

  return {
    gatewayUrl(origin: string): string {
      return `${origin.replace(/\/+$/, '')}${orderPath}`;
    },

    handle(req, res): boolean {
      const url = new URL(req.url ?? '/', 'http://simulator.local');
      const method = req.method ?? 'GET';
      if (url.pathname === orderPath) {
        if (method === 'GET') {
          try {
            createOrder(Object.fromEntries(url.searchParams), res);
          } catch (error) {
            fail(res, error);
          }
        } else if (method === 'POST') {
          // The real gateway accepts the same fields as a form POST too.
          readForm(req)
            .then(
              (form) => createOrder(form, res),
              (error: unknown) => fail(res, error),
            )
            .catch((error: unknown) => fail(res, error));
        } else {
          res.writeHead(405, { ...SECURITY_HEADERS, allow: 'GET, POST' }).end();
        }
        return true;
      }
      if (url.pathname === completePath) {
        if (method === 'POST') {
          readForm(req)
            .then(
              (form) => complete(form, res),
              (error: unknown) => fail(res, error),
            )
            .catch((error: unknown) => fail(res, error));
        } else {
          res.writeHead(405, { ...SECURITY_HEADERS, allow: 'POST' }).end();
        }
        return true;
      }
      return false;
    },
  };
}
