import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@shared/api/routes';
import type { ExportFileKind, RouteDef } from '@shared/api/route-types';
import { Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { putUser } from '../matrix/world';
import { api, APP, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK, v } from './checkout-support';

/**
 * No export hands a spreadsheet a live formula (issue 31): records whose text starts with each of
 * `= + - @ \t \r` go through every export route of the manifest (the routes marked `file`), and
 * no CSV field or XLSX cell comes out unguarded or as a formula. A new export route marked `file`
 * fails here until it is called below.
 */

const PAYLOADS = ['=HYPERLINK("http://x.cz","klik")', '+1+1', '-2+3 sleva', '@SUM(A1)', '\t=1+1', '\r=1+1'];
/** What a spreadsheet would run (a Czech number such as `-12,50` is a number, not a formula). */
const unguarded = (text: string) => /^[=+\-@\t\r]/.test(text) && !/^-\d+(,\d+)?$/.test(text);

let admin: { token: string; userId: string };
let billingId: number;
const tag = randomUUID().slice(0, 6);

async function paidOrder(payload: string, i: number) {
  const r = runner({ first: payload, last: `${payload} ${tag}${i}` });
  const email = `guard-${tag}-${i}@example.com`;
  const item = tenK(CAT.men, r, { [v('email')]: email, [v('lastName')]: r.last });
  const body = registerBody([item], {}, r);
  body.registrator.email = email;
  const res = await register(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { registrationGuid } = res.body as { registrationGuid: string };
  const paid = await api<OrderDetail>(`admin/registrations/${registrationGuid}/paid`, {
    method: 'POST',
    token: admin.token,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return registrationGuid;
}

async function createBilling(): Promise<number> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
  const started = await api<{ jobId: string }>('admin/billing', {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({
      name: `Guard ${tag}`,
      organizerId: DEMO.organizer,
      type: 'orders',
      dateFrom: today,
      dateTo: today,
      provisions: [{ currency: 'CZK', amount: 1500, taxRate: 21 }],
      outside: [],
    }),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  let job = await api<JobView>(`admin/jobs/${started.body.jobId}`, { token: admin.token });
  for (let tries = 0; job.body.state !== 'finished' && job.body.state !== 'failed' && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = await api<JobView>(`admin/jobs/${started.body.jobId}`, { token: admin.token });
  }
  expect(job.body.state, JSON.stringify(job.body)).toBe('finished');
  return (job.body.result as { billingId: number }).billingId;
}

/** The exported file's bytes: inline, or behind the presigned link of a large export. */
async function download(route: RouteDef, path: string, body?: unknown): Promise<Buffer> {
  const res = await fetch(`${APP}/api/v1/${path}`, {
    method: route.method,
    headers: {
      authorization: `Bearer ${admin.token}`,
      'accept-language': 'cs',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status, bytes.toString('utf8')).toBe(200);
  if (res.headers.get('content-type')?.startsWith('application/json')) {
    const link = JSON.parse(bytes.toString('utf8')) as { downloadUrl: string };
    return Buffer.from(await (await fetch(link.downloadUrl)).arrayBuffer());
  }
  return bytes;
}

/** Every text the file holds, with the cells a spreadsheet would run as formulas. */
async function cellsOf(kind: ExportFileKind, bytes: Buffer): Promise<{ texts: string[]; formulas: number }> {
  if (kind === 'csv') {
    const rows = parse(bytes.toString('utf8'), {
      bom: true,
      delimiter: ';',
      relax_column_count: true,
    }) as string[][];
    return { texts: rows.flat(), formulas: 0 };
  }
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const texts: string[] = [];
  let formulas = 0;
  for (const sheet of book.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) formulas++;
        if (typeof cell.value === 'string') texts.push(cell.value);
      }),
    );
  return { texts, formulas };
}

/** How each export route is called, by route id; the payload field it carries. */
const CALLS: Record<string, () => { path: string; body?: unknown }> = {
  'adminRegistrations.startlistCsv': () => ({ path: `admin/registrations/startlist/${DEMO.sub10k}/csv` }),
  'adminRegistrations.startlistXlsx': () => ({ path: `admin/registrations/startlist/${DEMO.sub10k}/xlsx` }),
  'billing.exportCsv': () => ({ path: `admin/billing/${billingId}/csv` }),
  'billing.exportXlsx': () => ({ path: `admin/billing/${billingId}/xlsx` }),
  'eventManager.exportXlsx': () => ({
    path: `event-manager/${admin.userId}/registrations/export-xlsx`,
    body: { filter: { searchText: tag } },
  }),
  'adminSeries.exportDiscounts': () => ({ path: `admin/series/${DEMO.seriesCup}/discounts/export-csv` }),
  'adminRegistrations.transferRefundsCsv': () => ({
    path: `admin/registrations/transfer-refunds/csv?eventGuid=${DEMO.eventSpring}`,
  }),
};

const exportRoutes = ROUTES.filter((r) => r.file);

describe('every export guards formulas', () => {
  beforeAll(async () => {
    useTestStackEnv();
    const user = await putUser(`export-guard-${tag}`, [Role.USER, Role.ADMIN]);
    admin = { token: user.token, userId: user.userId };
    for (const [i, payload] of PAYLOADS.entries()) await paidOrder(payload, i);
    // Paid by transfer and cancelled with a returned amount: on the transfer refund list.
    for (const [i, payload] of PAYLOADS.entries()) {
      const guid = await paidOrder(payload, PAYLOADS.length + i);
      const cancelled = await api(`admin/registrations/${guid}/cancel`, {
        method: 'POST',
        token: admin.token,
        body: JSON.stringify({ returnedAmount: 100 }),
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    }
    for (const [i, payload] of PAYLOADS.entries()) {
      const res = await api('admin/series/discounts', {
        method: 'POST',
        token: admin.token,
        body: JSON.stringify({
          seriesGuid: DEMO.seriesCup,
          code: `GUARD${tag}${i}`.toUpperCase(),
          description: payload,
          price: '50',
          currency: 'CZK',
          discountRange: 1,
          codeRange: 3,
          usageLimit: 0,
        }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    billingId = await createBilling();
  }, 120_000);

  it('calls every export route of the manifest', () => {
    expect(exportRoutes.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(CALLS).sort()).toEqual(exportRoutes.map((r) => r.id).sort());
  });

  it.each(exportRoutes.map((r) => [r.id, r] as const))('%s', async (id, route) => {
    const call = CALLS[id];
    if (!call) throw new Error(`export route ${id} is not called by this test`);
    const { path, body } = call();
    const { texts, formulas } = await cellsOf(
      route.file as ExportFileKind,
      await download(route, path, body),
    );
    expect(formulas).toBe(0);
    expect(texts.filter(unguarded)).toEqual([]);
    // The payloads are in the file, guarded (the test would prove nothing without them).
    // Forms trim a leading tab or CR away; what is left starts with `=` and is guarded all the same.
    for (const payload of PAYLOADS.map((p) => p.trim()))
      expect(
        texts.some((t) => t.startsWith(`'${payload}`)),
        `${id}: ${JSON.stringify(payload)}`,
      ).toBe(true);
  });

  it('leaves no billing behind', async () => {
    expect((await api(`admin/billing/${billingId}`, { method: 'DELETE', token: admin.token })).status).toBe(
      200,
    );
  });
});
