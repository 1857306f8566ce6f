import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NumberingPreview, NumberingView } from '@shared/back-office/numbering-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { AdminStartList } from '@shared/orders/start-list-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { createTargets, grant, permission, putUser, type Targets } from '../matrix/world';
import { api, useTestStackEnv } from '../support';

/**
 * Start numberings of a series (spec §7 admin series numbering): rules saved per race, their
 * preview, execute and clear as jobs; twice assigns nothing twice; every run in the history.
 */

let admin: string;
let targets: Targets;
let sub: string;
const ELITE = randomUUID();
const OPEN = randomUUID();

interface Runner {
  last: string;
  paid?: boolean;
  category?: string;
  startNumber?: number | null;
}

/** Items of active orders as the checkout writes them (on the sparse start-list index). */
async function putRunners(runners: Runner[]): Promise<void> {
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
      subEventGuid: sub,
      subEventName: 'Matrix race',
      categoryGuid: r.category ?? OPEN,
      categoryName: r.category === ELITE ? 'Elita' : 'Open',
      waveGuid: null,
      waveName: null,
      teamGuid: null,
      teamName: null,
      firstName: 'Jana',
      lastName: r.last,
      email: `${itemGuid.slice(0, 8)}@example.com`,
      birthYear: 1990,
      gender: 2,
      club: null,
      startNumber: r.startNumber ?? null,
      paid: r.paid ?? true,
      dateCreated: `2026-03-0${i + 1}T10:00:00.000Z`,
      gsi1pk: gsi.startList(sub),
      gsi1sk: `${r.last}#Jana#${itemGuid}`,
    };
  });
  const categories = [ELITE, OPEN].map((guid) => ({
    ...keys.category(targets.entity.event, sub, guid),
    entity: 'category',
    guid,
    subEventGuid: sub,
    name: guid === ELITE ? 'Elita' : 'Open',
    capacity: 0,
    currencyPrices: { CZK: 10000 },
  }));
  await getDocumentClient().send(
    new BatchWriteCommand({
      RequestItems: {
        'race-registration-local': [...items, ...categories].map((Item) => ({ PutRequest: { Item } })),
      },
    }),
  );
}

const numbersByName = async () => {
  const list = await api<AdminStartList>(`admin/registrations/startlist/${sub}?take=100&sort=lastName`, {
    token: admin,
  });
  return Object.fromEntries(list.body.rows.map((r) => [r.lastName, r.startNumber]));
};

const post = <T>(path: string, body: unknown, token = admin) =>
  api<T>(path, { method: 'POST', token, body: JSON.stringify(body) });

