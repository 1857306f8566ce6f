import { describe, expect, it } from 'vitest';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { RefundRecord } from '../refunds/refund-records';
import { issueTaxDocument } from './issue-tax-document';
import type { TaxDocumentPorts, TaxDocumentRecord } from './tax-document-ports';
import { orderFixture, supplierFixture } from './test-fixtures';

const now = new Date('2026-05-02T10:00:00.000Z');

function refund(method: 'card' | 'transfer', over: Partial<RefundRecord> = {}): RefundRecord {
  return {
    entity: 'orderRefund',
    orderGuid: 'o1',
    refundId: 'r1',
    method,
    amount: 20_000,
    currency: 'CZK',
    state: 'done',
    gatewayOrderNumber: method === 'card' ? '123' : null,
    prCode: null,
    srCode: null,
    resultText: null,
    dateRequested: '2026-05-02T09:00:00.000Z',
    dateFinished: '2026-05-02T09:00:00.000Z',
    by: 'admin-1',
    byName: 'Ada Admin',
    jobId: null,
    note: null,
    ...over,
  };
}

/** An organizer's paid order, its refund and an in-memory document store with the counter's guard. */
function world(paysVat: boolean, refundRecord: RefundRecord) {
  const docs = new Map<string, TaxDocumentRecord>();
  const counters = new Map<string, number>();
  const files: string[] = [];
  const fixture = orderFixture({ paymentMethod: 2 });
  const order = { ...fixture, guid: 'o1', seriesGuid: 's1', paid: true } as unknown as OrderRecord;
  const ports: TaxDocumentPorts = {
    store: {
      get: async (o, t) => docs.get(`${o}|${t}`),
      listOfOrder: async (o) => [...docs.values()].filter((d) => d.orderGuid === o),
      lastSequence: async (org, year) => counters.get(`${org}|${year}`) ?? 0,
      record: async (doc, expectedLast) => {
        const id = `${doc.organizerGuid}|${doc.year}`;
        if ((counters.get(id) ?? 0) !== expectedLast) return 'numberTaken';
        if (docs.has(`${doc.orderGuid}|${doc.trigger}`)) return 'exists';
        counters.set(id, doc.sequence);
        docs.set(`${doc.orderGuid}|${doc.trigger}`, doc);
        return 'ok';
      },
      markStored: async (o, t) => {
        const doc = docs.get(`${o}|${t}`);
        if (doc) doc.stored = true;
      },
    },
    files: { put: async (key) => void files.push(key), get: async () => undefined },
    sources: {
      order: async (guid) =>
        guid === 'o1' ? { order, items: fixture.items as unknown as OrderItemRecord[] } : undefined,
      supplierOfSeries: async () => supplierFixture({ paysVat }),
      refund: async (o, r) => (o === 'o1' && r === refundRecord.refundId ? refundRecord : undefined),
    },
    render: async () => Buffer.from('%PDF-'),
  };
  return { ports, docs, files };
}

describe('issuing a refund’s document', () => {
  it('a VAT payer’s transfer refund gets a corrective document after the payment’s, numbered next', async () => {
    const w = world(true, refund('transfer'));
    const outcome = await issueTaxDocument(w.ports, { kind: 'refund', orderGuid: 'o1', refundId: 'r1' }, now);
    expect(outcome.kind).toBe('issued');
    const record = outcome.kind === 'skip' ? undefined : outcome.record;
    const original = w.docs.get('o1|payment');
    expect(original).toMatchObject({ kind: 'taxDocument', sequence: 1, stored: true });
    expect(record).toMatchObject({ kind: 'corrective', sequence: 2, total: -20_000, trigger: 'refund:r1' });
    expect(record?.model).toMatchObject({
      paymentMethod: 'transfer',
      taxableSupplyAt: '2026-05-02T09:00:00.000Z',
      original: { number: original?.number },
    });
    expect(w.files).toHaveLength(2);
    // The same refund asked for again: the same document, no new number.
    const again = await issueTaxDocument(w.ports, { kind: 'refund', orderGuid: 'o1', refundId: 'r1' }, now);
    expect(again).toMatchObject({ kind: 'existed', record: { number: record?.number } });
  });

  it('a non-payer’s transfer refund gets none; its card refund still gets a refund confirmation', async () => {
    const transfer = world(false, refund('transfer'));
    expect(
      await issueTaxDocument(transfer.ports, { kind: 'refund', orderGuid: 'o1', refundId: 'r1' }, now),
    ).toEqual({ kind: 'skip', reason: 'notVatPayer' });
    expect([...transfer.docs.values()].map((d) => d.kind)).toEqual(['receipt']);

    const card = world(false, refund('card'));
    const outcome = await issueTaxDocument(
      card.ports,
      { kind: 'refund', orderGuid: 'o1', refundId: 'r1' },
      now,
    );
    expect(outcome).toMatchObject({ kind: 'issued', record: { kind: 'refundReceipt' } });
  });

  it('a refund not done yet gets nothing', async () => {
    const w = world(true, refund('card', { state: 'requested', dateFinished: null }));
    expect(await issueTaxDocument(w.ports, { kind: 'refund', orderGuid: 'o1', refundId: 'r1' }, now)).toEqual(
      {
        kind: 'skip',
        reason: 'refundNotDone',
      },
    );
  });
});
