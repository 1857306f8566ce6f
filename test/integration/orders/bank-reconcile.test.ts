import { beforeAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { BankImportResult, BankPaymentDetail } from '@shared/payments/bank-payment-schemas';
import { bankPaymentGuid } from '../../../functions/domain/bank-import/bank-payment-record';
import { putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK } from './checkout-support';

/**
 * Issue 28 items 4 and 5 end to end (upload to the local S3, the start call, the job worker): a VS
 * written in the message pays its order, an ambiguous or wrongly paid one is left for hand
 * assignment with its candidates, an ABO/GPC file's 076/078/079 lines reach the payments list, and
 * a file that is no bank statement ends as "format not recognised".
 */

let admin: string;

async function placeOrder(last: string) {
  const r = runner({ last: `${last}${Date.now()}` });
  const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { registrationGuid } = res.body as { registrationGuid: string };
  const detail = await order(registrationGuid);
  return { guid: registrationGuid, vs: detail.variableSymbol, price: detail.calculatedPrice };
}

const order = async (guid: string) => {
  const res = await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body;
};

const payment = async (movementId: string) => {
  const res = await api<BankPaymentDetail>(`admin/bank-payments/${bankPaymentGuid(movementId)}`, {
    token: admin,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const crowns = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

async function importStatement(bytes: Uint8Array, name: string): Promise<JobView> {
  const ticket = await api<{ uploadUrl: string; fileKey: string; headers: Record<string, string> }>(
    'admin/uploads',
    {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ purpose: 'bankStatement', fileName: name, size: bytes.length }),
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

const HEADER =
  'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;';

/** A `075` line (128 characters) followed by its 076 name and 078/079 message lines. */
function aboMovement(id: string, hellers: number, name: string, message: [string, string, string]) {
  const line075 = [
    '075',
    '0000002000145399',
    '0000002900233333',
    id.padStart(13, '0'),
    String(hellers).padStart(12, '0'),
    '2',
    '0000000000',
    '00',
    '2010',
    '0000',
    '0000000000',
    '050126',
    'Kratka poznamka'.padEnd(20),
    '0',
    '0203',
    '050126',
  ].join('');
  return [
    line075,
    `076${'0'.repeat(26)}050126${name.padEnd(92)}`,
    `078${message[0].padEnd(35)}${message[1].padEnd(35)}`,
    `079${message[2].padEnd(35)}${''.padEnd(35)}`,
  ];
}

describe('bank reconciliation: VS in the message, whole ABO records, no statement', () => {
  beforeAll(async () => {
    useTestStackEnv();
    ({ token: admin } = await putUser('bank-reconcile-admin', [Role.USER, Role.ADMIN]));
  });

  it('a VS in the message pays its order; ambiguity and a wrong amount are left with their candidates', async () => {
    const [spaced, twinA, twinB, wrong] = await Promise.all(
      ['Mezery', 'DvojceA', 'DvojceB', 'Castka'].map((n) => placeOrder(`Zprava${n}`)),
    );
    if (!spaced || !twinA || !twinB || !wrong) throw new Error('orders not placed');
    const id = Date.now();
    const row = (n: number, amount: number, vs: string, message: string) =>
      `${id}${n};05.01.2026;"${crowns(amount)}";CZK;2900233333;"Jiří Řehoř";2010;Fio banka;;${vs};;;"${message}";Bezhotovostní příjem;;;;;;`;
    const grouped = `${spaced.vs.slice(0, 4)} ${spaced.vs.slice(4, 7)} ${spaced.vs.slice(7)}`;
    const csv = [
      HEADER,
      // The VS column empty, the symbol in the message with spaces inside and a date beside it.
      row(1, spaced.price, '', `vs:${grouped} startovné 12.05.2026`),
      // Two open orders of the same price named: which one is unclear.
      row(2, twinA.price, '', `${twinA.vs} a ${twinB.vs}`),
      // An unknown VS column, the message names an order the amount does not fit.
      row(3, wrong.price - 100, '42', `VS ${wrong.vs}`),
    ].join('\r\n');
    const job = await importStatement(iconv.encode(csv, 'windows-1250'), 'zpravy.csv');
    expect(job.state).toBe('finished');
    expect(job.result).toMatchObject({
      processedRows: 3,
      paid: 1,
      updatedOrders: 1,
      matchedByMessage: 1,
      unknownVariableSymbols: 2,
    } satisfies Partial<BankImportResult>);

    expect((await order(spaced.guid)).paid).toBe(true);
    expect(await payment(`${id}1`)).toMatchObject({
      status: 'paid',
      variableSymbol: spaced.vs,
      statementVariableSymbol: '',
      orderId: spaced.guid,
    });
    const ambiguous = await payment(`${id}2`);
    expect(ambiguous).toMatchObject({ status: 'unknownVariableSymbol', orderId: null, variableSymbol: '' });
    expect([...(ambiguous.messageCandidates ?? [])].sort()).toEqual([twinA.vs, twinB.vs].sort());
    expect(await payment(`${id}3`)).toMatchObject({
      status: 'unknownVariableSymbol',
      variableSymbol: '42',
      messageCandidates: [wrong.vs],
    });
    expect((await order(twinA.guid)).paid).toBe(false);
    expect((await order(wrong.guid)).paid).toBe(false);

    // The same statement again changes nothing and matches nothing twice.
    const again = await importStatement(iconv.encode(csv, 'windows-1250'), 'zpravy.csv');
    expect(again.result).toMatchObject({ alreadyImported: 3, paid: 0, matchedByMessage: 0 });

    // Hand assignment of the ambiguous row to one of its candidates.
    const matched = await api(`admin/bank-payments/${ambiguous.id}/match`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ orderId: twinB.guid }),
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect((await order(twinB.guid)).paid).toBe(true);
  });

  it('an ABO/GPC file brings the payer name and the whole message (076/078/079), whose VS pays the order', async () => {
    const o = await placeOrder('Gpc');
    const id = String(Date.now()).slice(-12);
    const header = `0740000002000145399Klub${' '.repeat(15)}040126${'0'.repeat(14)}+${'0'.repeat(14)}+${'0'.repeat(14)}+${'0'.repeat(14)}+001050126${' '.repeat(14)}`;
    const lines = [
      header,
      ...aboMovement(id, o.price, 'Jiří Říha', [
        'Startovné Běchovice, variabilní',
        `symbol ${o.vs.slice(0, 5)}`,
        `${o.vs.slice(5)} děkuji`,
      ]),
    ];
    const job = await importStatement(iconv.encode(lines.join('\r\n'), 'windows-1250'), 'vypis.gpc');
    expect(job.result).toMatchObject({ format: 'abo', paid: 1, matchedByMessage: 1 });
    const row = await payment(id.padStart(13, '0'));
    expect(row).toMatchObject({
      originAccountName: 'Jiří Říha',
      message: `Startovné Běchovice, variabilní symbol ${o.vs.slice(0, 5)} ${o.vs.slice(5)} děkuji`,
      status: 'paid',
      orderId: o.guid,
    });
    const list = await api<{ rows: Array<{ originAccountName: string; message: string }> }>(
      `admin/bank-payments?searchText=${encodeURIComponent('Říha')}`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.rows.some((r) => r.message.includes('Běchovice'))).toBe(true);
  });

  it("a Fio JSON statement (the Fio API's format) imports like the CSV, idempotent by movement id", async () => {
    const o = await placeOrder('Json');
    const id = Date.now();
    const cell = (value: unknown, n: number) => ({ value, name: `c${n}`, id: n });
    const json = JSON.stringify({
      accountStatement: {
        info: { accountId: '2000145399', bankId: '2010', currency: 'CZK' },
        transactionList: {
          transaction: [
            {
              column22: cell(id, 22),
              column0: cell('2026-01-05+0100', 0),
              column1: cell(o.price / 100, 1),
              column14: cell('CZK', 14),
              column10: cell('Jana Nováková', 10),
              column5: null,
              column16: cell(`VS ${o.vs}`, 16),
            },
          ],
        },
      },
    });
    const job = await importStatement(Buffer.from(json), 'fio.json');
    expect(job.result).toMatchObject({ format: 'fio-json', paid: 1, matchedByMessage: 1 });
    expect(await payment(String(id))).toMatchObject({ originAccountName: 'Jana Nováková', orderId: o.guid });
    const again = await importStatement(Buffer.from(json), 'fio.json');
    expect(again.result).toMatchObject({ alreadyImported: 1, paid: 0 });
  });

  it('random bytes and an unrelated CSV end as "not a bank statement", not as missing columns', async () => {
    const bytes = new Uint8Array(2048).map((_, i) => (i * 7919 + 13) % 256);
    const random = await importStatement(bytes, 'nahodne.csv');
    expect(random).toMatchObject({ state: 'finished' });
    expect(random.result).toMatchObject({
      format: 'unknown',
      notBankStatement: true,
      missingColumns: [],
      processedRows: 0,
    });
    const contacts = await importStatement(
      Buffer.from('Jméno;Příjmení;E-mail\nJan;Novák;jan@example.cz\n'),
      'kontakty.csv',
    );
    expect(contacts.result).toMatchObject({ notBankStatement: true, missingColumns: [] });
  });
});
