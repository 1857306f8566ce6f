import { describe, expect, it } from 'vitest';
import { blockingStateCode, itemTotal, latestCardResult, registrationState } from './registration-state';

const flags = { deleted: false, cancelled: false, paid: false, expired: false };

describe('registration state', () => {
  it('deleted and cancelled outrank paid and expired', () => {
    expect(registrationState(flags)).toBe('waiting');
    expect(registrationState({ ...flags, paid: true })).toBe('paid');
    expect(registrationState({ ...flags, expired: true })).toBe('expired');
    expect(registrationState({ ...flags, paid: true, cancelled: true })).toBe('cancelled');
    expect(registrationState({ ...flags, cancelled: true, deleted: true })).toBe('deleted');
  });

  it('names what stops a direct payment', () => {
    expect(blockingStateCode('paid')).toBe('payment.alreadyPaid');
    expect(blockingStateCode('deleted')).toBe('payment.deleted');
    expect(blockingStateCode('expired')).toBe('payment.expired');
    expect(blockingStateCode('cancelled')).toBe('payment.cancelled');
    expect(blockingStateCode('waiting')).toBeNull();
  });
});

describe('latest card attempt', () => {
  const attempt = (prCode: number | null, srCode: number | null, orderNumber = '1') => ({
    orderNumber,
    dateCreated: '2027-05-01T10:00:00Z',
    prCode,
    srCode,
    resultText: null,
    dateAnswered: prCode === null ? null : '2027-05-01T10:01:00Z',
  });

  it('none, pending, answered', () => {
    expect(latestCardResult({ cardAttempts: [] }, 'cs')).toEqual({ kind: 'none' });
    expect(latestCardResult({ cardAttempts: [attempt(null, null, '7')] }, 'cs')).toEqual({
      kind: 'pending',
      orderNumber: '7',
    });
  });

  it('explains the newest answer with the GP webpay texts', () => {
    const declined = latestCardResult({ cardAttempts: [attempt(0, 0, '1'), attempt(30, 1002, '2')] }, 'cs');
    expect(declined).toMatchObject({
      kind: 'answered',
      orderNumber: '2',
      prCode: 30,
      srCode: 1002,
      retryable: true,
      outcome: 'declined',
    });
    const paid = latestCardResult({ cardAttempts: [attempt(50, 0), attempt(0, 0, '3')] }, 'en');
    expect(paid).toMatchObject({
      kind: 'answered',
      outcome: 'paid',
      title: 'Payment successful',
      retryable: false,
    });
  });

  it('prices an item as base + extras − discount', () => {
    expect(itemTotal({ basePrice: 45000, additionalsPrice: 25000, discount: 4500 })).toBe(65500);
  });
});
