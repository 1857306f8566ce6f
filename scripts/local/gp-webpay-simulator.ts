import type http from 'node:http';
import {
  signGatewayResponse,
  verifyCreateOrderDigest,
  type GpWebpayDigestAlgorithm,
} from '../../functions/adapters/payments/gp-webpay';
import {
  ALLOWED_OUTCOMES,
  CURRENCY_BY_NUMBER,
  RESULT_TEXTS,
  checkFields,
  returnUrlOf,
  type Outcome,
  type PendingOrder,
  type Refusal,
} from './gp-webpay-sim-checks';
import { both, escapeHtml, messagePage, paymentPage, refusalPage } from './gp-webpay-sim-pages';

// The keys live in their own module; callers import them from here.
export {
  generateLocalGpWebpayKeys,
  loadOrCreateLocalGpWebpayKeys,
  localGpWebpaySecret,
  type LocalGpWebpayKeys,
  type PemKeyPair,
} from './gp-webpay-sim-keys';
export { SIMULATOR_BUTTONS, SIMULATOR_OTHER_OUTCOMES } from './gp-webpay-sim-checks';

/**
 * A local stand-in for the GP webpay payment page (design: "a local payment-gateway simulator
 * page (pay / decline / cancel) that signs its answers like the real gateway"). It checks the
 * CREATE_ORDER redirect like the gateway would (merchant, DIGEST, field formats, duplicate order
 * numbers), shows a small bilingual page and sends the browser back to URL with an answer signed
 * by the gateway key, so the app verifies it with the very code it uses against the real gateway.
 * Loopback use only: nothing here is hardened beyond that.
 */

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
