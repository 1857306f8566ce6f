import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import { DEMO } from '../../../scripts/local/seed-data';
import { grant, permission, putUser } from '../matrix/world';
import { api, APP, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK, trail, WAVE } from './checkout-support';

/**
 * The orders list's category / wave filters on their own (read through the event holding them)
 * and an event manager permitted a whole series plus one event of another series (that series is
 * read through its event only): what each caller sees.
 */

type List = { total: number; rows: Array<{ id: string; seriesGuid: string; variableSymbol: string }> };
type Caller = { userId: string; token: string };

let admin: Caller;
let manager: Caller;
const placed: Record<'springWomenWaveA' | 'springMen' | 'trailMen', string> = {
  springWomenWaveA: '',
  springMen: '',
  trailMen: '',
};
const today = new Date().toISOString().slice(0, 10);

const adminList = (filter: Record<string, unknown>, take = 100, skip = 0) =>
  api<List>('admin/registrations', {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({ filter, take, skip }),
  });
const managerList = (filter: Record<string, unknown>, take = 100, skip = 0) =>
  api<List>(`event-manager/${manager.userId}/registrations`, {
    method: 'POST',
    token: manager.token,
    body: JSON.stringify({ filter, take, skip }),
  });

/** Every row of a list, page by page (the pages must add up to the total). */
async function everyId(list: typeof adminList, filter: Record<string, unknown>) {
  const ids: string[] = [];
  let total = 0;
  for (let skip = 0; ; skip += 100) {
    const res = await list(filter, 100, skip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    total = res.body.total;
    ids.push(...res.body.rows.map((r) => r.id));
    if (!res.body.rows.length || ids.length >= total) break;
  }
  expect(new Set(ids).size).toBe(total);
  return ids;
}

async function place(items: Parameters<typeof registerBody>[0], r: ReturnType<typeof runner>) {
  const res = await register(registerBody(items, {}, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { registrationGuid: string }).registrationGuid;
}

describe('orders list scopes', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = await putUser('orders-scopes-admin', [Role.USER, Role.ADMIN]);
    manager = await putUser('orders-scopes-em', [Role.USER, Role.EVENT_MANAGER]);
    // The whole trail series, and only the spring event of the cup.
    await grant(manager.userId, permission('series', DEMO.seriesTrail, DEMO.seriesTrail));
    await grant(manager.userId, permission('event', DEMO.eventSpring, DEMO.seriesCup));
    const women = runner({ gender: 2 });
    placed.springWomenWaveA = await place([tenK(CAT.women, women, {}, WAVE.a)], women);
    const men = runner();
    placed.springMen = await place([tenK(CAT.men, men)], men);
    const trailRunner = runner();
    placed.trailMen = await place([trail(CAT.trailMen, trailRunner)], trailRunner);
  });

  it('filters by a category or a wave alone, for an admin and within an event manager’s scopes', async () => {
    const women = await everyId(adminList, { seriesCategoryId: CAT.women, dateFrom: today });
    expect(women).toContain(placed.springWomenWaveA);
    expect(women).not.toContain(placed.springMen);
    expect(women).not.toContain(placed.trailMen);
    const trailMen = await everyId(adminList, { seriesCategoryId: CAT.trailMen, dateFrom: today });
    expect(trailMen).toContain(placed.trailMen);
    expect(trailMen).not.toContain(placed.springWomenWaveA);
    const waveA = await everyId(adminList, { seriesWaveId: WAVE.a, dateFrom: today });
    expect(waveA).toContain(placed.springWomenWaveA);
    expect(waveA).not.toContain(placed.springMen);
    // With the flags too, and a series that does not hold the category: nothing.
    expect(await everyId(adminList, { seriesWaveId: WAVE.a, paid: false, dateFrom: today })).toContain(
      placed.springWomenWaveA,
    );
    expect((await adminList({ seriesCategoryId: CAT.women, seriesId: DEMO.seriesTrail })).body.total).toBe(0);

    expect(await everyId(managerList, { seriesCategoryId: CAT.women, dateFrom: today })).toContain(
      placed.springWomenWaveA,
    );
    expect(await everyId(managerList, { seriesCategoryId: CAT.trailMen, dateFrom: today })).toContain(
      placed.trailMen,
    );
    // The autumn half marathon's orders exist, but not for this manager.
    expect((await adminList({ seriesCategoryId: CAT.half })).body.total).toBeGreaterThan(0);
    expect((await managerList({ seriesCategoryId: CAT.half })).body.total).toBe(0);
  });

  it('filters by a race (with its category or wave), for an admin and within an event manager’s scopes', async () => {
    const inTenK = await everyId(adminList, { seriesSubEventId: DEMO.sub10k, dateFrom: today });
    expect(inTenK).toEqual(expect.arrayContaining([placed.springWomenWaveA, placed.springMen]));
    expect(inTenK).not.toContain(placed.trailMen);
    const trailRace = await everyId(adminList, { seriesSubEventId: DEMO.subTrail, dateFrom: today });
    expect(trailRace).toContain(placed.trailMen);
    expect(trailRace).not.toContain(placed.springMen);
    // The race with one of its categories or waves: only what is in both.
    for (const narrower of [{ seriesCategoryId: CAT.women }, { seriesWaveId: WAVE.a }]) {
      const both = await everyId(adminList, { seriesSubEventId: DEMO.sub10k, ...narrower, dateFrom: today });
      expect(both, JSON.stringify(narrower)).toContain(placed.springWomenWaveA);
      expect(both, JSON.stringify(narrower)).not.toContain(placed.springMen);
    }
    // With a search text too (the search index reads the orders, the race is decided on them).
    const searched = await everyId(adminList, {
      seriesSubEventId: DEMO.sub10k,
      searchText: 'Test',
      dateFrom: today,
    });
    expect(searched).toEqual(expect.arrayContaining([placed.springWomenWaveA, placed.springMen]));
    expect(searched).not.toContain(placed.trailMen);
    expect((await adminList({ seriesSubEventId: DEMO.sub10k, seriesId: DEMO.seriesTrail })).body.total).toBe(
      0,
    );

    const managerTenK = await everyId(managerList, { seriesSubEventId: DEMO.sub10k, dateFrom: today });
    expect(managerTenK).toEqual(expect.arrayContaining([placed.springWomenWaveA, placed.springMen]));
    expect(managerTenK).not.toContain(placed.trailMen);
    expect(
      await everyId(managerList, { seriesSubEventId: DEMO.sub10k, seriesWaveId: WAVE.a, dateFrom: today }),
    ).not.toContain(placed.springMen);
    // A race of an event he is not permitted: its orders exist, but he gets none (with a search too).
    expect((await adminList({ seriesSubEventId: DEMO.subHalf })).body.total).toBeGreaterThan(0);
    expect((await managerList({ seriesSubEventId: DEMO.subHalf })).body.total).toBe(0);
    expect((await managerList({ seriesSubEventId: DEMO.subHalf, searchText: 'Test' })).body.total).toBe(0);

    // The filter's options: the races of his event (with categories and waves), not of another.
    const races = await api<Array<{ guid: string; categories: unknown[]; waves: unknown[] }>>(
      `admin/series/events/${DEMO.eventSpring}/sub-events`,
      { token: manager.token },
    );
    expect(races.status, JSON.stringify(races.body)).toBe(200);
    expect(races.body.map((r) => r.guid)).toContain(DEMO.sub10k);
    const foreign = await api(`admin/series/events/${DEMO.eventAutumn}/sub-events`, { token: manager.token });
    expect(foreign.status).toBe(403);
    const asAdmin = await api(`admin/series/events/${DEMO.eventAutumn}/sub-events`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
  });

  it('shows a manager of a whole series and one event of another exactly those orders', async () => {
    const autumn = await everyId(adminList, { seriesEventId: DEMO.eventAutumn });
    const night = await everyId(adminList, { seriesEventId: DEMO.eventNight });
    expect(autumn.length + night.length).toBeGreaterThan(0);
    for (const filter of [{}, { paid: false }, { dateFrom: today, deleted: false }]) {
      const mine = await everyId(managerList, filter);
      expect(mine, JSON.stringify(filter)).toEqual(expect.arrayContaining(Object.values(placed)));
      expect(
        mine.filter((id) => autumn.includes(id) || night.includes(id)),
        JSON.stringify(filter),
      ).toEqual([]);
    }
    // Every row is of the trail series or the cup's spring event; the totals add up.
    const all = await everyId(managerList, {});
    const trailAll = await everyId(adminList, { seriesId: DEMO.seriesTrail });
    const spring = await everyId(adminList, { seriesEventId: DEMO.eventSpring });
    expect(all.every((id) => trailAll.includes(id) || spring.includes(id))).toBe(true);
    expect(trailAll.every((id) => all.includes(id))).toBe(true);
    // A second page follows the first without a gap or a repeat.
    const first = await managerList({}, 7, 0);
    const second = await managerList({}, 7, 7);
    expect(first.body.total).toBe(all.length);
    expect([...first.body.rows, ...second.body.rows].map((r) => r.id)).toEqual(all.slice(0, 14));
    expect((await managerList({ seriesEventId: DEMO.eventAutumn })).body.total).toBe(0);
  });

  it('exports to XLSX exactly the orders the manager lists', async () => {
    const listed: string[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await managerList({ paid: false }, 100, skip);
      listed.push(...page.body.rows.map((r) => r.variableSymbol));
      if (!page.body.rows.length || listed.length >= page.body.total) break;
    }
    const res = await fetch(`${APP}/api/v1/event-manager/${manager.userId}/registrations/export-xlsx`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${manager.token}`,
        'content-type': 'application/json',
        'accept-language': 'cs',
      },
      body: JSON.stringify({ filter: { paid: false } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const exported: string[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) exported.push(String(row.getCell(1).value));
    });
    expect(exported.length).toBeGreaterThan(0);
    expect([...exported].sort()).toEqual([...listed].sort());
  });
});
