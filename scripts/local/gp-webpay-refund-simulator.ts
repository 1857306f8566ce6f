import type http from 'node:http';
import type { GpWebpayDigestAlgorithm } from '../../functions/adapters/payments/gp-webpay';
import {
  REFUND_OPERATION,
  signRefundResponse,
  verifyRefundRequest,
} from '../../functions/adapters/payments/gp-webpay-refund';

/**
 * The local stand-in for GP webpay's refund operation (functions/adapters/payments/gp-webpay-refund.ts),
 * beside the payment page simulator. It knows what was deposited from the payments completed on the
 * payment page (`recordDeposit`), checks the merchant's signature and answers like the gateway:
 * - 0 OK, and the refunded total of the payment grows;
 * - 18 "credit exceeds deposited" when the amount is more than deposited less refunded;
 * - 20 "invalid state" when the payment is refunded in full already;
 * - 15 "object not found" for a payment it never saw deposited;
 * - 25 "operation not allowed" (declined) for any amount whose last two digits are 13 (test amounts,
 *   e.g. 100.13 CZK), changing nothing;
 * - a MESSAGEID seen before gets the same answer again (nothing refunded twice).
 * A test switch, POST `<base>/test/refunded` (ORDERNUMBER, AMOUNT), records a refund made outside the
 * app (as by hand in GP's portal), so "already refunded" and "amount too high" can be tested end to end.
 * Loopback use only; state lives in memory (a restarted stack forgets deposits).
 */

export interface GpWebpayRefundSimulatorOptions {
  basePath: string;
  merchantNumber: string;
  merchantPublicKeyPem: string;
  gatewayPrivateKeyPem: string;
  digestAlgorithm?: GpWebpayDigestAlgorithm;
}

export interface GpWebpayRefundSimulator {
  refundUrl(origin: string): string;
  recordDeposit(orderNumber: string, amountMinor: number): void;
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

export const DECLINED_REFUND_CENTS = 13;

const RESULT_TEXTS: Readonly<Record<number, string>> = {
  0: 'OK',
  3: 'Incorrect content of field',
  11: 'Unknown merchant',
  14: 'Duplicate message id',
  15: 'Object not found',
  18: 'Credit exceeds deposited amount',
  20: 'Invalid state of object',
  25: 'Operation not allowed',
  31: 'Wrong digest',
};

const MAX_BODY_BYTES = 16 * 1024;

function readForm(req: http.IncomingMessage): Promise<Record<string, string> | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(
        size > MAX_BODY_BYTES
          ? undefined
          : Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      ),
    );
    req.on('error', reject);
  });
}

interface Answered {
  orderNumber: string;
  amount: string;
  prCode: number;
  srCode: number;
}

export function createGpWebpayRefundSimulator(opts: GpWebpayRefundSimulatorOptions): GpWebpayRefundSimulator {
  const basePath = `/${opts.basePath.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  const refundPath = `${basePath}/ws/refund`;
  const switchPath = `${basePath}/test/refunded`;
  const algorithm = opts.digestAlgorithm ?? 'sha1';
  const deposited = new Map<string, number>();
  const refunded = new Map<string, number>();
  const answered = new Map<string, Answered>();

  function decide(form: Record<string, string>): { prCode: number; srCode: number } {
    if (form.MERCHANTNUMBER !== opts.merchantNumber) return { prCode: 11, srCode: 0 };
    if (!verifyRefundRequest(form, opts.merchantPublicKeyPem, algorithm)) return { prCode: 31, srCode: 0 };
    if (form.OPERATION !== REFUND_OPERATION) return { prCode: 3, srCode: 12 };
    const orderNumber = form.ORDERNUMBER ?? '';
    const amountText = form.AMOUNT ?? '';
    if (!/^\d{1,15}$/.test(orderNumber)) return { prCode: 3, srCode: 1 };
    if (!/^\d{1,15}$/.test(amountText) || Number(amountText) <= 0) return { prCode: 3, srCode: 6 };
    const messageId = form.MESSAGEID ?? '';
    const earlier = answered.get(messageId);
    if (earlier) {
      return earlier.orderNumber === orderNumber && earlier.amount === amountText
        ? { prCode: earlier.prCode, srCode: earlier.srCode }
        : { prCode: 14, srCode: 0 };
    }
    const deposit = deposited.get(orderNumber);
    let outcome: { prCode: number; srCode: number };
    const amount = Number(amountText);
    const done = refunded.get(orderNumber) ?? 0;
    if (deposit === undefined) outcome = { prCode: 15, srCode: 1 };
    else if (amount % 100 === DECLINED_REFUND_CENTS) outcome = { prCode: 25, srCode: 0 };
    else if (done >= deposit) outcome = { prCode: 20, srCode: 0 };
    else if (amount > deposit - done) outcome = { prCode: 18, srCode: 0 };
    else {
      refunded.set(orderNumber, done + amount);
      outcome = { prCode: 0, srCode: 0 };
    }
    if (messageId) answered.set(messageId, { orderNumber, amount: amountText, ...outcome });
    return outcome;
  }

  function answer(res: http.ServerResponse, form: Record<string, string>): void {
    const { prCode, srCode } = decide(form);
    const fields = signRefundResponse(
      {
        OPERATION: REFUND_OPERATION,
        ORDERNUMBER: form.ORDERNUMBER ?? '',
        MESSAGEID: form.MESSAGEID ?? '',
        PRCODE: String(prCode),
        SRCODE: String(srCode),
        RESULTTEXT: RESULT_TEXTS[prCode] ?? 'Declined',
        MERCHANTNUMBER: opts.merchantNumber,
      },
      opts.gatewayPrivateKeyPem,
      algorithm,
    );
    res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-store' });
    res.end(new URLSearchParams(fields).toString());
  }

  function testSwitch(res: http.ServerResponse, form: Record<string, string>): void {
    const orderNumber = form.ORDERNUMBER ?? '';
    const amount = Number(form.AMOUNT);
    if (!deposited.has(orderNumber) || !Number.isSafeInteger(amount) || amount <= 0) {
      res.writeHead(400).end();
      return;
    }
    refunded.set(orderNumber, (refunded.get(orderNumber) ?? 0) + amount);
    res.writeHead(204).end();
  }

  return {
    refundUrl: (origin) => `${origin.replace(/\/+$/, '')}${refundPath}`,
    recordDeposit(orderNumber, amountMinor) {
      deposited.set(orderNumber, amountMinor);
    },
    handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://simulator.local').pathname;
      if (pathname !== refundPath && pathname !== switchPath) return false;
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST' }).end();
        return true;
      }
      readForm(req)
        .then((form) => {
          if (!form) res.writeHead(413).end();
          else if (pathname === refundPath) answer(res, form);
          else testSwitch(res, form);
        })
        .catch(() => {
          if (!res.headersSent) res.writeHead(500).end();
          else res.destroy();
        });
      return true;
    },
  };
}
