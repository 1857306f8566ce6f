import type { AcceptTransferResult, BankTransfer } from '@shared/self-service/transfer-schemas';
import { buildQrPlatba, toSpdText } from '@shared/payments/qr-platba';
import { choosePaymentDetail } from '../checkout/payment-detail';
import { newVariableSymbol } from '../checkout/variable-symbol';
import type { OrderItemRecord, OrderPaymentDetail, OrderRecord } from '../orders/order-records';
import { renderQrImage } from '../payments/qr-image';
import { BusinessRuleError } from '../errors';
import type { NewRunner } from './transfer-plan';
import type { TransferOfferRecord, TransferPorts } from './transfer-ports';

/**
 * The transfer fee paid by bank transfer (issue 27 item 2), as an order is: a variable symbol of
 * its own (random, unique through the same `VS#` guard as the orders', so the import never takes
 * it for an order's), the account of the race's payment detail and QR Platba. The bank import
 * hands a row with that symbol here (`payTransferFeeByBank`): the row is recorded once, the offer
 * claimed and the registration handed over as after a card payment. The fee is due by the offer's
 * deadline: a payment booked after it, for an offer taken, cancelled or paid otherwise, or short
 * of the fee, is recorded against the order for the organiser to refund, and changes nothing.
 */
export type FeePayment = NonNullable<TransferOfferRecord['payment']>;

/** The offer with its registration (the accept's context). */
interface Offered {
  offer: TransferOfferRecord;
  order: OrderRecord;
  item: OrderItemRecord;
}

/** The account the fee goes to: the race's payment detail in the order's currency (null: card only). */
export async function feeAccount(ports: TransferPorts, c: Offered): Promise<OrderPaymentDetail | null> {
  const details = await ports.catalogue.listPaymentDetails(c.order.seriesGuid);
  return choosePaymentDetail(details, { ...c.item, waveGuid: c.item.waveGuid ?? null }, c.order.currency);
}

/** A new fee payment by transfer: a fresh variable symbol, reserved (a rare collision retried). */
export async function newBankFeePayment(
  ports: TransferPorts,
  c: Offered,
  account: OrderPaymentDetail,
  runner: NewRunner,
  amount: number,
): Promise<FeePayment> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const variableSymbol = newVariableSymbol();
    if (await ports.reserveFeeSymbol(variableSymbol, c.item.itemGuid))
      return {
        guid: ports.newGuid(),
        orderNumber: variableSymbol,
        amount,
        runner,
        status: 'pending',
        method: 'transfer',
        variableSymbol,
        account,
      };
  }
  throw new Error('no free variable symbol for a transfer fee');
}

/** The payment data the new runner sees (the same as an order's bank transfer). */
export async function feeBankTransfer(
  offer: Pick<TransferOfferRecord, 'validUntil'>,
  payment: FeePayment,
  c: Pick<Offered, 'order' | 'item'>,
): Promise<BankTransfer | null> {
  const d = payment.account;
  if (payment.method !== 'transfer' || !d || !payment.variableSymbol) return null;
  const message = toSpdText(
    `${c.item.eventName} ${payment.runner.lastName} ${payment.runner.firstName}`,
  ).slice(0, 60);
  const dueDate = offer.validUntil.slice(0, 10);
  const qrString = buildQrPlatba({
    iban: d.iban,
    ...(d.swift ? { bic: d.swift } : {}),
    amountMinor: payment.amount,
    currency: c.order.currency,
    variableSymbol: payment.variableSymbol,
    ...(d.constantSymbol ? { constantSymbol: d.constantSymbol } : {}),
    message,
    dueDate,
  });
  return {
    accountNumber: `${d.bankAccount}/${d.bankCode}`,
    iban: d.iban,
    swift: d.swift,
    constantSymbol: d.constantSymbol,
    variableSymbol: payment.variableSymbol,
    amount: payment.amount,
    currency: c.order.currency,
    message,
    qrString,
    qrDataUrl: (await renderQrImage(qrString)).pngDataUrl,
    dueDate,
  };
}

/**
 * The new runner chose to pay the fee by bank transfer: the payment data with a variable symbol of
 * the fee's own. Asked again while it is pending, the same symbol (the card they filled updated).
 */
export async function startBankFee(
  ports: TransferPorts,
  c: Offered,
  runner: NewRunner,
  amount: number,
  now: Date,
): Promise<Extract<AcceptTransferResult, { status: 'transfer' }>> {
  const current = c.offer.payment;
  let payment: FeePayment;
  if (current?.method === 'transfer' && current.status === 'pending') payment = { ...current, runner };
  else {
    const account = await feeAccount(ports, c);
    if (!account) throw new BusinessRuleError('selfService.transfer.bankTransferUnavailable');
    payment = await newBankFeePayment(ports, c, account, runner, amount);
  }
  if (!(await ports.updateOffer(c.offer, ['offered'], { payment }, now)))
    throw new BusinessRuleError('selfService.transfer.alreadyAccepted');
  return { status: 'transfer', bankTransfer: (await feeBankTransfer(c.offer, payment, c)) as BankTransfer };
}
