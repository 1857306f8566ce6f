import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { Role } from '@shared/codelists/enums';
import type { RankingImportResult, WaveSeedingResult } from '@shared/orders/ranking-schemas';
import type { AdminStartList } from '@shared/orders/start-list-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { createTargets, grant, permission, putUser, type Targets } from '../matrix/world';
import { api, APP, useTestStackEnv } from '../support';
import { removeCatalogue, waitForJob } from './start-number-support';

/**
 * Ranking import (§7 adminRegistrations.importRanking) and wave seeding from it, run by an event
 * manager of the series: a preview writes nothing, applying twice stores once, the start list and
 * its exports order by rank, seeding fills the fastest wave first within capacity and moves every
 * place exactly once.
 */

const table = () => process.env.TABLE_NAME as string;
let admin: string;
let manager: { userId: string; token: string };
let targets: Targets;
let sub: string;
const waveA = randomUUID();
const waveB = randomUUID();

interface Runner {
  last: string;
  wave: string;
  email?: string;
  birthYear?: number;
}

const runners: Runner[] = [
  { last: 'Pomalá', wave: waveA },
  { last: 'Bezčasová', wave: waveA },
  { last: 'Třetí', wave: waveA, email: 'treti@example.com' },
  { last: 'Rychlá', wave: waveB, birthYear: 1985 },
  { last: 'Druhá', wave: waveB },
];
const orderOf = new Map<string, string>();

