import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyOrderDetail } from '@shared/accounts/user-area-schemas';
import { Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { OrderRefunds, RefundView } from '@shared/refunds/refund-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { putUser } from '../matrix/world';
import { api, APP, projected, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK } from './checkout-support';

/**
 * The refund list of transfer-paid orders (issue 28 item 1): an order paid by a bank statement
 * row and cancelled with a returned amount appears in the CSV with the payer's account and in the
 * ABO batch; "mark refunded" records the refund (history, totals) and takes it off the list. And
 * the runner sees a card refund in My Orders.
 */

let admin: string;

const HEADER =
  'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;';

async function importStatement(csv: string): Promise<JobView> {
  const bytes = Buffer.from(csv, 'utf8');
  const ticket = await api<{ uploadUrl: string; fileKey: string; headers: Record<string, string> }>(
    'admin/uploads',
    {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ purpose: 'bankStatement', fileName: 'vypis.csv', size: bytes.length }),
    },
  );
  await fetch(ticket.body.uploadUrl, { method: 'PUT', body: bytes, headers: ticket.body.headers });
  const start = await api<{ jobId: string }>('admin/registrations/upload-bank-csv', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ fileKey: ticket.body.fileKey }),
  });
  for (let i = 0; i < 600; i++) {
    const job = await api<JobView>(`admin/jobs/${start.body.jobId}`, { token: admin });
    if (job.body.state === 'finished' || job.body.state === 'failed') return job.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import job did not finish');
}

const download = async (pathAndQuery: string) => {
  const res = await fetch(`${APP}/api/v1/${pathAndQuery}`, { headers: { authorization: `Bearer ${admin}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: Buffer.from(await res.arrayBuffer()),
  };
};

describe('refunds of transfer-paid orders and in My Orders', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('transfer-refunds-admin', [Role.USER, Role.ADMIN])).token;
  });

  it(
    'lists the payer’s account and amount (CSV, ABO), then marks the order refunded',
    { timeout: 120_000 },
    async () => {
      const r = runner({ last: `Vratka${Date.now()}` });
      const placed = await register(registerBody([tenK(CAT.men, r)], {}, r));
      const guid = (placed.body as { registrationGuid: string }).registrationGuid;
      const before = (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body;
      const amount = (before.calculatedPrice / 100).toFixed(2).replace('.', ',');
      const job = await importStatement(
        [
          HEADER,
          `${Date.now()};17.02.2025;"${amount}";CZK;2000145399;"Jiří Řehoř";0800;Česká spořitelna;;${before.variableSymbol};;;"startovne";Bezhotovostní příjem;;;;;;`,
        ].join('\r\n'),
      );
      expect(job.result).toMatchObject({ paid: 1 });
      const cancel = await api<OrderDetail>(`admin/registrations/${guid}/cancel`, {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ returnedAmount: 20000 }),
      });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      await projected();

      const csv = await download(`admin/registrations/transfer-refunds/csv?eventGuid=${DEMO.eventSpring}`);
      expect(csv.status).toBe(200);
      expect(csv.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const rows = parse(csv.body.toString('utf8').slice(1), {
        delimiter: ';',
        relax_column_count: true,
      }) as string[][];
      expect(rows[0]?.[0]).toBe('Variabilní symbol');
      expect(rows.find((row) => row[0] === before.variableSymbol)).toEqual([
        before.variableSymbol,
        `${r.first} ${r.last}`,
        before.registrator.email,
        '200,00',
        'CZK',
        '2000145399/0800',
        'Jiří Řehoř',
        '',
      ]);

      const abo = await download(
        `admin/registrations/transfer-refunds/abo?eventGuid=${DEMO.eventSpring}&account=19-2000145399%2F0800&dueDate=2026-06-15`,
      );
      expect(abo.status).toBe(200);
      const lines = abo.body.toString('ascii').split('\r\n');
      expect(lines[0]).toMatch(/^UHL1\d{6}Vratky/);
      expect(lines[2]).toMatch(/^2 19-2000145399 \d{14} 150626$/);
      expect(lines).toContain(
        `2000145399 20000 ${before.variableSymbol} 08000000 0 AV:Vraceni VS ${before.variableSymbol}`,
      );
      const badDebit = await download(
        `admin/registrations/transfer-refunds/abo?eventGuid=${DEMO.eventSpring}&account=124%2F0800&dueDate=2026-06-15`,
      );
      expect(badDebit.status).toBe(400);

      const mark = await api<RefundView>(`admin/registrations/${guid}/mark-refunded`, {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ refundId: randomUUID(), amount: 20000, note: 'KB 18. 2.' }),
      });
      expect(mark.status, JSON.stringify(mark.body)).toBe(200);
      expect(mark.body).toMatchObject({ method: 'transfer', state: 'done', amount: 20000 });
      const refunds = (await api<OrderRefunds>(`admin/registrations/${guid}/refunds`, { token: admin })).body;
      expect(refunds).toMatchObject({ refundedAmount: 20000, refundable: 0 });
      const detail = (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body;
      expect(detail.history.find((h) => h.action === 'refundDone')).toMatchObject({
        byName: expect.any(String),
        changes: { method: 'transfer', amount: 20000, note: 'KB 18. 2.' },
      });
      const after = await download(`admin/registrations/transfer-refunds/csv?eventGuid=${DEMO.eventSpring}`);
      expect(after.body.toString('utf8')).not.toContain(before.variableSymbol);
    },
  );

  it('a runner sees a refund in My Orders; another user cannot read it', { timeout: 120_000 }, async () => {
    const owner = await putUser(`refund-runner-${randomUUID().slice(0, 6)}`, [Role.USER]);
    const r = runner();
    const res = await api<{ registrationGuid: string }>('checkout/register', {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify(registerBody([tenK(CAT.men, r)], {}, r)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const guid = res.body.registrationGuid;
    await api(`admin/registrations/${guid}/paid`, { method: 'POST', token: admin });
    await api(`admin/registrations/${guid}/cancel`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ returnedAmount: 15000 }),
    });
    await api(`admin/registrations/${guid}/mark-refunded`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ refundId: randomUUID(), amount: 15000 }),
    });
    const mine = await api<MyOrderDetail>(`user/my-registrations/${guid}`, { token: owner.token });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.refunds).toEqual([
      expect.objectContaining({ method: 'transfer', amount: 15000, currency: 'CZK', state: 'done' }),
    ]);
    const other = await putUser(`refund-other-${randomUUID().slice(0, 6)}`, [Role.USER]);
    expect((await api(`user/my-registrations/${guid}`, { token: other.token })).status).toBe(404);
  });
});
