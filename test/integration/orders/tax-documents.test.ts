import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { OrderRefunds } from '@shared/refunds/refund-schemas';
import type { TaxDocumentList } from '@shared/tax-documents/tax-document-schemas';
import { dynamoTaxDocumentStore } from '../../../functions/adapters/dynamodb/tax-document-repository';
import { issueTaxDocument } from '../../../functions/domain/tax-documents/issue-tax-document';
import { pdfText } from '../../../functions/domain/tax-documents/pdf-text';
import type { TaxDocumentPorts } from '../../../functions/domain/tax-documents/tax-document-ports';
import { orderFixture, supplierFixture } from '../../../functions/domain/tax-documents/test-fixtures';
import type { OrderItemRecord, OrderRecord } from '../../../functions/domain/orders/order-records';
import { putUser } from '../matrix/world';
import { api, APP, useTestStackEnv } from '../support';
import { registerBody, runner, tenK } from './checkout-support';

/**
 * Tax documents (issue 28 item 2) through the local stack: a card payment on the GP webpay
 * simulator → the payment e-mail's message → the documents queue → the tax-documents worker → the
 * PDF in S3 (s3rver) → the runner's and the admin's download; a card refund → the corrective
 * document; and the number series under many documents issued at once.
 */

let admin: string;
let owner: { userId: string; token: string };
let stranger: { userId: string; token: string };

async function payThroughSimulator(redirectUrl: string): Promise<void> {
  const html = await (await fetch(redirectUrl)).text();
  const orderNumber = /name="ORDERNUMBER" value="(\d+)"/.exec(html)?.[1] as string;
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] as string;
  const done = await fetch(new URL(action.replace(/&amp;/g, '&'), APP), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ORDERNUMBER: orderNumber, outcome: '0:0' }).toString(),
    redirect: 'manual',
  });
  const back = await fetch(done.headers.get('location') as string, { redirect: 'manual' });
  expect(back.status).toBe(303);
}

