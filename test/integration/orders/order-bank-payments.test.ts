import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { BankPaymentDetail } from '@shared/payments/bank-payment-schemas';
import type { OrderBankPaymentRow } from '@shared/payments/order-bank-payment-schemas';
import { putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK } from './checkout-support';

/**
 * The order detail's bank payments: the payments matched to the order and the unmatched ones it
 * could take (its variable symbol or what it owes first), filtered and paged by 5; assigning one
 * pays the order through the bank payments' match call.
 */

let admin: string;

const HEADER =
  'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;';

async function importStatement(csv: string) {
  const bytes = Buffer.from(csv, 'utf8');
  const ticket = await api<{ uploadUrl: string; fileKey: string; headers: Record<string, string> }>(
    'admin/uploads',
    {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ purpose: 'bankStatement', fileName: 'vypis.csv', size: bytes.length }),
    },
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: ticket.body.headers,
  });
  expect(put.status).toBe(200);
  const start = await api<{ jobId: string }>('admin/registrations/upload-bank-csv', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ fileKey: ticket.body.fileKey }),
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  for (let i = 0; i < 300; i++) {
    const job = await api<JobView>(`admin/jobs/${start.body.jobId}`, { token: admin });
    if (job.body.state === 'finished' || job.body.state === 'failed') return job.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import job did not finish');
}

type Page = { page: number; maxPage: number; total: number; rows: OrderBankPaymentRow[] };

describe("an order's bank payments", () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('order-bank-payments-admin', [Role.USER, Role.ADMIN])).token;
  });

  it('lists what is matched and what the order could take; assigning a candidate pays the order', async () => {
    const r = runner({ last: `BankaKandidat${Date.now()}` });
    const placed = await register(registerBody([tenK(CAT.men, r)], {}, r));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { registrationGuid: guid } = placed.body as { registrationGuid: string };
    const before = (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body;
    const short = 10_000;
    const token = `Kandidat${Date.now()}`;
    const id = Date.now();
    const row = (n: number, amount: number, vs: string) =>
      `${id}${n};17.02.2025;"${(amount / 100).toFixed(2).replace('.', ',')}";CZK;2900233333;"Jiří Řehoř";2010;Fio banka;;${vs};;;"${token} ${n}";Bezhotovostní příjem;;;;;;`;
    const job = await importStatement(
      [
        HEADER,
        row(1, before.calculatedPrice - short, before.variableSymbol),
        row(2, 777, '9999999991'),
        row(3, short, '9999999992'),
      ].join('\r\n'),
    );
    expect(job.result).toMatchObject({ underpaid: 1, unknownVariableSymbols: 2 });

    const list = async (query: string) => {
      const res = await api<Page>(`admin/registrations/${guid}/bank-payments?${query}`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const mine = `searchText=${token}&dateFrom=2025-02-17&dateTo=2025-02-17`;
    const first = await list(mine);
    expect(first.rows.map((p) => [p.message, p.matched, p.sameAmount])).toEqual([
      [`${token} 1`, true, false],
      [`${token} 3`, false, true],
      [`${token} 2`, false, false],
    ]);
    expect((await list(`${mine}&withMatch=true`)).rows.map((p) => p.message)).toEqual([`${token} 1`]);
    expect((await list(`${mine}&amountFrom=1000&withMatch=false`)).rows.map((p) => p.message)).toEqual([
      `${token} 3`,
    ]);
    // Page size 5 unless asked otherwise.
    expect((await list('dateFrom=2025-02-17')).rows.length).toBeLessThanOrEqual(5);

    const candidate = first.rows[1]!;
    const assigned = await api<BankPaymentDetail>(`admin/bank-payments/${candidate.id}/match`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ orderId: guid }),
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'paid', orderId: guid });
    expect(assigned.body.history[0]).toMatchObject({ action: 'matched', by: expect.any(String) });
    expect((await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body.paid).toBe(true);
    const after = (await list(mine)).rows.map((p) => [p.message, p.matched, p.status]);
    // Both matched ones first (same day: in either order), then the candidate left.
    expect(after.slice(0, 2).sort()).toEqual([
      [`${token} 1`, true, 'underpaid'],
      [`${token} 3`, true, 'paid'],
    ]);
    expect(after[2]).toEqual([`${token} 2`, false, 'unknownVariableSymbol']);
  });

  it('answers 404 for an unknown order and 400 for a reversed date range', async () => {
    const unknown = await api(`admin/registrations/00000000-0000-4000-8000-000000000000/bank-payments`, {
      token: admin,
    });
    expect(unknown.status).toBe(404);
    const reversed = await api(
      `admin/registrations/00000000-0000-4000-8000-000000000000/bank-payments?dateFrom=2026-02-02&dateTo=2026-02-01`,
      { token: admin },
    );
    expect(reversed.status).toBe(400);
  });
});
