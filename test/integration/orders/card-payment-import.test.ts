import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { BillingPreview } from '@shared/payments/billing-schemas';
import type { CardImportResult } from '@shared/payments/card-import-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK } from './checkout-support';

/**
 * The card payment import end to end: the gateway's settlement export uploaded to the local S3,
 * the job recording charged amounts and gateway fees on the orders (which billing then deducts),
 * unknown rows listed, and the same export again changing nothing.
 */

let admin: string;

async function importExport(csv: string) {
  const bytes = new TextEncoder().encode(csv);
  const ticket = await api<{ uploadUrl: string; fileKey: string; headers: Record<string, string> }>(
    'admin/uploads',
    {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ purpose: 'cardSettlement', fileName: 'gpwebpay.csv', size: bytes.length }),
    },
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: ticket.body.headers,
  });
  expect(put.status).toBe(200);
  const start = await api<{ jobId: string }>('admin/registrations/import-card-payments', {
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
  throw new Error('the card import job did not finish');
}

const pragueToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());

describe('card payment import', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('card-import-admin', [Role.USER, Role.ADMIN])).token;
  });

  it('records charged amount and gateway fee by variable symbol; unknown rows listed; twice changes nothing', async () => {
    const r = runner({ last: `Karta${Date.now()}` });
    const placed = await register(registerBody([tenK(CAT.men, r)], {}, r));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { registrationGuid: guid } = placed.body as { registrationGuid: string };
    const paid = await api<OrderDetail>(`admin/registrations/${guid}/paid`, { method: 'POST', token: admin });
    expect(paid.status).toBe(200);
    const { variableSymbol: vs, calculatedPrice: price } = paid.body;
    const crowns = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

    const csv = [
      'ORDERNUMBER;MERORDERNUM;AMOUNT;FEE;CURRENCY;DATE',
      `;${vs};${crowns(price)};12,34;203;${pragueToday()}`,
      `9${Date.now()};9999999998;100,00;1,00;CZK;`,
      `1;${vs};1,00;0,01;CZK;`,
      'x;;;;;',
    ].join('\r\n');

    const first = await importExport(csv);
    expect(first.state).toBe('finished');
    const result = first.result as CardImportResult;
    expect(result).toMatchObject({
      processedRows: 3,
      updatedOrders: 1,
      alreadyImported: 0,
      unknownOrders: 2,
      unparsedRows: 1,
      missingColumns: [],
    });
    expect(result.unknown.map((u) => u.reason).sort()).toEqual([
      'orderNumberMismatch',
      'unknownVariableSymbol',
    ]);

    const history = await api<Array<{ action: string }>>(`admin/registrations/${guid}/histories`, {
      token: admin,
    });
    expect(JSON.stringify(history.body)).toContain('cardPaymentImported');

    // The same export again: nothing changes, the order counts as imported before.
    const second = await importExport(csv);
    expect(second.result).toMatchObject({
      processedRows: 3,
      updatedOrders: 0,
      alreadyImported: 1,
      unknownOrders: 2,
    });
    const historyAfter = await api(`admin/registrations/${guid}/histories`, { token: admin });
    expect(JSON.stringify(historyAfter.body).split('cardPaymentImported').length).toBe(2);

    // Billing deducts the recorded fee.
    const preview = await api<BillingPreview>('admin/billing/preview', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        name: 'Karty',
        organizerId: DEMO.organizer,
        type: 'orders',
        dateFrom: pragueToday(),
        dateTo: pragueToday(),
      }),
    });
    expect(preview.status).toBe(200);
    expect(preview.body.orders.find((o) => o.orderId === guid)).toMatchObject({
      paid: price,
      gatewayFee: 1234,
    });
  });

  it('a file without the fee column finishes with the missing column', async () => {
    const job = await importExport('ORDERNUMBER;MERORDERNUM;AMOUNT\r\n1;2;3,00\r\n');
    expect(job.state).toBe('finished');
    expect(job.result).toMatchObject({ processedRows: 0, missingColumns: ['fee'] });
  });
});
