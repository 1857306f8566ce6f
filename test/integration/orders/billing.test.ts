import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { JobView } from '@shared/jobs/job-schemas';
import type { BillingDetail, BillingPreview } from '@shared/payments/billing-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { putUser } from '../matrix/world';
import { api, APP, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK, WAVE } from './checkout-support';

/**
 * Billing settlements end to end: the organizer's orders paid today, exceptions, accept locking
 * each order into one accepted settlement, reject deleting, history and the accounting exports.
 */

let admin: string;

const pragueToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());

async function paidOrder(last: string) {
  const r = runner({ last: `${last}${Date.now()}` });
  const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { registrationGuid } = res.body as { registrationGuid: string };
  const paid = await api<OrderDetail>(`admin/registrations/${registrationGuid}/paid`, {
    method: 'POST',
    token: admin,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { guid: registrationGuid, vs: paid.body.variableSymbol, price: paid.body.calculatedPrice };
}

const body = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: 'Vyúčtování Běžecký pohár – květen',
    organizerId: DEMO.organizer,
    type: 'orders',
    dateFrom: pragueToday(),
    dateTo: pragueToday(),
    provisions: [{ currency: 'CZK', amount: 1500, taxRate: 21 }],
    outside: [{ currency: 'CZK', amount: 1000 }],
    ...over,
  });

