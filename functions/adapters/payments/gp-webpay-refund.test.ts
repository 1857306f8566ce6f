import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GpWebpayConfig } from './gp-webpay';
import {
  buildRefundRequest,
  requestGpWebpayRefund,
  signRefundResponse,
  verifyRefundRequest,
  verifyRefundResponse,
  type RefundTransport,
} from './gp-webpay-refund';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pair();
const gatewayKeys = pair();
const cfg: GpWebpayConfig = {
  merchantNumber: '1234567890',
  merchantPrivateKeyPem: merchant.privateKey,
  gatewayPublicKeyPem: gatewayKeys.publicKey,
  gatewayUrl: 'http://127.0.0.1/pgw/order.do',
  refundUrl: 'http://127.0.0.1/ws/refund',
  digestAlgorithm: 'sha1',
};
const input = { orderNumber: '987654321', amountMinor: 12345, messageId: 'abc123' };

/** The gateway's side in a function: checks the request, answers signed. */
const gatewayAnswering =
  (prCode: number, tamper?: (f: Record<string, string>) => void): RefundTransport =>
  async (_url, fields) => {
    expect(verifyRefundRequest(fields, merchant.publicKey, 'sha1')).toBe(true);
    const answer = signRefundResponse(
      {
        OPERATION: 'REFUND',
        ORDERNUMBER: fields.ORDERNUMBER ?? '',
        MESSAGEID: fields.MESSAGEID ?? '',
        PRCODE: String(prCode),
        SRCODE: '0',
        RESULTTEXT: 'x',
        MERCHANTNUMBER: cfg.merchantNumber,
      },
      gatewayKeys.privateKey,
      'sha1',
    );
    tamper?.(answer);
    return answer;
  };

describe('GP webpay refund request', () => {
  it('signs MERCHANTNUMBER|OPERATION|ORDERNUMBER|AMOUNT|MESSAGEID with the merchant key', () => {
    const fields = buildRefundRequest(cfg, input);
    expect(fields).toMatchObject({
      MERCHANTNUMBER: '1234567890',
      OPERATION: 'REFUND',
      ORDERNUMBER: '987654321',
      AMOUNT: '12345',
    });
    expect(verifyRefundRequest(fields, merchant.publicKey, 'sha1')).toBe(true);
    expect(verifyRefundRequest({ ...fields, AMOUNT: '12346' }, merchant.publicKey, 'sha1')).toBe(false);
    expect(verifyRefundRequest(fields, gatewayKeys.publicKey, 'sha1')).toBe(false);
  });

  it('refuses to build a malformed request', () => {
    expect(() => buildRefundRequest(cfg, { ...input, amountMinor: 0 })).toThrow('AMOUNT');
    expect(() => buildRefundRequest(cfg, { ...input, orderNumber: '12a' })).toThrow('ORDERNUMBER');
    expect(() => buildRefundRequest(cfg, { ...input, messageId: 'x'.repeat(33) })).toThrow('MESSAGEID');
  });

  it('accepts a signed answer and reads its codes', async () => {
    await expect(requestGpWebpayRefund(cfg, input, gatewayAnswering(0))).resolves.toEqual({
      prCode: 0,
      srCode: 0,
      resultText: 'x',
    });
    await expect(requestGpWebpayRefund(cfg, input, gatewayAnswering(18))).resolves.toMatchObject({
      prCode: 18,
    });
  });

  it('refuses an altered answer, one for another refund, and one signed by another key', async () => {
    await expect(
      requestGpWebpayRefund(
        cfg,
        input,
        gatewayAnswering(18, (f) => (f.PRCODE = '0')),
      ),
    ).rejects.toThrow('signature');
    await expect(
      requestGpWebpayRefund(
        cfg,
        input,
        gatewayAnswering(0, (f) => (f.MESSAGEID = 'other')),
      ),
    ).rejects.toThrow('another request');
    const forged = signRefundResponse(
      {
        OPERATION: 'REFUND',
        ORDERNUMBER: '987654321',
        MESSAGEID: 'abc123',
        PRCODE: '0',
        SRCODE: '0',
        RESULTTEXT: 'OK',
        MERCHANTNUMBER: '1234567890',
      },
      merchant.privateKey,
      'sha1',
    );
    expect(() => verifyRefundResponse(cfg, input, forged)).toThrow('signature');
    await expect(
      requestGpWebpayRefund({ ...cfg, refundUrl: undefined } as GpWebpayConfig, input),
    ).rejects.toThrow('not configured');
  });
});
