import { randomUUID } from 'node:crypto';
import { PutCommand, ScanCommand, UpdateCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Permission } from '@shared/accounts/permission-schemas';
import type { EntityScopeKind, OwnedKind } from '@shared/api/route-types';
import { Role, type RoleName } from '@shared/codelists/enums';
import { issueAccessToken } from '../../../functions/adapters/auth/tokens';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import type { EventRecord, SeriesRecord, SubeventRecord } from '../../../functions/domain/catalog/records';
import type { TeamRecord } from '../../../functions/domain/checkout/checkout-context';
import { DEMO } from '../../../scripts/local/seed-data';
import { registerBody, tenK } from '../orders/checkout-support';
import { api } from '../support';

/**
 * The world of the generated authorization matrix: one caller of each kind the issue names, and
 * for every route a fresh series with an event, a race and a team (so a route that deletes its
 * target cannot weaken the checks of the routes after it), plus records a plain user owns (an
 * order placed through the real checkout, its item, a saved template).
 */

export const CALLERS = [
  'anonymous',
  'user',
  'otherUser',
  'managerWithout',
  'managerOther',
  'managerRight',
  'admin',
  'teamManager',
] as const;
export type CallerName = (typeof CALLERS)[number];

export interface Caller {
  name: CallerName;
  userId?: string;
  token?: string;
}

const table = () => process.env.TABLE_NAME as string;
const put = (Item: Record<string, unknown>) =>
  getDocumentClient().send(new PutCommand({ TableName: table(), Item }));

async function putUser(tag: string, roles: RoleName[]): Promise<{ userId: string; token: string }> {
  const userId = randomUUID();
  await put({
    ...keys.user(userId),
    entity: 'user',
    userId,
    firstName: 'Matrix',
    lastName: tag,
    email: `matrix-${tag}-${userId.slice(0, 8)}@example.com`,
    language: 'en',
    disabled: false,
    locked: false,
    emailConfirmed: true,
    roles,
    permissions: {},
  });
  return { userId, token: await issueAccessToken({ kind: 'user', userId, roles }) };
}

function permission(kind: Permission['kind'], guid: string, seriesGuid: string): Permission {
  return {
    permissionId: randomUUID(),
    kind,
    guid,
    seriesGuid,
    name: 'matrix',
    seriesName: 'matrix',
    dateCreated: new Date().toISOString(),
  };
}

async function grant(userId: string, p: Permission): Promise<void> {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.user(userId),
      UpdateExpression: 'SET #p.#id = :p',
      ExpressionAttributeNames: { '#p': 'permissions', '#id': p.permissionId },
      ExpressionAttributeValues: { ':p': p },
    }),
  );
}

export interface Targets {
  entity: Record<EntityScopeKind, string>;
  /** The series the entity targets belong to (the right manager's permission is on it). */
  seriesGuid: string;
}

/** A series with an event, a race and a team, written as the editor and the checkout write them. */
export async function createTargets(): Promise<Targets> {
  const series = randomUUID();
  const event = randomUUID();
  const subevent = randomUUID();
  const team = randomUUID();
  const now = new Date().toISOString();
  const seriesItem: SeriesRecord = {
    entity: 'series',
    guid: series,
    name: `Matrix ${series.slice(0, 6)}`,
    anotation: '',
    dateFrom: '2027-01-01',
    dateTo: '2027-12-31',
    allowOnHomepage: false,
  };
  const eventItem: EventRecord = {
    entity: 'event',
    guid: event,
    seriesGuid: series,
    order: 1,
    name: 'Matrix event',
    anotation: '',
    description: '',
    location: 'Praha',
    dateFrom: '2027-05-01T08:00:00.000Z',
    dateTo: '2027-05-01T16:00:00.000Z',
    capacity: 0,
    allowOnHomepage: false,
    currencies: ['CZK'],
  };
  const subeventItem: SubeventRecord = {
    entity: 'subevent',
    guid: subevent,
    eventGuid: event,
    seriesGuid: series,
    name: 'Matrix race',
    type: 1,
    dateFrom: '2027-05-01T09:00:00.000Z',
    dateTo: '2027-05-01T12:00:00.000Z',
    registrationFrom: '2026-01-01T00:00:00.000Z',
    registrationTo: '2027-04-30T00:00:00.000Z',
    capacity: 0,
  };
  const teamItem: TeamRecord = {
    entity: 'team',
    guid: team,
    subEventGuid: subevent,
    name: `Matrix team ${team.slice(0, 6)}`,
    pin: '1234',
    managerEmail: 'captain@example.com',
    orderGuid: randomUUID(),
    dateCreated: now,
  };
  await getDocumentClient().send(
    new BatchWriteCommand({
      RequestItems: {
        [table()]: [
          { ...keys.series(series), ...seriesItem, gsi1pk: gsi.allSeries, gsi1sk: `2027-01-01#${series}` },
          {
            ...keys.event(event),
            ...eventItem,
            gsi1pk: gsi.eventsOfSeries(series),
            gsi1sk: `0001#${event}`,
          },
          {
            ...keys.subevent(event, subevent),
            ...subeventItem,
            gsi3pk: gsi.subevent(subevent),
            gsi3sk: 'SUBEVENT',
          },
          { ...keys.team(team), ...teamItem, gsi1pk: gsi.teamsOfSubevent(subevent), gsi1sk: teamItem.name },
        ].map((Item) => ({ PutRequest: { Item } })),
      },
    }),
  );
  return { entity: { series, event, subevent, team, order: '', job: '' }, seriesGuid: series };
}

