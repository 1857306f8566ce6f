import { describe, expect, it } from 'vitest';
import { signTicket, ticketKey, verifyTicket } from './ticket-token';

const key = ticketKey('stage-secret');
const ref = { orderGuid: '0b6c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3', index: 3 };

describe('QR ticket token', () => {
  it('is compact and reads back to its registration', () => {
    const token = signTicket(key, ref);
    expect(token).toMatch(/^[A-Za-z0-9_-]{46}$/);
    expect(verifyTicket(key, token)).toEqual(ref);
  });

  it('differs per item, so one ticket never admits a friend in the same order', () => {
    expect(signTicket(key, ref)).not.toBe(signTicket(key, { ...ref, index: 4 }));
  });

  it('refuses a tampered ticket (another item index or order, or a flipped signature bit)', () => {
    const raw = Buffer.from(signTicket(key, ref), 'base64url');
    for (const at of [0, 17, 33]) {
      const bad = Buffer.from(raw);
      bad[at] = bad[at]! ^ 1;
      expect(verifyTicket(key, bad.toString('base64url'))).toBeUndefined();
    }
  });

  it('refuses a ticket signed with another stage’s key and anything malformed', () => {
    expect(verifyTicket(ticketKey('other-secret'), signTicket(key, ref))).toBeUndefined();
    expect(verifyTicket(key, '')).toBeUndefined();
    expect(verifyTicket(key, 'x'.repeat(46))).toBeUndefined();
    expect(verifyTicket(key, `${signTicket(key, ref)}A`)).toBeUndefined();
  });

  it('uses a key of its own, not the raw signing secret', () => {
    expect(ticketKey('s').equals(Buffer.from('s'))).toBe(false);
  });
});
