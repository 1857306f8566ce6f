import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatus, Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { PaymentList } from '@shared/payments/payment-list-schemas';
import type { BankPaymentRow } from '@shared/payments/bank-payment-schemas';
import { DEMO, demoGuid } from '../../../scripts/local/seed-data';
import { grant, permission, putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK, WAVE } from './checkout-support';

/**
 * The payments list (POST admin/payments): orders paid exactly, under and over by a bank statement
 * and one marked paid by hand, each with its payment status and what arrived; the §3 filters.
 */

let admin: string;
const tag = `Platby${Date.now()}`;

async function placeOrder(name: string) {
  const r = runner({ last: `${tag}${name}` });
  const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { registrationGuid } = res.body as { registrationGuid: string };
  const detail = await api<OrderDetail>(`admin/registrations/${registrationGuid}`, { token: admin });
  return { guid: registrationGuid, vs: detail.body.variableSymbol, price: detail.body.calculatedPrice };
}

const crowns = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

async function importStatement(csv: string) {
  const bytes = iconv.encode(csv, 'windows-1250');
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
    if (job.body.state === 'finished') return;
    expect(job.body.state).not.toBe('failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import job did not finish');
}

const list = (filter: Record<string, unknown>, token = admin, paging: Record<string, number> = {}) =>
  api<PaymentList>('admin/payments', {
    method: 'POST',
    token,
    body: JSON.stringify({ filter: { searchText: tag, ...filter }, ...paging }),
  });

