import { describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import { applyGatewayAnswer, payabilityError, startCardPayment, type CardPaymentPorts } from './card-payment';
import type { CardPaymentAttempt, OrderRecord } from '../orders/order-records';

const order = (over: Partial<OrderRecord> = {}) =>
  ({
    guid: 'g1',
    paid: false,
    expired: false,
    cancelled: false,
    deleted: false,
    calculatedPrice: 40000,
    cardAttempts: [] as CardPaymentAttempt[],
    ...over,
  }) as OrderRecord;

function ports(start: OrderRecord) {
  let current = start;
  const emails: number[] = [];
  const recorded: unknown[] = [];
  const p: CardPaymentPorts = {
    loadOrder: async (guid) => (guid === current.guid ? { order: current, items: [] } : undefined),
    addAttempt: async (_g, attempt) => {
      if (payabilityError(current)) return false;
      current = { ...current, cardAttempts: [...current.cardAttempts, attempt] };
      return true;
    },
    applyTransition: async (_order, _items, plan) => {
      const answer = plan.cardAnswer!;
      const attempt = current.cardAttempts[answer.index] as CardPaymentAttempt;
      if (attempt.prCode !== null) return { kind: 'orderChanged' };
      recorded.push({ orderNumber: answer.orderNumber, ...answer.answer, action: plan.history.action });
      const attempts = current.cardAttempts.map((a, i) =>
        i === answer.index ? { ...a, prCode: answer.answer.prCode } : a,
      );
      current = { ...current, cardAttempts: attempts, paid: current.paid || plan.set.paid === true };
      return { kind: 'applied' };
    },
    enqueueOrderEmail: async (_g, type) => {
      emails.push(type);
    },
    newOrderNumber: (() => {
      let n = 100;
      return () => String(n++);
    })(),
    createRedirect: async ({ orderNumber }) => `https://gateway/?ORDERNUMBER=${orderNumber}`,
  };
  return { p, emails, recorded, state: () => current };
}

const answer = (orderNumber: string, prCode = 0, srCode = 0, md: string | null = 'g1') => ({
  orderNumber,
  md,
  prCode,
  srCode,
  resultText: null,
});

describe('card payment', () => {
  it('makes a new order number per attempt and marks the order paid once, with one e-mail', async () => {
    const t = ports(order());
    const first = await startCardPayment(t.p, 'g1', new Date());
    const second = await startCardPayment(t.p, 'g1', new Date());
    expect(first.orderNumber).not.toBe(second.orderNumber);
    expect(await applyGatewayAnswer(t.p, 'g1', answer(first.orderNumber, 30, 1002), new Date())).toBe(
      'applied',
    );
    expect(t.state().paid).toBe(false);
    expect(await applyGatewayAnswer(t.p, 'g1', answer(second.orderNumber), new Date())).toBe('applied');
    expect(await applyGatewayAnswer(t.p, 'g1', answer(second.orderNumber), new Date())).toBe(
      'alreadyApplied',
    );
    expect(t.state().paid).toBe(true);
    expect(t.emails).toEqual([EmailType.PAYMENT]);
  });

  it('ignores answers for another order or an attempt it never made', async () => {
    const t = ports(order());
    const { orderNumber } = await startCardPayment(t.p, 'g1', new Date());
    expect(await applyGatewayAnswer(t.p, 'g1', answer('999'), new Date())).toBe('ignored');
    expect(await applyGatewayAnswer(t.p, 'g1', answer(orderNumber, 0, 0, 'other'), new Date())).toBe(
      'ignored',
    );
    expect(await applyGatewayAnswer(t.p, 'nope', answer(orderNumber), new Date())).toBe('ignored');
    expect(t.recorded).toHaveLength(0);
    expect(t.emails).toHaveLength(0);
  });

  it('refuses to start a payment in every state of the direct payment page', async () => {
    const cases: Array<[Partial<OrderRecord>, string]> = [
      [{ paid: true }, 'payment.alreadyPaid'],
      [{ deleted: true }, 'payment.deleted'],
      [{ expired: true }, 'payment.expired'],
      [{ cancelled: true }, 'payment.cancelled'],
    ];
    for (const [over, code] of cases)
      await expect(startCardPayment(ports(order(over)).p, 'g1', new Date())).rejects.toMatchObject({ code });
    await expect(startCardPayment(ports(order()).p, 'other', new Date())).rejects.toMatchObject({
      code: 'payment.registrationNotFound',
      status: 404,
    });
  });
});