async function runJob(guid: string, mode: 'execute' | 'clear'): Promise<JobView> {
  const start = await post<{ jobId: string }>(`admin/series/numberings/${guid}/${mode}`, {
    seriesGuid: targets.seriesGuid,
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  for (let i = 0; i < 300; i++) {
    const job = await api<JobView>(`admin/jobs/${start.body.jobId}`, { token: admin });
    if (job.body.state === 'finished' || job.body.state === 'failed') return job.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the numbering job did not finish');
}

describe('start numberings', () => {
  let numbering: NumberingView;

  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('numbering-admin', [Role.USER, Role.ADMIN])).token;
    targets = await createTargets();
    sub = targets.entity.subevent;
    await putRunners([
      { last: 'Adamová' },
      { last: 'Bílá', startNumber: 7 },
      { last: 'Černá', paid: false },
      { last: 'Dvořáková' },
      { last: 'Elitní', category: ELITE },
      { last: 'Fialová' },
    ]);
  });

  it('saves a rule, validates it and lists it', async () => {
    const bad = await post<{ validationErrors: Array<{ field: string; code: string }> }>(
      'admin/series/numberings',
      {
        seriesGuid: targets.seriesGuid,
        subEventGuid: sub,
        numberingFrom: 10,
        numberingTo: 5,
      },
    );
    expect(bad.status).toBe(400);
    const foreign = await post('admin/series/numberings', {
      seriesGuid: targets.seriesGuid,
      subEventGuid: sub,
      numberingFrom: 1,
      categoryGuid: randomUUID(),
    });
    expect(foreign.status).toBe(400);

    const created = await post<NumberingView>('admin/series/numberings', {
      seriesGuid: targets.seriesGuid,
      subEventGuid: sub,
      numberingFrom: 1,
      numberingTo: 5,
      restrictedNumbers: '2',
      exceptions: { categoryGuids: [ELITE], waveGuids: [] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    numbering = created.body;
    expect(numbering).toMatchObject({
      subEventName: 'Matrix race',
      assignedCount: 0,
      overwriteManual: false,
    });
    const list = await api<{ items: NumberingView[] }>(`admin/series/${targets.seriesGuid}/numberings`, {
      token: admin,
    });
    expect(list.body.items.map((n) => n.guid)).toEqual([numbering.guid]);
  });

  it('previews, executes as a job (twice assigns nothing twice) and clears', async () => {
    const preview = await post<NumberingPreview>(`admin/series/numberings/${numbering.guid}/preview`, {
      seriesGuid: targets.seriesGuid,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // Paid, not excepted, without a number, by surname; 2 restricted, 7 taken by hand; 1–5 runs out.
    expect(preview.body.assignments.map((a) => [a.lastName, a.startNumber])).toEqual([
      ['Adamová', 1],
      ['Dvořáková', 3],
      ['Fialová', 4],
    ]);
    expect(preview.body).toMatchObject({ toAssign: 3, withoutNumber: 0, keepNumber: 1, numbersLeft: 1 });

    const first = await runJob(numbering.guid, 'execute');
    expect(first).toMatchObject({ state: 'finished', result: { assigned: 3, withoutNumber: 0 } });
    const expected = { Adamová: 1, Bílá: 7, Černá: null, Dvořáková: 3, Elitní: null, Fialová: 4 };
    expect(await numbersByName()).toEqual(expected);

    const second = await runJob(numbering.guid, 'execute');
    expect(second).toMatchObject({ state: 'finished', result: { assigned: 0 } });
    expect(await numbersByName()).toEqual(expected);

    const deleting = await api(`admin/series/numberings/${numbering.guid}?seriesGuid=${targets.seriesGuid}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(deleting.status).toBe(409);

    const cleared = await runJob(numbering.guid, 'clear');
    expect(cleared).toMatchObject({ state: 'finished', result: { cleared: 3 } });
    // The number typed by hand stays.
    expect(await numbersByName()).toEqual({ ...expected, Adamová: null, Dvořáková: null, Fialová: null });

    const history = await api<{ rows: HistoryEntry[] }>(
      `admin/series/${targets.seriesGuid}/histories?take=20`,
      {
        token: admin,
      },
    );
    const runs = history.body.rows
      .filter((h) => h.target?.kind === 'numbering')
      .map((h) => h.changes[0]?.field);
    expect(runs).toEqual([
      'startNumbersCleared',
      'startNumbersAssigned',
      'startNumbersAssigned',
      'subEventGuid',
    ]);
  });

  it('overwrites numbers typed by hand only when the rule says so, and then deletes', async () => {
    const updated = await api<NumberingView>(`admin/series/numberings/${numbering.guid}`, {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({
        seriesGuid: targets.seriesGuid,
        subEventGuid: sub,
        numberingFrom: 100,
        overwriteManual: true,
        includeOpenRegistrations: true,
      }),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const run = await runJob(numbering.guid, 'execute');
    expect(run.result).toMatchObject({ assigned: 6 });
    expect(await numbersByName()).toEqual({
      Adamová: 100,
      Bílá: 101,
      Černá: 102,
      Dvořáková: 103,
      Elitní: 104,
      Fialová: 105,
    });
    expect((await runJob(numbering.guid, 'clear')).result).toMatchObject({ cleared: 6 });
    const gone = await api(`admin/series/numberings/${numbering.guid}?seriesGuid=${targets.seriesGuid}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(gone.status).toBe(200);
  });

  it('lets an event manager of the series keep rules, run them and read his own jobs only', async () => {
    const manager = await putUser(`numbering-em-${randomUUID().slice(0, 6)}`, [
      Role.USER,
      Role.EVENT_MANAGER,
    ]);
    const colleague = await putUser(`numbering-em2-${randomUUID().slice(0, 6)}`, [
      Role.USER,
      Role.EVENT_MANAGER,
    ]);
    for (const u of [manager, colleague])
      await grant(u.userId, permission('series', targets.seriesGuid, targets.seriesGuid));
    const created = await post<NumberingView>(
      'admin/series/numberings',
      { seriesGuid: targets.seriesGuid, subEventGuid: sub, numberingFrom: 500 },
      manager.token,
    );
    expect(created.status).toBe(200);
    const start = await post<{ jobId: string }>(
      `admin/series/numberings/${created.body.guid}/execute`,
      { seriesGuid: targets.seriesGuid },
      manager.token,
    );
    expect(start.status).toBe(200);
    let job: JobView | undefined;
    for (let i = 0; i < 300 && job?.state !== 'finished'; i++) {
      const read = await api<JobView>(`admin/jobs/${start.body.jobId}`, { token: manager.token });
      expect(read.status).toBe(200);
      job = read.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job?.result).toMatchObject({ assigned: 5 });
    expect((await api(`admin/jobs/${start.body.jobId}`, { token: colleague.token })).status).toBe(403);
    const cleared = await post<{ jobId: string }>(
      `admin/series/numberings/${created.body.guid}/clear`,
      { seriesGuid: targets.seriesGuid },
      manager.token,
    );
    expect(cleared.status).toBe(200);
  });
});