/** Waves A (first, full: 3 of 3) and B (2 of 3), and orders holding their places as checkout writes them. */
async function putRace(): Promise<void> {
  const items: Record<string, unknown>[] = [
    ...[
      [waveA, 'Vlna A', 1],
      [waveB, 'Vlna B', 2],
    ].map(([guid, name, order]) => ({
      ...keys.wave(targets.entity.event, sub, guid as string),
      entity: 'wave',
      guid,
      subEventGuid: sub,
      name,
      order,
      capacity: 3,
    })),
    { ...keys.capacity('wave', waveA), entity: 'capacity', scope: 'wave', guid: waveA, capacity: 3, used: 3 },
    { ...keys.capacity('wave', waveB), entity: 'capacity', scope: 'wave', guid: waveB, capacity: 3, used: 2 },
  ];
  runners.forEach((r, i) => {
    const orderGuid = randomUUID();
    const itemGuid = randomUUID();
    orderOf.set(r.last, orderGuid);
    items.push(
      {
        ...keys.order(orderGuid),
        entity: 'order',
        guid: orderGuid,
        seriesGuid: targets.seriesGuid,
        eventGuids: [targets.entity.event],
        waveGuids: [r.wave],
        itemCount: 1,
        paid: true,
        expired: false,
        cancelled: false,
        deleted: false,
        counters: [
          { scope: 'subevent', guid: sub, n: 1 },
          { scope: 'wave', guid: r.wave, n: 1 },
        ],
        dateCreated: `2026-03-0${i + 1}T10:00:00.000Z`,
        dateUpdated: `2026-03-0${i + 1}T10:00:00.000Z`,
      },
      {
        ...keys.orderItem(orderGuid, 0),
        entity: 'orderItem',
        itemGuid,
        orderGuid,
        index: 0,
        kind: 'regular',
        seriesGuid: targets.seriesGuid,
        seriesEventGuid: targets.entity.event,
        subEventGuid: sub,
        categoryGuid: randomUUID(),
        categoryName: 'Open',
        waveGuid: r.wave,
        waveName: r.wave === waveA ? 'Vlna A' : 'Vlna B',
        teamGuid: null,
        teamName: null,
        firstName: 'Jana',
        lastName: r.last,
        email: r.email ?? `${itemGuid.slice(0, 8)}@example.com`,
        birthYear: r.birthYear ?? 1990,
        gender: 2,
        club: null,
        startNumber: i + 1,
        paid: true,
        dateCreated: `2026-03-0${i + 1}T10:00:00.000Z`,
        gsi1pk: gsi.startList(sub),
        gsi1sk: `${r.last}#Jana#${itemGuid}`,
      },
    );
  });
  for (let i = 0; i < items.length; i += 25)
    await getDocumentClient().send(
      new BatchWriteCommand({
        RequestItems: { [table()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
}

const post = <T>(path: string, body: unknown, token = manager.token) =>
  api<T>(path, { method: 'POST', token, body: JSON.stringify(body) });

async function upload(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const ticket = await post<{ uploadUrl: string; fileKey: string; headers: Record<string, string> }>(
    `admin/series/${targets.seriesGuid}/uploads`,
    { purpose: 'ranking', fileName: 'vysledky-2025.csv', size: bytes.length },
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: ticket.body.headers,
  });
  expect(put.status).toBe(200);
  return ticket.body.fileKey;
}

async function finished<T>(starting: Promise<{ status: number; body: { jobId: string } }>) {
  const start = await starting;
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const job = await waitForJob(start.body.jobId, manager.token);
  expect(job.state, JSON.stringify(job)).toBe('finished');
  return { jobId: start.body.jobId, result: job.result as unknown as T };
}

const importRanking = (fileKey: string, mode: 'preview' | 'apply') =>
  finished<RankingImportResult>(
    post<{ jobId: string }>(`admin/registrations/startlist/${sub}/import-ranking`, { fileKey, mode }),
  );
const seedWaves = (mode: 'preview' | 'apply') =>
  finished<WaveSeedingResult>(
    post<{ jobId: string }>(`admin/registrations/startlist/${sub}/seed-waves`, { mode }),
  );

const startList = async (query = '') =>
  (
    await api<AdminStartList>(`admin/registrations/startlist/${sub}?take=100${query}`, {
      token: manager.token,
    })
  ).body;

const used = async (wave: string) =>
  (
    await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.capacity('wave', wave), ConsistentRead: true }),
    )
  ).Item?.used as number;

const csv = [
  'Pořadí;Příjmení;Jméno;Ročník;E-mail;Čas',
  '1;Rychlá;Jana;1985;;38:10',
  '2;Druha;JANA;1990;;39:00',
  '3;;;;TRETI@example.com;40:05',
  '4;Pomalá;Jana;;;1:01:00',
  '5;Neznámá;Petra;1980;;1:05:00',
].join('\r\n');

beforeAll(async () => {
  useTestStackEnv();
  admin = (await putUser('ranking-admin', [Role.USER, Role.ADMIN])).token;
  manager = await putUser(`ranking-em-${randomUUID().slice(0, 6)}`, [Role.USER, Role.EVENT_MANAGER]);
  targets = await createTargets();
  sub = targets.entity.subevent;
  await grant(manager.userId, permission('series', targets.seriesGuid, targets.seriesGuid));
  await putRace();
});

afterAll(async () => {
  await getDocumentClient().send(
    new BatchWriteCommand({
      RequestItems: {
        [table()]: [waveA, waveB].flatMap((w) => [
          { DeleteRequest: { Key: keys.wave(targets.entity.event, sub, w) } },
          { DeleteRequest: { Key: keys.capacity('wave', w) } },
        ]),
      },
    }),
  );
  await removeCatalogue(targets, [sub]);
});

describe('ranking import', () => {
  it('previews without writing, applies once, and orders the start list and its exports by rank', async () => {
    const fileKey = await upload(csv);
    const preview = await importRanking(fileKey, 'preview');
    expect(preview.result).toMatchObject({ mode: 'preview', rows: 5, ranked: 4, problemCount: 1 });
    expect(preview.result.problems).toEqual([
      { line: 6, problem: 'notMatched', label: 'Neznámá Petra 1980', rank: '5' },
    ]);
    expect((await startList()).ranked).toBe(0);

    const applied = await importRanking(fileKey, 'apply');
    expect(applied.result).toMatchObject({ mode: 'apply', ranked: 4, cleared: 0, problemCount: 1 });
    const list = await startList();
    expect(list).toMatchObject({ ranked: 4, sort: 'rank' });
    expect(list.rows.map((r) => [r.lastName, r.rank ?? null, r.rankTime ?? null])).toEqual([
      ['Rychlá', 1, '0:38:10'],
      ['Druhá', 2, '0:39:00'],
      ['Třetí', 3, '0:40:05'],
      ['Pomalá', 4, '1:01:00'],
      ['Bezčasová', null, null],
    ]);
    // Another order stays available.
    expect((await startList('&sort=startNumber')).rows[0]?.lastName).toBe('Pomalá');

    // The same start again is the same job; the same file uploaded again changes nothing.
    expect((await importRanking(fileKey, 'apply')).jobId).toBe(applied.jobId);
    const again = await importRanking(await upload(csv), 'apply');
    expect(again.result).toMatchObject({ ranked: 0, unchanged: 4, cleared: 0 });

    // One history entry on the order per change, naming who imported.
    const history = await getDocumentClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :h)',
        ExpressionAttributeValues: {
          ':pk': keys.order(orderOf.get('Rychlá') as string).pk,
          ':h': 'HISTORY#',
        },
        ConsistentRead: true,
      }),
    );
    expect(history.Items?.filter((h) => h.action === 'rankImported')).toEqual([
      expect.objectContaining({
        by: manager.userId,
        changes: expect.objectContaining({ rank: { from: null, to: 1 } }),
      }),
    ]);

    const series = await api<{ rows: HistoryEntry[] }>(
      `admin/series/${targets.seriesGuid}/histories?take=10`,
      {
        token: admin,
      },
    );
    expect(series.body.rows.find((h) => h.changes[0]?.field === 'rankingImported')).toMatchObject({
      target: { kind: 'subevent', guid: sub },
    });

    const exported = await fetch(`${APP}/api/v1/admin/registrations/startlist/${sub}/csv`, {
      headers: { authorization: `Bearer ${manager.token}`, 'accept-language': 'cs' },
    });
    const lines = (await exported.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]?.endsWith(';Pořadí;Čas')).toBe(true);
    expect(lines[1]).toContain('Rychlá');
    expect(lines[1]?.endsWith(';1;0:38:10')).toBe(true);
  });

  it('seeds the waves fastest first within capacity, moving each place once', async () => {
    const preview = await seedWaves('preview');
    expect(preview.result).toMatchObject({ mode: 'preview', ranked: 4, moved: 4 });
    expect(await used(waveA)).toBe(3);
    expect((await startList()).rows.find((r) => r.lastName === 'Rychlá')?.waveName).toBe('Vlna B');

    const applied = await seedWaves('apply');
    expect(applied.result).toMatchObject({ mode: 'apply', moved: 4, skipped: 0 });
    const waves = Object.fromEntries((await startList()).rows.map((r) => [r.lastName, r.waveName]));
    expect(waves).toEqual({
      Rychlá: 'Vlna A',
      Druhá: 'Vlna A',
      Třetí: 'Vlna B',
      Pomalá: 'Vlna B',
      // Unranked: keeps the wave and its place.
      Bezčasová: 'Vlna A',
    });
    expect([await used(waveA), await used(waveB)]).toEqual([3, 2]);
    const order = await getDocumentClient().send(
      new GetCommand({
        TableName: table(),
        Key: keys.order(orderOf.get('Rychlá') as string),
        ConsistentRead: true,
      }),
    );
    expect(order.Item?.counters).toEqual([
      { scope: 'subevent', guid: sub, n: 1 },
      { scope: 'wave', guid: waveA, n: 1 },
    ]);
    expect(order.Item?.waveGuids).toEqual([waveA]);

    const again = await seedWaves('apply');
    expect(again.result).toMatchObject({ moved: 0, unchanged: 4 });
    expect([await used(waveA), await used(waveB)]).toEqual([3, 2]);
  });

  it('refuses an event manager of another series and a file of another purpose', async () => {
    const other = await putUser(`ranking-em2-${randomUUID().slice(0, 6)}`, [Role.USER, Role.EVENT_MANAGER]);
    const elsewhere = await createTargets();
    await grant(other.userId, permission('series', elsewhere.seriesGuid, elsewhere.seriesGuid));
    const fileKey = `uploads/ranking/${randomUUID()}/x.csv`;
    const refused = await post(
      `admin/registrations/startlist/${sub}/import-ranking`,
      { fileKey, mode: 'apply' },
      other.token,
    );
    expect(refused.status).toBe(403);
    expect(
      (await post(`admin/registrations/startlist/${sub}/seed-waves`, { mode: 'apply' }, other.token)).status,
    ).toBe(403);
    const wrongPurpose = await post(`admin/registrations/startlist/${sub}/import-ranking`, {
      fileKey: `uploads/startNumbers/${randomUUID()}/x.csv`,
      mode: 'preview',
    });
    expect(wrongPurpose.status).toBe(400);
    await removeCatalogue(elsewhere, [elsewhere.entity.subevent]);
  });
});
