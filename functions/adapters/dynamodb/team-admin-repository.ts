import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Counter } from '../../domain/catalog/availability';
import type { SubeventRecord } from '../../domain/catalog/records';
import type { TeamRecord } from '../../domain/checkout/checkout-context';
import { newTeamPin } from '../../domain/checkout/team-reservation';
import type { SeriesHistoryRecord } from '../../domain/series-editor/series-editor-ports';
import type { TeamAdminPorts, TeamMovePlan } from '../../domain/team-admin/team-admin-ports';
import type { TeamSweepPorts } from '../../domain/team-admin/emptied-teams';
import { config } from '../config';
import { batchGet } from './batch-get';
import { findEventGuidBySubevent, queryEventPartition } from './catalog-repository';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import {
  counterUpdate,
  historyAttributes,
  MAX_TRANSACTION_ITEMS,
  OrderTooLargeError,
  transactWithRetry,
} from './order-repository';
import { queryAll } from './query-all';
import { allSeriesGuids, seriesDirectory } from './series-directory-repository';
import { NAME_FREE } from './team-name-guard';
import { dynamoTeamReads } from './team-repository';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const table = () => config.tableName;

const seriesHistoryPut = (h: SeriesHistoryRecord): TransactItem => ({
  Put: {
    TableName: table(),
    Item: { ...h, ...keys.seriesHistory(h.seriesGuid, h.at, h.historyId), entity: 'seriesHistory' },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

async function getItem<T>(key: { pk: string; sk: string }): Promise<T | undefined> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: table(), Key: key }));
  return out.Item as T | undefined;
}

/** The team as read: name, manager and PIN unchanged (a concurrent edit or hand-over makes the write fail). */
const teamAsRead = (team: TeamRecord) => ({
  ConditionExpression:
    'attribute_exists(pk) AND #name = :oldName AND managerEmail = :oldEmail AND pin = :oldPin',
  names: { '#name': 'name' },
  values: { ':oldName': team.name, ':oldEmail': team.managerEmail, ':oldPin': team.pin },
});

/** Deletes the name guard while it still names this team. */
const guardDelete = (team: TeamRecord): TransactItem => ({
  Delete: {
    TableName: table(),
    Key: keys.teamName(team.subEventGuid, team.name),
    ConditionExpression: 'attribute_not_exists(pk) OR teamGuid = :team',
    ExpressionAttributeValues: { ':team': team.guid },
  },
});

/**
 * The admin side of teams (access patterns in ./README.md): lists read the series' events (gsi1
 * `SERIES#<guid>#EVENTS`) or the permitted events by key, each event's partition for its team
 * races, each race's teams (gsi1 `SUBEVENT#<sub>#TEAMS`), one BatchGetItem of the team counters and,
 * for the page only, the members (gsi3 `TEAM#<guid>#MEMBERS`) with their orders.
 */
