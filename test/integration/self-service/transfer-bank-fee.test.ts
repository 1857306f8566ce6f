import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptTransferResult, TransferOfferView } from '@shared/self-service/transfer-schemas';
import { getBankPayment } from '../../../functions/adapters/dynamodb/bank-payment-repository';
import { bankPaymentGuid } from '../../../functions/domain/bank-import/bank-payment-record';
import { mailsTo } from '../accounts-support';
import { card, send, setOffer, signInAdmin, transferRules } from './transfer-support';
import { FEE, detailOf, feeByTransfer, importStatement, statement } from './transfer-fee-support';

/**
 * The transfer fee paid by bank transfer (issue 27 item 2): the new runner gets a variable symbol
 * of the fee's own with the race's account and QR Platba; the bank statement import pays it and
 * the registration changes hands once; a payment after the offer's deadline changes nothing.
 */
describe('the transfer fee paid by bank transfer', () => {
  beforeAll(signInAdmin);

  afterAll(async () => {
    await transferRules({ allowed: false });
  });

  it('gives a variable symbol with QR Platba; the bank import pays it and the item changes hands once', async () => {
    const { o, email, path, bankTransfer } = await feeByTransfer();
    expect(bankTransfer).toMatchObject({
      amount: FEE,
      currency: 'CZK',
      accountNumber: '19-2000145399/0800',
      constantSymbol: '0308',
    });
    expect(bankTransfer.variableSymbol).toMatch(/^[1-9]\d{9}$/);
    expect(bankTransfer.qrString).toContain(`X-VS:${bankTransfer.variableSymbol}`);
    expect(bankTransfer.qrString).toContain('AM:250.00');
    expect(bankTransfer.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // Asked again (the page reopened): the same symbol; nothing changes hands before the payment.
    const again = await send<AcceptTransferResult>('POST', `${path}/accept`, undefined, {
      ...card(email),
      payBy: 'transfer',
    });
    expect(again.body).toMatchObject({
      status: 'transfer',
      bankTransfer: { variableSymbol: bankTransfer.variableSymbol },
    });
    const pending = await send<TransferOfferView>('GET', path, undefined);
    expect(pending.body).toMatchObject({
      state: 'offered',
      bankTransfer: { variableSymbol: bankTransfer.variableSymbol },
    });
    const before = await detailOf(o.orderGuid);
    expect(before.items[0]?.email).toBe(o.email);

    const movementId = `${Date.now()}${randomUUID().slice(0, 4).replace(/\D/g, '7')}`;
    const csv = statement(movementId, FEE, bankTransfer.variableSymbol);
    const job = await importStatement(csv);
    expect(job.state).toBe('finished');
    expect(job.result).toMatchObject({ processedRows: 1, paid: 1 });
    const after = await detailOf(o.orderGuid);
    expect(after.items[0]).toMatchObject({
      email,
      additionalsPrice: (before.items[0]?.additionalsPrice ?? 0) + FEE,
    });
    expect(after.calculatedPrice).toBe(before.calculatedPrice + FEE);
    const entries = after.history.filter((h) => h.action === 'itemTransferred');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.changes).toMatchObject({ transferFee: { amount: FEE } });
    expect(await getBankPayment(bankPaymentGuid(movementId))).toMatchObject({
      status: 'paid',
      orderGuid: o.orderGuid,
      variableSymbol: bankTransfer.variableSymbol,
    });
    expect((await mailsTo(email, 2)).some((m) => m.subject.startsWith('Registration transferred'))).toBe(
      true,
    );
    expect((await send<TransferOfferView>('GET', path, undefined)).body).toMatchObject({
      state: 'accepted',
      bankTransfer: null,
    });

    // The same statement again changes nothing.
    const second = await importStatement(csv);
    expect(second.result).toMatchObject({ processedRows: 1, paid: 0, alreadyImported: 1 });
    expect((await detailOf(o.orderGuid)).history.filter((h) => h.action === 'itemTransferred')).toHaveLength(
      1,
    );
  });

  it('a fee paid after the offer expired changes nothing: the payment is flagged against the order for a refund', async () => {
    const { o, bankTransfer } = await feeByTransfer();
    await setOffer(o.itemId, { validUntil: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    const movementId = `${Date.now()}${randomUUID().slice(0, 4).replace(/\D/g, '3')}`;
    const job = await importStatement(statement(movementId, FEE, bankTransfer.variableSymbol));
    expect(job.result).toMatchObject({ processedRows: 1, paid: 0, closedOrders: 1 });
    expect((await detailOf(o.orderGuid)).items[0]?.email).toBe(o.email);
    expect(await getBankPayment(bankPaymentGuid(movementId))).toMatchObject({
      status: 'orderClosed',
      orderGuid: o.orderGuid,
    });
  });
});
