import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankPaymentDetail } from '@shared/payments/bank-payment-schemas';
import type { OrderTransferFees } from '@shared/self-service/transfer-fee-admin-schemas';
import type { TransferOfferView } from '@shared/self-service/transfer-schemas';
import { pragueDay } from '@shared/statistics/statistics-calendar';
import { getBankPayment } from '../../../functions/adapters/dynamodb/bank-payment-repository';
import { bankPaymentGuid } from '../../../functions/domain/bank-import/bank-payment-record';
import { admin, send, setOffer, signInAdmin, transferRules, type Body } from './transfer-support';
import { FEE, detailOf, feeByTransfer, importStatement, statement } from './transfer-fee-support';

/**
 * An admin settles a transfer fee by hand (issue 27 item 2): recorded paid in the order detail, or
 * an unmatched bank row assigned to it by its variable symbol. Either hands the registration over
 * once, as the bank import does, with the admin in the history; a second try, an expired offer or
 * an amount short of the fee changes nothing.
 */
const feesPath = (orderGuid: string) => `admin/registrations/${orderGuid}/transfer-fees`;
const markPaid = (o: { orderGuid: string; itemId: string }, body: Record<string, unknown>) =>
  send<OrderTransferFees & Body>('POST', `${feesPath(o.orderGuid)}/${o.itemId}/paid`, admin.token, body);
const transfers = async (orderGuid: string) =>
  (await detailOf(orderGuid)).history.filter((h) => h.action === 'itemTransferred');
const movementId = () => `${Date.now()}${randomUUID().slice(0, 4).replace(/\D/g, '5')}`;

describe('a transfer fee settled by an admin', () => {
  beforeAll(signInAdmin);

  afterAll(async () => {
    await transferRules({ allowed: false });
  });

  it('recorded paid by hand: the new runner owns the registration, the offer is accepted, the history names the admin; twice changes nothing', async () => {
    const { o, email, path, bankTransfer } = await feeByTransfer();
    const listed = await send<OrderTransferFees>('GET', feesPath(o.orderGuid), admin.token);
    expect(listed.status).toBe(200);
    expect(listed.body.fees).toEqual([
      expect.objectContaining({
        itemId: o.itemId,
        variableSymbol: bankTransfer.variableSymbol,
        amount: FEE,
        currency: 'CZK',
        runnerEmail: email,
        state: 'pending',
      }),
    ]);
    const before = await detailOf(o.orderGuid);
    const today = pragueDay(new Date());

    const paid = await markPaid(o, { amount: FEE + 1000, date: today, note: 'paid at the office' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.fees).toEqual([]);
    const after = await detailOf(o.orderGuid);
    expect(after.items[0]).toMatchObject({
      email,
      additionalsPrice: (before.items[0]?.additionalsPrice ?? 0) + FEE,
    });
    const entries = await transfers(o.orderGuid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      by: admin.userId,
      changes: {
        to: { email },
        transferFee: { amount: FEE },
        settledByAdmin: { received: FEE + 1000, date: today, note: 'paid at the office', currency: 'CZK' },
      },
    });
    expect((await send<TransferOfferView>('GET', path, undefined)).body).toMatchObject({ state: 'accepted' });

    const again = await markPaid(o, { amount: FEE, date: today });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('transferFees.alreadyPaid');
    expect(await transfers(o.orderGuid)).toHaveLength(1);
    expect((await detailOf(o.orderGuid)).calculatedPrice).toBe(after.calculatedPrice);
  });

  it('refuses an amount below the fee, a future day, and an offer past its deadline, changing nothing', async () => {
    const { o } = await feeByTransfer();
    const today = pragueDay(new Date());
    const short = await markPaid(o, { amount: FEE - 1, date: today });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'transferFees.amountBelowFee' });
    const tomorrow = pragueDay(new Date(Date.now() + 86_400_000));
    const future = await markPaid(o, { amount: FEE, date: tomorrow });
    expect(future.status).toBe(400);
    expect(future.body.code).toBe('transferFees.dateInFuture');
    const bad = await markPaid(o, { amount: 'lots', date: today });
    expect(bad.status).toBe(400);
    // The fee is found only through its own order's address (an event manager is scoped on that).
    const elsewhere = await markPaid(
      { orderGuid: randomUUID(), itemId: o.itemId },
      { amount: FEE, date: today },
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('transferFees.notFound');

    await setOffer(o.itemId, { validUntil: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    const listed = await send<OrderTransferFees>('GET', feesPath(o.orderGuid), admin.token);
    expect(listed.body.fees[0]?.state).toBe('expired');
    const late = await markPaid(o, { amount: FEE, date: today });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('transferFees.pastDeadline');
    expect(late.body.message).toMatch(/refund/i);
    expect((await detailOf(o.orderGuid)).items[0]?.email).toBe(o.email);
    expect(await transfers(o.orderGuid)).toHaveLength(0);
  });

  it('an unmatched bank row assigned to the fee by its variable symbol hands the registration over once', async () => {
    const { o, email, bankTransfer } = await feeByTransfer();
    // A payer who wrote the wrong symbol: the import leaves the row unmatched.
    const id = movementId();
    const job = await importStatement(statement(id, FEE, '9999999999'));
    expect(job.state).toBe('finished');
    const guid = bankPaymentGuid(id);
    expect(await getBankPayment(guid)).toMatchObject({ status: 'unknownVariableSymbol', orderGuid: null });

    const wrong = await send<Body>('POST', `admin/bank-payments/${guid}/transfer-fee`, admin.token, {
      variableSymbol: '1111111111',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe('transferFees.symbolNotFound');

    const assigned = await send<BankPaymentDetail>(
      'POST',
      `admin/bank-payments/${guid}/transfer-fee`,
      admin.token,
      {
        variableSymbol: bankTransfer.variableSymbol,
      },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'paid', orderId: o.orderGuid });
    expect(assigned.body.history[0]).toMatchObject({ by: admin.userId, action: 'matched' });
    expect((await detailOf(o.orderGuid)).items[0]?.email).toBe(email);
    const entries = await transfers(o.orderGuid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      by: admin.userId,
      changes: { settledByAdmin: { received: FEE, bankPayment: guid } },
    });

    const again = await send<Body>('POST', `admin/bank-payments/${guid}/transfer-fee`, admin.token, {
      variableSymbol: bankTransfer.variableSymbol,
    });
    expect(again.status).toBe(409);
    expect(await transfers(o.orderGuid)).toHaveLength(1);
  });

  it('the bank import of the fee and a manual payment at once: exactly one hands the registration over', async () => {
    const { o, email, bankTransfer } = await feeByTransfer();
    const id = movementId();
    const [job, manual] = await Promise.all([
      importStatement(statement(id, FEE, bankTransfer.variableSymbol)),
      markPaid(o, { amount: FEE, date: pragueDay(new Date()) }),
    ]);
    expect(job.state).toBe('finished');
    const row = await getBankPayment(bankPaymentGuid(id));
    if (manual.status === 200) expect(row).toMatchObject({ status: 'orderClosed', orderGuid: o.orderGuid });
    else {
      expect(manual.body.code).toBe('transferFees.alreadyPaid');
      expect(row).toMatchObject({ status: 'paid', orderGuid: o.orderGuid });
    }
    expect((await detailOf(o.orderGuid)).items[0]?.email).toBe(email);
    expect(await transfers(o.orderGuid)).toHaveLength(1);
  });
});
