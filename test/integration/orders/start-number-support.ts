import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { JobView } from '@shared/jobs/job-schemas';
import type { AdminStartList } from '@shared/orders/start-list-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import type { SubeventRecord } from '../../../functions/domain/catalog/records';
import type { Targets } from '../matrix/world';
import { api } from '../support';

/** Runners, races and job polling for the start-number tests (numbers per race, from a file). */

const table = () => process.env.TABLE_NAME as string;

export interface Runner {
  first?: string;
  last: string;
  birthYear?: number;
  paid?: boolean;
  startNumber?: number | null;
}

export interface PlacedRunner {
  itemGuid: string;
  orderGuid: string;
  last: string;
}

/** Items of active orders in a race as the checkout writes them (on the sparse start-list index). */
export async function putRunners(targets: Targets, sub: string, runners: Runner[]): Promise<PlacedRunner[]> {
  const placed: PlacedRunner[] = [];
  const items = runners.map((r, i) => {
    const orderGuid = randomUUID();
    const itemGuid = randomUUID();
    placed.push({ itemGuid, orderGuid, last: r.last });
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
      subEventName: 'Race',
      categoryGuid: randomUUID(),
      categoryName: 'Open',
      waveGuid: null,
      waveName: null,
      teamGuid: null,
      teamName: null,
      firstName: r.first ?? 'Jana',
      lastName: r.last,
      email: `${itemGuid.slice(0, 8)}@example.com`,
      birthYear: r.birthYear ?? 1990,
      gender: 2,
      club: null,
      startNumber: r.startNumber ?? null,
      paid: r.paid ?? true,
      dateCreated: `2026-03-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
      gsi1pk: gsi.startList(sub),
      gsi1sk: `${r.last}#${r.first ?? 'Jana'}#${itemGuid}`,
    };
  });
  for (let i = 0; i < items.length; i += 25)
    await getDocumentClient().send(
      new BatchWriteCommand({
        RequestItems: { [table()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  return placed;
}

/** One more race in the targets' event (as the race editor writes it). */
export async function addRace(targets: Targets, name: string): Promise<string> {
  const guid = randomUUID();
  const race: SubeventRecord = {
    entity: 'subevent',
    guid,
    eventGuid: targets.entity.event,
    seriesGuid: targets.seriesGuid,
    name,
    type: 1,
    dateFrom: '2027-05-01T09:00:00.000Z',
    dateTo: '2027-05-01T12:00:00.000Z',
    registrationFrom: '2026-01-01T00:00:00.000Z',
    registrationTo: '2027-04-30T00:00:00.000Z',
    capacity: 0,
  };
  await getDocumentClient().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...keys.subevent(targets.entity.event, guid),
        ...race,
        gsi3pk: gsi.subevent(guid),
        gsi3sk: 'SUBEVENT',
      },
    }),
  );
  return guid;
}

/** Start numbers of a race by surname. */
export async function numbersByName(sub: string, token: string): Promise<Record<string, number | null>> {
  const list = await api<AdminStartList>(`admin/registrations/startlist/${sub}?take=100&sort=lastName`, {
    token,
  });
  return Object.fromEntries(list.body.rows.map((r) => [r.lastName, r.startNumber]));
}

/** Polls a job until it is finished or failed. */
export async function waitForJob(jobId: string, token: string): Promise<JobView> {
  for (let i = 0; i < 300; i++) {
    const job = await api<JobView>(`admin/jobs/${jobId}`, { token });
    if (job.status !== 200) throw new Error(`job ${jobId}: ${job.status} ${JSON.stringify(job.body)}`);
    if (job.body.state === 'finished' || job.body.state === 'failed') return job.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** Removes the targets' catalogue records (series, event, races) so other tests' counts stay. */
export async function removeCatalogue(targets: Targets, races: string[]): Promise<void> {
  const Keys = [
    keys.series(targets.seriesGuid),
    keys.event(targets.entity.event),
    ...races.map((r) => keys.subevent(targets.entity.event, r)),
  ];
  await getDocumentClient().send(
    new BatchWriteCommand({
      RequestItems: { [table()]: Keys.map((Key) => ({ DeleteRequest: { Key } })) },
    }),
  );
}