/** The runner's own card order, paid on the simulator. */
async function paidOwnOrder(): Promise<string> {
  const r = runner({ first: 'Žofie', last: `Příjmení${randomUUID().slice(0, 6)}` });
  const res = await api<{ registrationGuid: string }>('checkout/register', {
    method: 'POST',
    token: owner.token,
    body: JSON.stringify(registerBody([tenK(undefined, r)], { paymentMethod: 1 }, r)),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const guid = res.body.registrationGuid;
  const start = await api<{ redirectUrl: string }>(`registration/${guid}/registration-payment`);
  await payThroughSimulator(start.body.redirectUrl);
  return guid;
}

/** Polls the admin's list until the order has `count` stored documents (the worker runs after the payment). */
async function documentsOf(guid: string, count: number): Promise<TaxDocumentList['documents']> {
  for (let i = 0; i < 150; i++) {
    const res = await api<TaxDocumentList>(`admin/registrations/${guid}/tax-documents`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ready = res.body.documents.filter((d) => d.ready);
    if (ready.length >= count) return res.body.documents;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`order ${guid}: fewer than ${count} documents issued`);
}

async function download(
  path: string,
  token: string,
): Promise<{ status: number; type: string; body: Buffer }> {
  const res = await fetch(`${APP}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: Buffer.from(await res.arrayBuffer()),
  };
}

describe('tax documents', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('tax-docs-admin', [Role.USER, Role.ADMIN])).token;
    owner = await putUser('tax-docs-runner', [Role.USER]);
    stranger = await putUser('tax-docs-stranger', [Role.USER]);
  });

  it(
    'a paid order gets its tax document from the worker; the runner and the admin download the PDF, nobody else',
    { timeout: 120_000 },
    async () => {
      const guid = await paidOwnOrder();
      const [doc] = await documentsOf(guid, 1);
      expect(doc).toMatchObject({ kind: 'taxDocument', currency: 'CZK', originalNumber: null, ready: true });
      expect(doc!.number).toMatch(/^\d{4}\d{6}$/);

      const mine = await api<TaxDocumentList>(`user/my-registrations/${guid}/tax-documents`, {
        token: owner.token,
      });
      expect(mine.body.documents.map((d) => d.number)).toEqual([doc!.number]);

      const file = await download(`user/my-registrations/${guid}/tax-documents/${doc!.number}`, owner.token);
      expect(file.status).toBe(200);
      expect(file.type).toBe('application/pdf');
      const text = await pdfText(file.body);
      expect(text).toContain('Daňový doklad');
      expect(text).toContain(`Číslo dokladu / Number: ${doc!.number}`);
      expect(text).toContain('Běžecký klub Praha z.s.');
      expect(text).toContain('DIČ: CZ25123891');
      expect(text).toContain('Příjmení / Surname: Příjmení');

      const byAdmin = await download(`admin/registrations/${guid}/tax-documents/${doc!.number}`, admin);
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.equals(file.body)).toBe(true);

      // Another runner: as if the order did not exist. An unknown number: refused, translated.
      expect(
        (await download(`user/my-registrations/${guid}/tax-documents/${doc!.number}`, stranger.token)).status,
      ).toBe(404);
      const unknown = await api<{ message: string }>(
        `user/my-registrations/${guid}/tax-documents/2000000001`,
        {
          token: owner.token,
        },
      );
      expect(unknown.status).toBe(409);
      expect(unknown.body.message).toBeTruthy();
    },
  );

  it('a card refund gets a corrective document referring to the original', { timeout: 120_000 }, async () => {
    const guid = await paidOwnOrder();
    const [original] = await documentsOf(guid, 1);
    const price = (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body
      .calculatedPrice;
    const cancelled = await api(`admin/registrations/${guid}/cancel`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ returnedAmount: 20000 }),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refund = await api(`admin/registrations/${guid}/card-refund`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ refundId: randomUUID(), amount: 20000 }),
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    const documents = await documentsOf(guid, 2);
    const corrective = documents.find((d) => d.kind === 'corrective')!;
    expect(corrective).toMatchObject({ total: -20000, originalNumber: original!.number, ready: true });
    expect(Number(corrective.number)).toBeGreaterThan(Number(original!.number));
    expect(price).toBeGreaterThan(20000);
    const text = await pdfText(
      (await download(`admin/registrations/${guid}/tax-documents/${corrective.number}`, admin)).body,
    );
    expect(text).toContain('Opravný daňový doklad');
    expect(text).toContain(`K dokladu / To document: ${original!.number}`);
  });

  it(
    'a transfer refund marked refunded gets a corrective document too, in the order detail and My Orders',
    { timeout: 120_000 },
    async () => {
      const r = runner({ first: 'Řehoř', last: `Převodem${randomUUID().slice(0, 6)}` });
      const placed = await api<{ registrationGuid: string }>('checkout/register', {
        method: 'POST',
        token: owner.token,
        body: JSON.stringify(registerBody([tenK(undefined, r)], {}, r)),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const guid = placed.body.registrationGuid;
      const paid = await api(`admin/registrations/${guid}/paid`, { method: 'POST', token: admin });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const [original] = await documentsOf(guid, 1);
      expect(original).toMatchObject({ kind: 'taxDocument' });
      const cancelled = await api(`admin/registrations/${guid}/cancel`, {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ returnedAmount: 15000 }),
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const refundId = randomUUID();
      const mark = async () =>
        api(`admin/registrations/${guid}/mark-refunded`, {
          method: 'POST',
          token: admin,
          body: JSON.stringify({ refundId, amount: 15000, note: 'ABO 3. 5.' }),
        });
      expect((await mark()).status).toBe(200);

      const documents = await documentsOf(guid, 2);
      const corrective = documents.find((d) => d.kind === 'corrective')!;
      expect(corrective).toMatchObject({ total: -15000, originalNumber: original!.number, ready: true });
      const mine = await api<TaxDocumentList>(`user/my-registrations/${guid}/tax-documents`, {
        token: owner.token,
      });
      expect(mine.body.documents.map((d) => d.number)).toEqual([original!.number, corrective.number]);
      const text = await pdfText(
        (await download(`user/my-registrations/${guid}/tax-documents/${corrective.number}`, owner.token))
          .body,
      );
      expect(text).toContain('Opravný daňový doklad');
      expect(text).toContain(`K dokladu / To document: ${original!.number}`);

      // Marked again with the same id (a retried request): the same refund, nothing more to refund.
      expect((await mark()).status).toBe(200);
      const refunds = (await api<OrderRefunds>(`admin/registrations/${guid}/refunds`, { token: admin })).body;
      expect(refunds).toMatchObject({ refundedAmount: 15000, refundable: 0 });
      expect(refunds.refunds).toHaveLength(1);
    },
  );

  it(
    'documents issued at once get the numbers 1…N of their series: no gap, no repeat',
    { timeout: 120_000 },
    async () => {
      const organizerGuid = randomUUID();
      const supplier = supplierFixture({ organizerGuid });
      const stored: string[] = [];
      const orders = new Map<string, { order: OrderRecord; items: OrderItemRecord[] }>();
      const N = 30;
      for (let i = 0; i < N; i++) {
        const guid = randomUUID();
        const fixture = orderFixture();
        orders.set(guid, {
          order: { ...fixture, guid, seriesGuid: 's', paid: true } as unknown as OrderRecord,
          items: fixture.items as unknown as OrderItemRecord[],
        });
      }
      const ports: TaxDocumentPorts = {
        store: dynamoTaxDocumentStore,
        files: { put: async (key) => void stored.push(key), get: async () => undefined },
        sources: {
          order: async (guid) => orders.get(guid),
          supplierOfSeries: async () => supplier,
          refund: async () => undefined,
        },
        render: async () => Buffer.from('%PDF-'),
      };
      const now = new Date();
      const outcomes = await Promise.all(
        [...orders.keys()].map((orderGuid) => issueTaxDocument(ports, { kind: 'payment', orderGuid }, now)),
      );
      const sequences = outcomes
        .map((o) => (o.kind === 'skip' ? 0 : o.record.sequence))
        .sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: N }, (_, i) => i + 1));
      expect(new Set(stored).size).toBe(N);
      // Asked again (a redelivered message): the same document, no new number.
      const again = await issueTaxDocument(
        ports,
        { kind: 'payment', orderGuid: [...orders.keys()][0]! },
        now,
      );
      expect(again.kind).toBe('existed');
      expect(
        await dynamoTaxDocumentStore.lastSequence(
          organizerGuid,
          outcomes[0]!.kind === 'skip' ? 0 : outcomes[0]!.record.year,
        ),
      ).toBe(N);
    },
  );
});
