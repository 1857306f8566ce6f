import { describe, expect, it } from 'vitest';
import { Currency, PaymentMethod } from '@shared/codelists/enums';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import type { PaymentDetailRecord } from '../series-editor/payment-details';
import { choosePaymentDetail } from './payment-detail';
import { bankTransferRefusal } from './payment-rules';

const detail = (
  iban: string,
  scope: PaymentDetailRecord['scope'],
  currency: number = Currency.CZK,
): PaymentDetailRecord => ({
  entity: 'paymentDetail',
  guid: iban,
  seriesGuid: 'S',
  bankAccount: '1',
  bankCode: '0800',
  currency,
  iban,
  scope,
});
const item = { seriesEventGuid: 'e', subEventGuid: 's', categoryGuid: 'c', waveGuid: 'w' };

describe('payment detail for an order', () => {
  it('picks the most specific account of the currency whose scope holds the item', () => {
    const all = [
      detail('SERIES', {}),
      detail('EVENT', { eventGuid: 'e' }),
      detail('CATEGORY', { eventGuid: 'e', categoryGuid: 'c' }),
      detail('OTHER-WAVE', { waveGuid: 'x' }),
      detail('WAVE-EUR', { waveGuid: 'w' }, Currency.EUR),
    ];
    expect(choosePaymentDetail(all, item, 'CZK')?.iban).toBe('CATEGORY');
    expect(choosePaymentDetail(all, item, 'EUR')?.iban).toBe('WAVE-EUR');
    expect(choosePaymentDetail(all, item, 'USD')).toBeNull();
    expect(choosePaymentDetail(all.slice(0, 2), { ...item, seriesEventGuid: 'f' }, 'CZK')?.iban).toBe(
      'SERIES',
    );
  });
});

describe('bank transfer rules (spec §5)', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const one = { index: 0, sub: { name: '10 km', forbidBankTransferFrom: '2026-06-01T00:00:00Z' } };
  it('allows a single registration before forbidBankTransferFrom; cards are always fine', () => {
    expect(bankTransferRefusal([one], PaymentMethod.TRANSFER, now)).toBeUndefined();
    expect(bankTransferRefusal([one, one], PaymentMethod.CARD, now)).toBeUndefined();
  });
  it('refuses several registrations and transfers from the closing instant on', () => {
    expect(bankTransferRefusal([one, { ...one, index: 1 }], PaymentMethod.TRANSFER, now)?.reason).toBe(
      RegistrationFailure.TRANSFER_SINGLE_ONLY,
    );
    expect(
      bankTransferRefusal([one], PaymentMethod.TRANSFER, new Date('2026-06-01T00:00:00Z')),
    ).toMatchObject({
      reason: RegistrationFailure.TRANSFER_CLOSED,
      index: 0,
    });
  });
});
