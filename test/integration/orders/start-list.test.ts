import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { AdminStartList, AssignStartNumbersResult } from '@shared/orders/start-list-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { createTargets, grant, permission, putUser, type Targets } from '../matrix/world';
import { api, APP, useTestStackEnv } from '../support';

/** The back-office start list of a race (spec §7): list, exports, start numbers. */

let admin: string;
let targets: Targets;
let sub: string;
const category = randomUUID();

interface Runner {
  first: string;
  last: string;
  paid: boolean;
  gender?: number;
  club?: string | null;
  startNumber?: number | null;
  dateCreated?: string;
}

/** Items of active orders, written as the checkout writes them (on the sparse start-list index). */
async function putRunners(subGuid: string, runners: Runner[]): Promise<void> {
  const items = runners.map((r, i) => {
    const orderGuid = randomUUID();
    const itemGuid = randomUUID();
    return {
      ...keys.orderItem(orderGuid, 0),
      entity: 'orderItem',
      itemGuid,
      orderGuid,
      index: 0,
      kind: 'regular',
      seriesGuid: targets.seriesGuid,
      seriesEventGuid: targets.entity.event,
      subEventGuid: subGuid,
      subEventName: 'Matrix race',
      categoryGuid: category,
      categoryName: 'Muži 18–39',
      waveGuid: null,
      waveName: null,
      teamGuid: null,
      teamName: null,
      firstName: r.first,
      lastName: r.last,
      email: `${itemGuid.slice(0, 8)}@example.com`,
      birthDate: '1990-04-12',
      birthYear: 1990,
      gender: r.gender ?? 1,
      club: r.club ?? null,
      startNumber: r.startNumber ?? null,
      paid: r.paid,
      dateCreated: r.dateCreated ?? `2026-03-0${i + 1}T22:30:00.000Z`,
      gsi1pk: gsi.startList(subGuid),
      gsi1sk: `${r.last}#${r.first}#${itemGuid}`,
    };
  });
  await getDocumentClient().send(
    new BatchWriteCommand({
      RequestItems: { 'race-registration-local': items.map((Item) => ({ PutRequest: { Item } })) },
    }),
  );
}

const startList = (token: string, query = '') =>
  api<AdminStartList>(`admin/registrations/startlist/${sub}?take=100${query}`, { token });
const assign = (token: string, body: Record<string, unknown>) =>
  api<AssignStartNumbersResult>(`admin/registrations/startlist/${sub}/assign-start-numbers`, {
    method: 'POST',
    token,
    body: JSON.stringify(body),
  });
const exists = (token: string, n: number) =>
  api<{ exists: boolean }>(`admin/registrations/startlist/${sub}/start-number-exists?startNumber=${n}`, {
    token,
  });

