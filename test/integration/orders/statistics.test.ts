import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { StatisticsAnswer } from '@shared/statistics/statistics-schemas';
import { pragueDay } from '@shared/statistics/statistics-calendar';
import { DEMO } from '../../../scripts/local/seed-data';
import { grant, permission, putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK } from './checkout-support';

/**
 * Statistics (spec §7) against the local stack: the day counters move with the real order writes
 * (checkout → set paid → cancel with a returned amount) and the answer adds them up.
 */

let admin: string;

const stats = async (token: string, path = `admin/statistics/${DEMO.seriesCup}`) => {
  const today = pragueDay(new Date());
  const res = await api<StatisticsAnswer>(
    `${path}?dateFrom=${today}&dateTo=${today}&segment=1&mergeLevel=2`,
    {
      token,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
/** Every series over this whole year: read from the month roll-ups (`MONTH#`), not the days. */
const yearStats = async (token: string) => {
  const year = pragueDay(new Date()).slice(0, 4);
  const res = await api<StatisticsAnswer>(
    `admin/statistics?dateFrom=${year}-01-01&dateTo=${year}-12-31&segment=2&mergeLevel=2`,
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const amount = (list: Array<{ currency: string; amount: number }>, currency: string) =>
  list.find((r) => r.currency === currency)?.amount ?? 0;
const tenKLine = (s: StatisticsAnswer) => s.graph.lines.find((l) => l.key === DEMO.sub10k)?.total ?? 0;

describe('statistics', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('stats-admin', [Role.USER, Role.ADMIN])).token;
  });

  it('counts a placed, paid and cancelled order on the day it was placed', async () => {
    const before = await stats(admin);
    const globalBefore = await stats(admin, 'admin/statistics');
    const yearBefore = await yearStats(admin);

    const r = runner();
    const placed = await register(registerBody([tenK(CAT.men, r)], {}, r));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const {
      registrationGuid: guid,
      calculatedPrice: price,
      currency,
    } = placed.body as {
      registrationGuid: string;
      calculatedPrice: number;
      currency: string;
    };
    const afterPlace = await stats(admin);
    expect(afterPlace.summary.total - before.summary.total).toBe(1);
    expect(afterPlace.summary.unpaid - before.summary.unpaid).toBe(1);
    expect(afterPlace.summary.registrations - before.summary.registrations).toBe(1);
    expect(tenKLine(afterPlace) - tenKLine(before)).toBe(1);
    expect(afterPlace.graph.buckets).toEqual([pragueDay(new Date())]);
    expect(afterPlace.races.find((race) => race.guid === DEMO.sub10k)?.used).toBeGreaterThan(0);
    const globalAfter = await stats(admin, 'admin/statistics');
    expect(globalAfter.summary.total - globalBefore.summary.total).toBe(1);
    expect(globalAfter.graph.lines.find((l) => l.key === DEMO.seriesCup)?.total).toBeGreaterThan(0);

    const paid = await api(`admin/registrations/${guid}/paid`, { method: 'POST', token: admin });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const afterPay = await stats(admin);
    expect(afterPay.summary.paid - before.summary.paid).toBe(1);
    expect(afterPay.summary.unpaid - before.summary.unpaid).toBe(0);
    expect(afterPay.summary.transferPayments - before.summary.transferPayments).toBe(1);
    expect(amount(afterPay.summary.revenue, currency) - amount(before.summary.revenue, currency)).toBe(price);

    const cancelled = await api(`admin/registrations/${guid}/cancel`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ returnedAmount: 10000 }),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const afterCancel = await stats(admin);
    expect(afterCancel.summary.cancelled - before.summary.cancelled).toBe(1);
    expect(amount(afterCancel.summary.returned, currency) - amount(before.summary.returned, currency)).toBe(
      10000,
    );
    // Registrations placed stay counted: the line shows arrivals.
    expect(tenKLine(afterCancel) - tenKLine(before)).toBe(1);

    // The month roll-ups moved in the same transactions as the day items.
    const yearAfter = await yearStats(admin);
    const cup = (s: StatisticsAnswer) => s.graph.lines.find((l) => l.key === DEMO.seriesCup)?.total ?? 0;
    expect(yearAfter.summary.total - yearBefore.summary.total).toBe(1);
    expect(yearAfter.summary.paid - yearBefore.summary.paid).toBe(1);
    expect(yearAfter.summary.cancelled - yearBefore.summary.cancelled).toBe(1);
    expect(yearAfter.summary.registrations - yearBefore.summary.registrations).toBe(1);
    expect(amount(yearAfter.summary.returned, currency) - amount(yearBefore.summary.returned, currency)).toBe(
      10000,
    );
    expect(cup(yearAfter) - cup(yearBefore)).toBe(1);
  });

  it('answers only admins (event managers, even with the series permission, are refused)', async () => {
    const em = await putUser('stats-em', [Role.USER, Role.EVENT_MANAGER]);
    await grant(em.userId, permission('series', DEMO.seriesCup, DEMO.seriesCup));
    expect((await api(`admin/statistics/${DEMO.seriesCup}`, { token: em.token })).status).toBe(403);
    expect((await api('admin/statistics', { token: em.token })).status).toBe(403);
    const user = await putUser('stats-user', [Role.USER]);
    expect((await api('admin/statistics', { token: user.token })).status).toBe(403);
    expect((await api('admin/statistics')).status).toBe(401);
  });

  it('refuses a reversed range and answers 404 for an unknown series', async () => {
    expect(
      (await api('admin/statistics?dateFrom=2026-02-01&dateTo=2026-01-01', { token: admin })).status,
    ).toBe(400);
    expect(
      (await api('admin/statistics/00000000-0000-4000-8000-000000000000', { token: admin })).status,
    ).toBe(404);
  });
});
