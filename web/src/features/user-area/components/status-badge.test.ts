import { describe, expect, it } from 'vitest';
import { paymentStatus } from './status-badge';

describe('paymentStatus', () => {
  it('names the state of an order or registration, cancellation first', () => {
    expect(paymentStatus({ paid: false, expired: false, cancelled: false })).toBe('unpaid');
    expect(paymentStatus({ paid: true, expired: false, cancelled: false })).toBe('paid');
    expect(paymentStatus({ paid: false, expired: true, cancelled: false })).toBe('expired');
    expect(paymentStatus({ paid: true, expired: false, cancelled: true })).toBe('cancelled');
  });
});