/** Creating runs as a job: start it and wait until the worker has finished or failed it. */
async function createJob(over: Record<string, unknown> = {}): Promise<JobView> {
  const started = await api<{ jobId: string }>('admin/billing', {
    method: 'POST',
    token: admin,
    body: body(over),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  let job = await api<JobView>(`admin/jobs/${started.body.jobId}`, { token: admin });
  for (let tries = 0; job.body.state !== 'finished' && job.body.state !== 'failed' && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = await api<JobView>(`admin/jobs/${started.body.jobId}`, { token: admin });
  }
  return job.body;
}

/** A created settlement (the job's result names it). */
const create = async (over: Record<string, unknown> = {}) => {
  const job = await createJob(over);
  expect(job, JSON.stringify(job)).toMatchObject({ kind: 'billingCreate', state: 'finished' });
  const billingId = (job.result as { billingId: number }).billingId;
  const res = await api<BillingDetail>(`admin/billing/${billingId}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const orderIds = (b: { orders: Array<{ orderId: string }> }) => b.orders.map((o) => o.orderId);

describe('billing settlements', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('billing-admin', [Role.USER, Role.ADMIN])).token;
  });

  it('creates with sums, accepts once, keeps an order out of a second accepted billing, rejects', async () => {
    const first = await paidOrder('Vyuctovani');
    const second = await paidOrder('Vyjimka');

    const preview = await api<BillingPreview>('admin/billing/preview', {
      method: 'POST',
      token: admin,
      body: body(),
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(orderIds(preview.body)).toEqual(expect.arrayContaining([first.guid, second.guid]));
    const czk = preview.body.totals.find((t) => t.currency === 'CZK');
    if (!czk) throw new Error('no CZK totals');
    expect(czk.summary).toBe(
      czk.paid - (czk.gatewayFees + czk.provision + czk.tax + czk.outside) + czk.returned + czk.external,
    );
    expect(czk.provision).toBe(1500 * czk.registrations);

    // A billing without the second order (an exception), and one with both.
    const withException = await create({ exceptions: [second.vs] });
    expect(orderIds(withException)).toContain(first.guid);
    expect(orderIds(withException)).not.toContain(second.guid);
    expect(withException.exceptions).toEqual([second.vs]);
    const both = await create();
    expect(orderIds(both)).toEqual(expect.arrayContaining([first.guid, second.guid]));

    const accepted = await api<BillingDetail>(`admin/billing/${withException.id}/accept`, {
      method: 'POST',
      token: admin,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.confirmed).toBe(true);
    expect(accepted.body.history.map((h) => h.action)).toEqual(['accepted', 'created']);
    expect(accepted.body.history[0]?.byName).toBeTruthy();

    // Accepted locks: not again, not rejected.
    const again = await api(`admin/billing/${withException.id}/accept`, { method: 'POST', token: admin });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'billing.alreadyAccepted' });
    expect((await api(`admin/billing/${withException.id}`, { method: 'DELETE', token: admin })).status).toBe(
      409,
    );

    // The first order is in an accepted billing: the second billing cannot be accepted.
    const conflict = await api<{ code: string; message: string }>(`admin/billing/${both.id}/accept`, {
      method: 'POST',
      token: admin,
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('billing.ordersBilled');
    // The message names (up to ten of) the orders already billed: the accepted billing's, never the second order.
    const named = conflict.body.message.match(/\d{10}/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    const billed = new Set(withException.orders.map((o) => o.variableSymbol));
    for (const vs of named) expect(billed.has(vs), vs).toBe(true);
    expect(named).not.toContain(second.vs);
    const stillOpen = await api<BillingDetail>(`admin/billing/${both.id}`, { token: admin });
    expect(stillOpen.body.confirmed).toBe(false);
    // Nothing of the refused accept stayed: the second order is free for a new billing.
    expect((await api(`admin/billing/${both.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await api(`admin/billing/${both.id}`, { token: admin })).status).toBe(404);

    const next = await create();
    expect(orderIds(next)).toContain(second.guid);
    expect(orderIds(next)).not.toContain(first.guid);
    expect((await api(`admin/billing/${next.id}`, { method: 'DELETE', token: admin })).status).toBe(200);

    // The list finds the accepted one by its name (accents ignored); a period before it leaves it out.
    const list = await api<{ rows: Array<{ id: number }> }>(
      `admin/billing?searchText=${encodeURIComponent('bezecky pohar')}&take=100`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r) => r.id)).toContain(withException.id);
    const before = await api<{ rows: Array<{ id: number }> }>('admin/billing?dateTo=2000-01-31&take=100', {
      token: admin,
    });
    expect(before.body.rows.map((r) => r.id)).not.toContain(withException.id);
  });

  it('lists settlements by the race, category and wave of their orders', async () => {
    const r = runner({ last: `Vlna${Date.now()}`, gender: 2 });
    const res = await register(registerBody([tenK(CAT.women, r, {}, WAVE.a)], {}, r));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { registrationGuid } = res.body as { registrationGuid: string };
    const paid = await api(`admin/registrations/${registrationGuid}/paid`, { method: 'POST', token: admin });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const settlement = await create({ name: `Vyúčtování vlny ${Date.now()}` });
    expect(orderIds(settlement)).toContain(registrationGuid);

    const listed = async (filter: Record<string, string>) => {
      const query = new URLSearchParams({ ...filter, take: '100' });
      const page = await api<{ rows: Array<{ id: number }> }>(`admin/billing?${query}`, { token: admin });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      return page.body.rows.map((row) => row.id);
    };
    const unknown = randomUUID();
    expect(await listed({ seriesSubEventId: DEMO.sub10k })).toContain(settlement.id);
    expect(await listed({ seriesCategoryId: CAT.women })).toContain(settlement.id);
    expect(await listed({ seriesWaveId: WAVE.a })).toContain(settlement.id);
    expect(
      await listed({
        seriesId: DEMO.seriesCup,
        seriesEventId: DEMO.eventSpring,
        seriesSubEventId: DEMO.sub10k,
        seriesCategoryId: CAT.women,
        seriesWaveId: WAVE.a,
      }),
    ).toContain(settlement.id);
    const outside: Array<Record<string, string>> = [
      { seriesSubEventId: unknown },
      { seriesCategoryId: unknown },
      { seriesWaveId: unknown },
      { seriesSubEventId: DEMO.sub10k, seriesWaveId: unknown },
    ];
    for (const filter of outside)
      expect(await listed(filter), JSON.stringify(filter)).not.toContain(settlement.id);
    expect((await api('admin/billing?seriesWaveId=vlna', { token: admin })).status).toBe(400);
    expect((await api(`admin/billing/${settlement.id}`, { method: 'DELETE', token: admin })).status).toBe(
      200,
    );
  });

  it('a period with nothing to settle fails the job with its reason and creates nothing', async () => {
    const name = `Prázdné období ${Date.now()}`;
    const job = await createJob({
      name,
      dateFrom: '2001-01-01',
      dateTo: '2001-01-31',
      provisions: [],
      outside: [],
    });
    expect(job).toMatchObject({ state: 'failed', error: 'billing.empty' });
    const listed = await api<{ total: number }>(`admin/billing?searchText=${encodeURIComponent(name)}`, {
      token: admin,
    });
    expect(listed.body.total).toBe(0);
  });

  it('exports a billing as CSV and XLSX with Czech letters intact', async () => {
    await paidOrder('Export');
    const billing = await create({ name: 'Žluťoučký kůň' });
    const csv = await fetch(`${APP}/api/v1/admin/billing/${billing.id}/csv`, {
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'cs' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Celkem k výplatě');
    expect(decodeURIComponent(csv.headers.get('content-disposition') ?? '')).toContain('Vyúčtování');

    const xlsx = await fetch(`${APP}/api/v1/admin/billing/${billing.id}/xlsx`, {
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'cs' },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(12).value).toBe('Celkem k výplatě');
    expect(sheet?.getRow(2).getCell(1).value).toBe('CZK');
    expect((await api(`admin/billing/${billing.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
  });
});
