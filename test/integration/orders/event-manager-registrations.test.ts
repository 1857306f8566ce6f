import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { grant, permission, putUser } from '../matrix/world';
import { api, APP, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK } from './checkout-support';

/** The event manager's registrations (spec §7 event-manager/{userId}/registrations): list, detail, XLSX. */

type List = { total: number; rows: Array<{ id: string }> };

let right: { userId: string; token: string };
let other: { userId: string; token: string };
let order: { guid: string; variableSymbol: string; lastName: string };

describe('event manager registrations', () => {
  beforeAll(async () => {
    useTestStackEnv();
    right = await putUser('em-regs-right', [Role.USER, Role.EVENT_MANAGER]);
    await grant(right.userId, permission('event', DEMO.eventSpring, DEMO.seriesCup));
    other = await putUser('em-regs-other', [Role.USER, Role.EVENT_MANAGER]);
    await grant(other.userId, permission('event', DEMO.eventAutumn, DEMO.seriesCup));
    const r = runner({ last: `Exportni${Date.now()}` });
    const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { registrationGuid: string; variableSymbol: string };
    order = { guid: body.registrationGuid, variableSymbol: body.variableSymbol, lastName: r.last };
  });

  const list = (who: { userId: string; token: string }, filter: Record<string, unknown>) =>
    api<List>(`event-manager/${who.userId}/registrations`, {
      method: 'POST',
      token: who.token,
      body: JSON.stringify({ filter }),
    });

  it('lists only the orders of the permitted events and opens their detail', async () => {
    const mine = await list(right, { searchText: order.variableSymbol });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.rows.map((r) => r.id)).toEqual([order.guid]);
    expect((await list(other, { searchText: order.variableSymbol })).body.total).toBe(0);
    // Another manager's id in the path is refused.
    expect((await list({ userId: other.userId, token: right.token }, {})).status).toBe(403);

    const detail = await api<OrderDetail>(`event-manager/${right.userId}/registrations/${order.guid}`, {
      token: right.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.items[0]?.lastName).toBe(order.lastName);
    expect(
      (await api(`event-manager/${other.userId}/registrations/${order.guid}`, { token: other.token })).status,
    ).toBe(403);
  });

  it('exports the filtered orders to XLSX with Czech characters intact', async () => {
    const res = await fetch(`${APP}/api/v1/event-manager/${right.userId}/registrations/export-xlsx`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${right.token}`,
        'content-type': 'application/json',
        'accept-language': 'cs',
      },
      body: JSON.stringify({ filter: { searchText: order.variableSymbol } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Variabilní symbol');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(order.variableSymbol);
    expect(sheet.getRow(2).getCell(4).value).toBe(order.lastName);
  });
});