export const teamAdminRepository: TeamAdminPorts = {
  newId: randomUUID,
  newPin: newTeamPin,
  eventsOfSeries: seriesDirectory.eventsOfSeries,
  eventsByGuid: seriesDirectory.eventsByGuid,
  allSeriesGuids,
  subeventsOfEvent: async (eventGuid) =>
    (await queryEventPartition(eventGuid)).filter((r) => r.entity === 'subevent') as SubeventRecord[],
  teamsOfSubevent: (subEventGuid) =>
    queryAll<TeamRecord>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.teamsOfSubevent(subEventGuid) },
    }),
  async teamCounters(teamGuids) {
    const rows = await batchGet<{ guid: string; capacity?: number; used?: number }>(
      getDocumentClient(),
      table(),
      teamGuids.map((g) => keys.capacity('team', g)),
    );
    return new Map<string, Counter>(
      rows.map((r) => [r.guid, { capacity: r.capacity ?? 0, used: r.used ?? 0 }]),
    );
  },
  listMemberItems: dynamoTeamReads.listMemberItems,
  getOrders: dynamoTeamReads.getOrders,
  findTeam: dynamoTeamReads.findTeam,
  async findSubevent(subEventGuid) {
    const eventGuid = await findEventGuidBySubevent(subEventGuid);
    return eventGuid ? getItem<SubeventRecord>(keys.subevent(eventGuid, subEventGuid)) : undefined;
  },
  async eventName(eventGuid) {
    return (await getItem<{ name?: string }>(keys.event(eventGuid)))?.name ?? '';
  },

  async updateTeam(before, after, memberItems, history, capacity) {
    const asRead = teamAsRead(before);
    const tx: TransactItem[] = [
      {
        Update: {
          TableName: table(),
          Key: keys.team(before.guid),
          UpdateExpression: 'SET #name = :name, managerEmail = :email, pin = :pin, gsi1sk = :name',
          ConditionExpression: asRead.ConditionExpression,
          ExpressionAttributeNames: asRead.names,
          ExpressionAttributeValues: {
            ...asRead.values,
            ':name': after.name,
            ':email': after.managerEmail,
            ':pin': after.pin,
          },
        },
      },
      seriesHistoryPut(history),
    ];
    let guardIndex = -1;
    const newKey = keys.teamName(after.subEventGuid, after.name);
    if (newKey.pk !== keys.teamName(before.subEventGuid, before.name).pk) {
      guardIndex = tx.length;
      tx.push(
        {
          Put: {
            TableName: table(),
            Item: {
              ...newKey,
              entity: 'teamName',
              subEventGuid: after.subEventGuid,
              name: after.name,
              teamGuid: after.guid,
            },
            ConditionExpression: NAME_FREE,
            ExpressionAttributeValues: { ':nowIso': history.at },
          },
        },
        guardDelete(before),
      );
    } else if (after.name !== before.name) {
      // Same key, another spelling: the guard keeps the name as shown.
      tx.push({
        Update: {
          TableName: table(),
          Key: newKey,
          UpdateExpression: 'SET #name = :name',
          ConditionExpression: 'teamGuid = :team',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': after.name, ':team': after.guid },
        },
      });
    }
    let capacityIndex = -1;
    if (capacity !== undefined) {
      capacityIndex = tx.length;
      tx.push({
        // The limit changes only while the members hold no more places than it allows (a limit of
        // 0 is unlimited); a team without a counter yet gets one.
        Update: {
          TableName: table(),
          Key: keys.capacity('team', before.guid),
          UpdateExpression:
            'SET #capacity = :cap, entity = :entity, #scope = :scope, guid = :guid, #used = if_not_exists(#used, :zero)',
          ...(capacity > 0 ? { ConditionExpression: 'attribute_not_exists(#used) OR #used <= :cap' } : {}),
          ExpressionAttributeNames: { '#capacity': 'capacity', '#used': 'used', '#scope': 'scope' },
          ExpressionAttributeValues: {
            ':cap': capacity,
            ':entity': 'capacity',
            ':scope': 'team',
            ':guid': before.guid,
            ':zero': 0,
          },
        },
      });
    }
    for (const item of memberItems)
      tx.push({
        Update: {
          TableName: table(),
          Key: keys.orderItem(item.orderGuid, item.index),
          UpdateExpression: 'SET teamName = :name',
          ConditionExpression: 'teamGuid = :team',
          ExpressionAttributeValues: { ':name': after.name, ':team': after.guid },
        },
      });
    if (tx.length > MAX_TRANSACTION_ITEMS) throw new OrderTooLargeError(tx.length);
    const failed = await transactWithRetry(tx);
    if (failed === undefined) return 'ok';
    if (failed === capacityIndex) return 'capacityBelowMembers';
    return failed === guardIndex ? 'nameTaken' : 'changed';
  },

  async deleteTeam(team, history) {
    const asRead = teamAsRead(team);
    const failed = await transactWithRetry([
      {
        Delete: {
          TableName: table(),
          Key: keys.team(team.guid),
          ConditionExpression: asRead.ConditionExpression,
          ExpressionAttributeNames: asRead.names,
          ExpressionAttributeValues: asRead.values,
        },
      },
      {
        // A member joining meanwhile holds a place in the counter: then the team stays.
        Delete: {
          TableName: table(),
          Key: keys.capacity('team', team.guid),
          ConditionExpression: 'attribute_not_exists(pk) OR #used <= :zero',
          ExpressionAttributeNames: { '#used': 'used' },
          ExpressionAttributeValues: { ':zero': 0 },
        },
      },
      guardDelete(team),
      seriesHistoryPut(history),
    ]);
    if (failed === undefined) return 'ok';
    return failed === 1 ? 'hasMembers' : 'changed';
  },

  async moveItem(plan: TeamMovePlan) {
    const values: Record<string, unknown> = { ':now': plan.now, ':expect': plan.order.dateUpdated };
    const tx: TransactItem[] = [
      {
        Update: {
          TableName: table(),
          Key: keys.order(plan.order.guid),
          UpdateExpression: `SET dateUpdated = :now${plan.counters ? ', #counters = :counters' : ''}`,
          ConditionExpression: 'attribute_exists(pk) AND dateUpdated = :expect',
          ...(plan.counters ? { ExpressionAttributeNames: { '#counters': 'counters' } } : {}),
          ExpressionAttributeValues: { ...values, ...(plan.counters ? { ':counters': plan.counters } : {}) },
        },
      },
      {
        Put: {
          TableName: table(),
          Item: historyAttributes(plan.history),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
    const takeIndex = plan.to && plan.takeTo ? tx.length : -1;
    if (plan.to && plan.takeTo)
      tx.push(
        counterUpdate(table(), { scope: 'team', guid: plan.to.guid, n: 1, capacity: plan.takeTo.capacity }),
      );
    const from = plan.from;
    if (plan.fromTeam.kind === 'delete') {
      const asRead = teamAsRead(from);
      tx.push(
        {
          Delete: {
            TableName: table(),
            Key: keys.team(from.guid),
            ConditionExpression: asRead.ConditionExpression,
            ExpressionAttributeNames: asRead.names,
            ExpressionAttributeValues: asRead.values,
          },
        },
        {
          // Nobody else joined meanwhile: the counter holds at most this item's place.
          Delete: {
            TableName: table(),
            Key: keys.capacity('team', from.guid),
            ConditionExpression: 'attribute_not_exists(pk) OR #used <= :held',
            ExpressionAttributeNames: { '#used': 'used' },
            ExpressionAttributeValues: { ':held': plan.releaseFrom ? 1 : 0 },
          },
        },
        guardDelete(from),
      );
    } else {
      if (plan.releaseFrom)
        tx.push({
          Update: {
            TableName: table(),
            Key: keys.capacity('team', from.guid),
            UpdateExpression: 'ADD #used :minus',
            ExpressionAttributeNames: { '#used': 'used' },
            ExpressionAttributeValues: { ':minus': -1 },
          },
        });
      if (plan.fromTeam.kind === 'handOver')
        tx.push({
          Update: {
            TableName: table(),
            Key: keys.team(from.guid),
            UpdateExpression: 'SET managerEmail = :to',
            ConditionExpression: 'managerEmail = :from',
            ExpressionAttributeValues: { ':to': plan.fromTeam.managerEmail, ':from': from.managerEmail },
          },
        });
    }
    tx.push({
      Update: {
        TableName: table(),
        Key: keys.orderItem(plan.item.orderGuid, plan.item.index),
        UpdateExpression: plan.to
          ? 'SET teamGuid = :team, teamName = :teamName, #kind = :kind, gsi3pk = :g3pk, gsi3sk = :g3sk'
          : 'SET teamGuid = :null, teamName = :null, #kind = :kind REMOVE gsi3pk, gsi3sk',
        ConditionExpression: 'teamGuid = :fromTeam',
        ExpressionAttributeNames: { '#kind': 'kind' },
        ExpressionAttributeValues: {
          ':fromTeam': from.guid,
          ':kind': plan.to ? 'team' : 'regular',
          ...(plan.to
            ? {
                ':team': plan.to.guid,
                ':teamName': plan.to.name,
                ':g3pk': gsi.teamMembers(plan.to.guid),
                ':g3sk': `${plan.item.dateCreated}#${plan.item.itemGuid}`,
              }
            : { ':null': null }),
        },
      },
    });
    const failed = await transactWithRetry(tx);
    if (failed === undefined) return 'ok';
    return failed === takeIndex ? 'capacityFull' : 'changed';
  },
};

/** The expiry's sweep of teams it may have emptied (gsi1 `TEAMSWEEP` on team counters). */
export const teamSweepRepository: TeamSweepPorts = {
  ...teamAdminRepository,
  markedTeams: async () =>
    (
      await queryAll<{ gsi1sk: string }>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.teamsToSweep },
        ProjectionExpression: 'gsi1sk',
      })
    ).map((c) => c.gsi1sk),
  async unmarkTeam(teamGuid) {
    try {
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.capacity('team', teamGuid),
          UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
          ConditionExpression: 'attribute_exists(pk) AND #used > :zero',
          ExpressionAttributeNames: { '#used': 'used' },
          ExpressionAttributeValues: { ':zero': 0 },
        }),
      );
    } catch (err) {
      // Emptied meanwhile (or gone): the mark stays for the next sweep.
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    }
  },
};
