import { describe, expect, it } from 'vitest';
import { REPLAY_WINDOW_SECONDS, signWebhook, verifyWebhookSignature } from './webhook-signature';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"order.paid"}';
const now = 1_800_000_000;

describe('webhook signature (HMAC-SHA256 over timestamp.body)', () => {
  it('a delivery signed with the secret verifies; the header names the timestamp', () => {
    const header = signWebhook(secret, now, body);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret, header, body, now })).toEqual({ ok: true, timestamp: now });
  });

  it('a changed body, another secret or a moved timestamp fail the signature', () => {
    const header = signWebhook(secret, now, body);
    expect(verifyWebhookSignature({ secret, header, body: `${body} `, now })).toMatchObject({
      reason: 'badSignature',
    });
    expect(verifyWebhookSignature({ secret: 'other', header, body, now })).toMatchObject({
      reason: 'badSignature',
    });
    const moved = header.replace(`t=${now}`, `t=${now + 1}`);
    expect(verifyWebhookSignature({ secret, header: moved, body, now })).toMatchObject({
      reason: 'badSignature',
    });
  });

  it('refuses a replay older than five minutes (and a timestamp as far in the future)', () => {
    expect(REPLAY_WINDOW_SECONDS).toBe(300);
    const old = signWebhook(secret, now - 301, body);
    expect(verifyWebhookSignature({ secret, header: old, body, now })).toMatchObject({
      reason: 'outsideWindow',
    });
    const edge = signWebhook(secret, now - 300, body);
    expect(verifyWebhookSignature({ secret, header: edge, body, now }).ok).toBe(true);
    const future = signWebhook(secret, now + 301, body);
    expect(verifyWebhookSignature({ secret, header: future, body, now })).toMatchObject({
      reason: 'outsideWindow',
    });
  });

  it('a missing or malformed header is refused, and any of several v1 values may match', () => {
    expect(verifyWebhookSignature({ secret, header: undefined, body, now })).toMatchObject({
      reason: 'malformed',
    });
    expect(verifyWebhookSignature({ secret, header: 'v1=abc', body, now })).toMatchObject({
      reason: 'malformed',
    });
    const good = signWebhook(secret, now, body).split(',')[1];
    expect(verifyWebhookSignature({ secret, header: `t=${now},v1=00ff,${good}`, body, now }).ok).toBe(true);
  });
});
