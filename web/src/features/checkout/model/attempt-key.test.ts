import { describe, expect, it } from 'vitest';
import { attemptKey } from './attempt-key';

const keys = () => {
  let n = 0;
  return attemptKey(() => `k${++n}`);
};

describe('the checkout submission key', () => {
  it('stays while the order is unchanged and is new once the runner changes it', () => {
    const key = keys();
    expect(key.current()).toBe('k1');
    key.failed(409, 'registration.capacitySubevent');
    expect(key.current()).toBe('k1');
    key.changed();
    expect(key.current()).toBe('k2');
  });

  it('stays after a 503 even when the runner changes the order, so a lost answer cannot become a second order', () => {
    const key = keys();
    key.current();
    key.failed(503, 'serviceUnavailable');
    key.changed();
    expect(key.current()).toBe('k1');
    key.failed(400, 'validation');
    key.changed();
    expect(key.current()).toBe('k1');
  });

  it('is new after the server says the key was used for another order', () => {
    const key = keys();
    key.current();
    key.failed(503, undefined);
    key.failed(409, 'checkout.idempotencyKeyReused');
    expect(key.current()).toBe('k2');
    key.changed();
    expect(key.current()).toBe('k3');
  });
});
