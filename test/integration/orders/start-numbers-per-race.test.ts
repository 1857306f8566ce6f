import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import { createTargets, putUser, type Targets } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { addRace, numbersByName, putRunners, removeCatalogue } from './start-number-support';

/**
 * Start numbers are unique per race (spec §5 "Start number must be unique"; design: per
 * subevent): two races of one event may both give number 1, one race never gives a number twice,
 * even when two assignments run at once (conditional writes of the guard items).
 */

let admin: string;
let targets: Targets;
let raceA: string;
let raceB: string;

const assign = (sub: string, body: Record<string, unknown> = { numberingFrom: 1 }) =>
  api<{ assigned: Array<{ startNumber: number }>; unassigned: number }>(
    `admin/registrations/startlist/${sub}/assign-start-numbers`,
    { method: 'POST', token: admin, body: JSON.stringify(body) },
  );

const exists = async (sub: string, n: number) =>
  (
    await api<{ exists: boolean }>(`admin/registrations/startlist/${sub}/start-number-exists?startNumber=${n}`, {
      token: admin,
    })
  ).body.exists;

beforeAll(async () => {
  useTestStackEnv();
  admin = (await putUser('numbers-per-race', [Role.USER, Role.ADMIN])).token;
  targets = await createTargets();
  raceA = targets.entity.subevent;
  raceB = await addRace(targets, 'Second race');
  await putRunners(targets, raceA, [{ last: 'Adamová' }, { last: 'Bílá' }, { last: 'Cílová' }]);
  await putRunners(targets, raceB, [{ last: 'Dlouhá' }, { last: 'Erbenová' }]);
});

afterAll(async () => {
  await removeCatalogue(targets, [raceA, raceB]);
});

describe('start numbers per race', () => {
  it('lets two races of one event both give number 1', async () => {
    expect((await assign(raceA)).body.assigned.map((a) => a.startNumber)).toEqual([1, 2, 3]);
    expect((await assign(raceB)).body.assigned.map((a) => a.startNumber)).toEqual([1, 2]);
    expect(await numbersByName(raceA, admin)).toEqual({ Adamová: 1, Bílá: 2, Cílová: 3 });
    expect(await numbersByName(raceB, admin)).toEqual({ Dlouhá: 1, Erbenová: 2 });
    expect(await exists(raceB, 1)).toBe(true);
    // 3 is taken in the other race only.
    expect(await exists(raceB, 3)).toBe(false);
  });

  it('never gives a number twice in one race, even to assignments running at once', async () => {
    await putRunners(
      targets,
      raceB,
      Array.from({ length: 12 }, (_, i) => ({ last: `Souběžná${String(i).padStart(2, '0')}` })),
    );
    const [first, second] = await Promise.all([assign(raceB), assign(raceB)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const numbers = Object.values(await numbersByName(raceB, admin));
    expect(numbers.every((n) => n !== null)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });
});
