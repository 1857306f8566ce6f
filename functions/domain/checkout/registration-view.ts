import type { RegistrationView } from '@shared/checkout/checkout-schemas';
import { isPayable } from '../orders/order-state';
import { PaymentMethod } from '@shared/codelists/enums';
import { buildQrPlatba, toSpdText } from '@shared/payments/qr-platba';
import { renderQrImage } from '../payments/qr-image';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';

/** An unpaid order that is still alive can be paid by card (also a transfer order, as a fallback). */
export const canPayByCard = (o: OrderRecord) =>
  !o.paid && !o.expired && !o.cancelled && !o.deleted && o.calculatedPrice > 0;

/** Payment message: what the organiser sees on the statement (ASCII, ≤ 60). */
export function paymentMessage(order: OrderRecord, items: OrderItemRecord[]): string {
  const first = items[0];
  const who = `${order.registrator.lastName} ${order.registrator.firstName}`;
  return toSpdText(`${first ? `${first.eventName} ` : ''}${who}`).slice(0, 60);
}

export async function bankTransferOf(order: OrderRecord, items: OrderItemRecord[]) {
  if (order.paymentMethod !== PaymentMethod.TRANSFER || !order.paymentDetail) return null;
  const d = order.paymentDetail;
  const message = paymentMessage(order, items);
  const dueDate = order.expiresAt.slice(0, 10);
  const qrString = buildQrPlatba({
    iban: d.iban,
    ...(d.swift ? { bic: d.swift } : {}),
    amountMinor: order.calculatedPrice,
    currency: order.currency,
    variableSymbol: order.variableSymbol,
    ...(d.constantSymbol ? { constantSymbol: d.constantSymbol } : {}),
    message,
    dueDate,
  });
  const qr = await renderQrImage(qrString);
  return {
    accountNumber: `${d.bankAccount}/${d.bankCode}`,
    iban: d.iban,
    swift: d.swift,
    constantSymbol: d.constantSymbol,
    variableSymbol: order.variableSymbol,
    amount: order.calculatedPrice,
    currency: order.currency,
    message,
    qrString,
    qrDataUrl: qr.pngDataUrl,
    dueDate,
  };
}

/** registration/{guid}: what the registrator sees on the result and direct-payment pages. */
export async function toRegistrationView(
  order: OrderRecord,
  items: OrderItemRecord[],
): Promise<RegistrationView> {
  return {
    guid: order.guid,
    variableSymbol: order.variableSymbol,
    dateCreated: order.dateCreated,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    basePrice: order.basePrice,
    additionalsPrice: order.additionalsPrice,
    discountAmount: order.discountAmount,
    calculatedPrice: order.calculatedPrice,
    paid: order.paid,
    datePaid: order.datePaid,
    expired: order.expired,
    dateExpired: order.dateExpired,
    expiresAt: order.paid ? null : order.expiresAt,
    cancelled: order.cancelled,
    deleted: order.deleted,
    registrator: {
      firstName: order.registrator.firstName,
      lastName: order.registrator.lastName,
      email: order.registrator.email,
    },
    items: items.map((i) => ({
      eventName: i.eventName,
      subEventName: i.subEventName,
      categoryName: i.categoryName,
      waveName: i.waveName,
      teamName: i.teamName,
      firstName: i.firstName,
      lastName: i.lastName,
      basePrice: i.basePrice,
      additionalsPrice: i.additionalsPrice,
      discount: i.discount,
    })),
    bankTransfer: isPayable(order) ? await bankTransferOf(order, items) : null,
    cardAttempts: order.cardAttempts ?? [],
    canPayByCard: canPayByCard(order),
  };
}