async function download(path: string, token: string, language = 'cs') {
  const res = await fetch(`${APP}/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('admin start list', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('startlist-admin', [Role.USER, Role.ADMIN])).token;
    targets = await createTargets();
    sub = targets.entity.subevent;
    await putRunners(sub, [
      { first: 'Žofie', last: 'Řezníčková', paid: true, gender: 2, club: 'AC Čáslav; běžci' },
      { first: 'Adam', last: 'Adámek', paid: true, club: 'TJ "Sokol"' },
      { first: 'Ctibor', last: 'Černý', paid: false },
      { first: 'Bedřich', last: 'Bárta', paid: true, startNumber: 2 },
    ]);
  });

  it('lists the race with search, sort and paging', async () => {
    const all = await startList(admin, '&sort=lastName');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body).toMatchObject({ total: 4, subEventName: 'Matrix race', withoutNumber: 3 });
    expect(all.body.rows.map((r) => r.lastName)).toEqual(['Adámek', 'Bárta', 'Černý', 'Řezníčková']);
    const found = await startList(admin, '&searchText=reznickova');
    expect(found.body.rows.map((r) => r.firstName)).toEqual(['Žofie']);
    const paged = await api<AdminStartList>(
      `admin/registrations/startlist/${sub}?take=1&skip=1&sort=lastName&descending=true`,
      { token: admin },
    );
    expect(paged.body).toMatchObject({ page: 1, maxPage: 3, total: 4 });
    expect(paged.body.rows[0]?.lastName).toBe('Černý');
  });

  it('assigns free numbers to paid runners without one, never a duplicate; twice changes nothing', async () => {
    expect((await exists(admin, 2)).body).toEqual({ exists: true }); // numbered before guards existed
    const first = await assign(admin, { numberingFrom: 1, numberingTo: 10 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.assigned.map((a) => [a.lastName, a.startNumber])).toEqual([
      ['Adámek', 1],
      ['Řezníčková', 3],
    ]);
    expect(first.body.unassigned).toBe(0);
    expect((await exists(admin, 1)).body).toEqual({ exists: true });
    expect((await exists(admin, 3)).body).toEqual({ exists: true });
    expect((await exists(admin, 4)).body).toEqual({ exists: false });

    const again = await assign(admin, { numberingFrom: 1, numberingTo: 10 });
    expect(again.body).toEqual({ assigned: [], unassigned: 0 });

    const open = await Promise.all([
      assign(admin, { numberingFrom: 1, includeOpenRegistrations: true }),
      assign(admin, { numberingFrom: 1, includeOpenRegistrations: true }),
    ]);
    expect(open.flatMap((r) => r.body.assigned.map((a) => [a.lastName, a.startNumber]))).toEqual([
      ['Černý', 4],
    ]);
    const numbers = (await startList(admin)).body.rows.map((r) => r.startNumber);
    expect(numbers).toEqual([1, 2, 3, 4]);
    expect(new Set(numbers).size).toBe(4);
  });

  it('reports runners left without a number when the range is full', async () => {
    const other = await createTargets();
    const before = sub;
    sub = other.entity.subevent;
    try {
      await putRunners(sub, [
        { first: 'A', last: 'Prvni', paid: true },
        { first: 'B', last: 'Druhy', paid: true },
      ]);
      const res = await assign(admin, { numberingFrom: 100, numberingTo: 100, order: 'lastName' });
      expect(res.body.assigned.map((a) => [a.lastName, a.startNumber])).toEqual([['Druhy', 100]]);
      expect(res.body.unassigned).toBe(1);
    } finally {
      sub = before;
    }
  });

  it('exports CSV for Excel: BOM, `;`, headers, Czech letters, Prague time', async () => {
    const res = await download(`admin/registrations/startlist/${sub}/csv?sort=startNumber`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Matrix%20race.csv");
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Startovní číslo;Příjmení;Jméno;Rok narození;Pohlaví;Kategorie;Vlna;Tým;Klub;Zaplaceno;E-mail;Datum registrace',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^1;Adámek;Adam;1990;muž;Muži 18–39;;;"TJ ""Sokol""";ano;[^;]+;2\. 3\. 2026 23:30$/,
    );
    expect(lines[3]).toMatch(/^3;Řezníčková;Žofie;1990;žena;Muži 18–39;;;"AC Čáslav; běžci";ano;/);
    const en = await download(`admin/registrations/startlist/${sub}/csv`, admin, 'en');
    expect(en.bytes.toString('utf8').slice(1).split('\r\n')[0]).toMatch(
      /^Start number;Last name;First name;/,
    );
  });

  it('exports XLSX that reads back with the same rows', async () => {
    const res = await download(`admin/registrations/startlist/${sub}/xlsx?sort=startNumber`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Matrix race');
    expect(sheet?.getRow(1).getCell(2).value).toBe('Příjmení');
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getRow(2).getCell(1).value).toBe(1);
    expect(sheet?.getRow(4).getCell(2).value).toBe('Řezníčková');
    expect(sheet?.getRow(4).getCell(9).value).toBe('AC Čáslav; běžci');
  });

  it('answers only admins and event managers permitted for the race', async () => {
    const right = await putUser('startlist-em-right', [Role.USER, Role.EVENT_MANAGER]);
    await grant(right.userId, permission('series', targets.seriesGuid, targets.seriesGuid));
    const other = await putUser('startlist-em-other', [Role.USER, Role.EVENT_MANAGER]);
    expect((await startList(right.token)).status).toBe(200);
    expect((await exists(right.token, 1)).body).toEqual({ exists: true });
    expect((await startList(other.token)).status).toBe(403);
    expect((await download(`admin/registrations/startlist/${sub}/xlsx`, other.token)).status).toBe(403);
    expect((await assign(other.token, { numberingFrom: 1 })).status).toBe(403);
    expect((await startList(admin)).body.rows.map((r) => r.startNumber)).toEqual([1, 2, 3, 4]);
  });

  it('answers 404 for an unknown race', async () => {
    const res = await api(`admin/registrations/startlist/${randomUUID()}`, { token: admin });
    expect(res.status).toBe(404);
  });
});