describe('payments list', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('payments-list-admin', [Role.USER, Role.ADMIN])).token;
  });

  it('lists paid, underpaid and overpaid orders with what arrived, filtered before paging', async () => {
    const [exact, under, over, byHand, unpaid] = await Promise.all(
      ['Presne', 'Malo', 'Hodne', 'Rucne', 'Nic'].map((n) => placeOrder(n)),
    );
    if (!exact || !under || !over || !byHand || !unpaid) throw new Error('orders not placed');
    expect(
      (await api(`admin/registrations/${byHand.guid}/paid`, { method: 'POST', token: admin })).status,
    ).toBe(200);
    const id = Date.now();
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const booked = today.split('-').reverse().join('.');
    const row = (n: number, amount: number, vs: string) =>
      `${id}${n};${booked};"${crowns(amount)}";CZK;2900233333;"Jiří Řehoř";2010;Fio banka;;${vs};;;"";Bezhotovostní příjem;;;;;;`;
    await importStatement(
      [
        '"accountId";"2000145399"',
        'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;',
        row(1, exact.price, exact.vs),
        row(2, under.price - 5000, under.vs),
        row(3, over.price + 10000, over.vs),
      ].join('\r\n'),
    );

    const all = await list({});
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.total).toBe(4);
    const byId = new Map(all.body.rows.map((r) => [r.id, r]));
    expect(byId.has(unpaid.guid)).toBe(false);
    expect(byId.get(exact.guid)).toMatchObject({
      paymentStatus: PaymentStatus.PAID,
      receivedAmount: exact.price,
      paymentMethod: 2,
    });
    expect(byId.get(under.guid)).toMatchObject({
      paymentStatus: PaymentStatus.UNDERPAID,
      receivedAmount: under.price - 5000,
      paymentDate: today,
    });
    expect(byId.get(under.guid)?.bankPaymentId).toBeTruthy();
    expect(byId.get(over.guid)).toMatchObject({
      paymentStatus: PaymentStatus.OVERPAID,
      receivedAmount: over.price + 10000,
    });
    expect(byId.get(byHand.guid)).toMatchObject({ paymentStatus: PaymentStatus.PAID, bankPaymentId: null });

    const ids = async (filter: Record<string, unknown>) =>
      (await list(filter)).body.rows.map((r) => r.id).sort();
    expect(await ids({ paymentStatus: PaymentStatus.UNDERPAID })).toEqual([under.guid]);
    expect(await ids({ paymentStatus: PaymentStatus.OVERPAID })).toEqual([over.guid]);
    expect(await ids({ variableSymbol: exact.vs })).toEqual([exact.guid]);
    expect(await ids({ paymentMethod: 1 })).toEqual([]);
    expect(await ids({ seriesId: DEMO.seriesCup, seriesSubEventId: DEMO.sub10k })).toHaveLength(4);
    expect(await ids({ seriesId: DEMO.seriesTrail })).toEqual([]);
    // Everything arrived today (the statement's booking day and the payment times).
    expect(await ids({ dateFrom: today, dateTo: today })).toHaveLength(4);
    expect(await ids({ dateTo: yesterday })).toEqual([]);
    expect(await ids({ dateFrom: today, paymentStatus: PaymentStatus.UNDERPAID })).toEqual([under.guid]);

    const page = await list({}, admin, { take: 3, skip: 3 });
    expect(page.body).toMatchObject({ page: 1, maxPage: 1, total: 4 });
    expect(page.body.rows).toHaveLength(1);
  });

  it("lists a payment detail's bank payments: matched to its orders, unmatched in its currency (page 5)", async () => {
    const paid = await placeOrder('Ucet');
    const id = Date.now();
    const booked = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
    const row = (n: number, amount: number, vs: string, currency = 'CZK') =>
      `${id}${n};${booked};"${crowns(amount)}";${currency};2900233333;"Účet Test";2010;Fio banka;;${vs};;;"";Bezhotovostní příjem;;;;;;`;
    await importStatement(
      [
        '"accountId";"2000145399"',
        'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;',
        row(1, paid.price, paid.vs),
        row(2, 777700, '9999999998'),
        row(3, 5000, '9999999997', 'EUR'),
      ].join('\r\n'),
    );
    const account = demoGuid('payment:cup');
    const bankPayments = (query: string, token = admin) =>
      api<{ total: number; rows: BankPaymentRow[] }>(
        `admin/series/payment-details/${account}/bank-payments?seriesGuid=${DEMO.seriesCup}&searchText=${id}${query}`,
        { token },
      );
    const all = await bankPayments('');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.rows.map((r) => r.variableSymbol).sort()).toEqual([paid.vs, '9999999998'].sort());
    const matched = await bankPayments('&withMatch=true');
    expect(matched.body.rows).toMatchObject([
      { variableSymbol: paid.vs, orderId: paid.guid, status: 'paid' },
    ]);
    expect((await bankPayments('&withMatch=false')).body.rows.map((r) => r.variableSymbol)).toEqual([
      '9999999998',
    ]);
    expect((await bankPayments('&amountFrom=700000')).body.rows.map((r) => r.variableSymbol)).toEqual([
      '9999999998',
    ]);
    expect((await bankPayments('&take=1')).body).toMatchObject({ total: 2, rows: [expect.anything()] });

    expect((await bankPayments('&withMatch=maybe')).status).toBe(400);
    const other = await api(
      `admin/series/payment-details/${account}/bank-payments?seriesGuid=${DEMO.seriesTrail}`,
      { token: admin },
    );
    expect(other.status).toBe(404);
    const em = await putUser('payment-detail-bank-em', [Role.USER, Role.EVENT_MANAGER]);
    await grant(em.userId, permission('series', DEMO.seriesCup, DEMO.seriesCup));
    expect((await bankPayments('', em.token)).status).toBe(403);
  });

  it('narrows by race, category and wave (each alone and together)', async () => {
    // Its own search word: the first test counts every order of `tag`.
    const mark = `Zavod${Date.now()}`;
    const place = async (
      item: (r: ReturnType<typeof runner>) => Parameters<typeof registerBody>[0][number],
      gender: 1 | 2,
    ) => {
      const r = runner({ last: `${mark}${gender}`, gender });
      const res = await register(registerBody([item(r)], {}, r));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { registrationGuid } = res.body as { registrationGuid: string };
      const paid = await api(`admin/registrations/${registrationGuid}/paid`, {
        method: 'POST',
        token: admin,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      return registrationGuid;
    };
    const woman = await place((r) => tenK(CAT.women, r, {}, WAVE.a), 2);
    const man = await place((r) => tenK(CAT.men, r), 1);
    const ids = async (filter: Record<string, unknown>) =>
      (await list({ searchText: mark, ...filter })).body.rows.map((r) => r.id).sort();

    expect(await ids({})).toEqual([woman, man].sort());
    expect(await ids({ seriesSubEventId: DEMO.sub10k })).toEqual([woman, man].sort());
    expect(await ids({ seriesSubEventId: DEMO.subHalf })).toEqual([]);
    expect(await ids({ seriesCategoryId: CAT.women })).toEqual([woman]);
    expect(await ids({ seriesCategoryId: CAT.men })).toEqual([man]);
    expect(await ids({ seriesWaveId: WAVE.a })).toEqual([woman]);
    expect(await ids({ seriesWaveId: WAVE.elite })).toEqual([]);
    expect(
      await ids({
        seriesId: DEMO.seriesCup,
        seriesEventId: DEMO.eventSpring,
        seriesSubEventId: DEMO.sub10k,
        seriesCategoryId: CAT.women,
        seriesWaveId: WAVE.a,
      }),
    ).toEqual([woman]);
    // A category of the race with a wave no order of it has: nothing.
    expect(await ids({ seriesCategoryId: CAT.men, seriesWaveId: WAVE.a })).toEqual([]);
    expect((await list({ seriesWaveId: 'not-an-id' })).status).toBe(400);
  });

  it('refuses bad filters and every caller but an admin', async () => {
    expect((await list({ paymentStatus: 4 })).status).toBe(400);
    expect((await list({ dateFrom: '2026-02-01', dateTo: '2026-01-01' })).status).toBe(400);
    expect((await list({ variableSymbol: 'abc' })).status).toBe(400);
    const em = await putUser('payments-list-em', [Role.USER, Role.EVENT_MANAGER]);
    await grant(em.userId, permission('series', DEMO.seriesCup, DEMO.seriesCup));
    expect((await list({}, em.token)).status).toBe(403);
    expect((await list({}, '')).status).toBe(401);
  });
});