/** One more event in a series (as the editor writes it). */
export async function addEvent(seriesGuid: string, name: string): Promise<string> {
  const guid = randomUUID();
  const event: EventRecord = {
    entity: 'event',
    guid,
    seriesGuid,
    order: 2,
    name,
    anotation: '',
    description: '',
    location: 'Brno',
    dateFrom: '2027-06-01T08:00:00.000Z',
    dateTo: '2027-06-01T16:00:00.000Z',
    capacity: 0,
    allowOnHomepage: false,
    currencies: ['CZK'],
  };
  await put({
    ...keys.event(guid),
    ...event,
    gsi1pk: gsi.eventsOfSeries(seriesGuid),
    gsi1sk: `0002#${guid}`,
  });
  return guid;
}

/** A finished job started in a series by this user (as a start call records it). */
export async function putJob(seriesGuid: string, createdBy: string): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await put({
    ...keys.job(id),
    entity: 'job',
    id,
    kind: 'startNumbering',
    state: 'finished',
    input: {},
    done: 0,
    total: 0,
    result: {},
    error: null,
    createdAt: now,
    createdBy,
    createdByName: 'Matrix',
    startedAt: now,
    finishedAt: now,
    runs: 1,
    scope: { seriesGuid, eventGuids: [] },
  });
  return id;
}

export { grant, permission, putUser };

export interface World {
  callers: Record<CallerName, Caller>;
  /** Records the plain user owns, by kind. */
  owned: Record<OwnedKind, string>;
  /** The owned order's series (also the right manager's). */
  orderSeriesGuid: string;
  /** Per route: fresh targets, and the right manager's permission on them. */
  targetsFor(): Promise<Targets>;
}

export async function createWorld(): Promise<World> {
  const user = await putUser('user', [Role.USER]);
  const otherUser = await putUser('other', [Role.USER]);
  const managerWithout = await putUser('em-none', [Role.USER, Role.EVENT_MANAGER]);
  const managerOther = await putUser('em-other', [Role.USER, Role.EVENT_MANAGER]);
  const managerRight = await putUser('em-right', [Role.USER, Role.EVENT_MANAGER]);
  const admin = await putUser('admin', [Role.USER, Role.ADMIN]);

  const elsewhere = await createTargets();
  await grant(managerOther.userId, permission('series', elsewhere.seriesGuid, elsewhere.seriesGuid));

  // Owned records, made through the product itself.
  const placed = await api<{ registrationGuid: string }>('checkout/register', {
    method: 'POST',
    body: JSON.stringify(registerBody([tenK()])),
    token: user.token,
  });
  if (placed.status !== 200) throw new Error(`matrix order: ${placed.status} ${JSON.stringify(placed.body)}`);
  const order = placed.body.registrationGuid;
  const items = await api<{ rows: Array<{ id: string; orderId: string }> }>('user/my-registration-items', {
    method: 'POST',
    body: '{}',
    token: user.token,
  });
  const item = items.body.rows.find((r) => r.orderId === order)?.id;
  const template = await api<{ id: string }>('user/my-templates', {
    method: 'POST',
    body: JSON.stringify({ firstName: 'Jana', lastName: 'Matrixová', birthYear: 1990 }),
    token: user.token,
  });
  if (!item || template.status !== 200) throw new Error('matrix: owned records could not be made');
  // The demo 10 km (tenK) is in the demo cup series.
  const orderSeriesGuid = DEMO.seriesCup;
  await grant(managerRight.userId, permission('series', orderSeriesGuid, orderSeriesGuid));

  const teamOf = async (teamGuid: string) => ({
    name: 'teamManager' as const,
    token: await issueAccessToken({ kind: 'teamManager', teamGuid, email: 'captain@example.com' }),
  });

  const callers: Record<CallerName, Caller> = {
    anonymous: { name: 'anonymous' },
    user: { name: 'user', ...user },
    otherUser: { name: 'otherUser', ...otherUser },
    managerWithout: { name: 'managerWithout', ...managerWithout },
    managerOther: { name: 'managerOther', ...managerOther },
    managerRight: { name: 'managerRight', ...managerRight },
    admin: { name: 'admin', ...admin },
    teamManager: { name: 'teamManager' },
  };
  return {
    callers,
    owned: { order, orderItem: item, template: template.body.id },
    orderSeriesGuid,
    async targetsFor() {
      const targets = await createTargets();
      targets.entity.order = order;
      targets.entity.job = await putJob(targets.seriesGuid, managerRight.userId);
      await grant(managerRight.userId, permission('series', targets.seriesGuid, targets.seriesGuid));
      callers.teamManager = await teamOf(targets.entity.team);
      return targets;
    },
  };
}

/**
 * Rate-limit windows the matrix and the bad-input runs filled for 127.0.0.1 (failed sign-ins,
 * e-mail checks…): removed so the browser journeys after them start with clean windows.
 */
export async function clearRateWindows(): Promise<void> {
  const client = getDocumentClient();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table(),
        FilterExpression: 'begins_with(pk, :rate)',
        ExpressionAttributeValues: { ':rate': 'RATE#' },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
      }),
    );
    for (let i = 0; i < (page.Items ?? []).length; i += 25)
      await client.send(
        new BatchWriteCommand({
          RequestItems: {
            [table()]: (page.Items ?? []).slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
          },
        }),
      );
    start = page.LastEvaluatedKey;
  } while (start);
}
