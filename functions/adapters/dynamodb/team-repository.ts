import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SubeventRecord } from '../../domain/catalog/records';
import type { TeamRecord } from '../../domain/checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../../domain/checkout/order-records';
import type { TeamManagementPorts } from '../../domain/team-management/team-management-ports';
import { config } from '../config';
import { batchGet } from './batch-get';
import { findEventGuidBySubevent } from './catalog-repository';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';

type Reads = Omit<TeamManagementPorts, 'rateLimiter' | 'issueTeamToken'>;

/**
 * Team management reads (access patterns in ./README.md): GetItem `TEAM#`; the race: Query gsi3
 * `SUBEVENT#<sub>` for its event, then one BatchGetItem of the event, the subevent and the team's
 * counter; members: Query gsi3 `TEAM#<guid>#MEMBERS` + BatchGetItem of their orders.
 */
export const dynamoTeamReads: Reads = {
  async findTeam(teamGuid) {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: keys.team(teamGuid) }),
    );
    return out.Item as TeamRecord | undefined;
  },

  async loadRace(team) {
    const eventGuid = await findEventGuidBySubevent(team.subEventGuid);
    if (!eventGuid) return undefined;
    const items = await batchGet<Record<string, unknown>>(getDocumentClient(), config.tableName, [
      keys.event(eventGuid),
      keys.subevent(eventGuid, team.subEventGuid),
      keys.capacity('team', team.guid),
    ]);
    const byEntity = (entity: string) => items.find((i) => i.entity === entity);
    const subevent = byEntity('subevent') as SubeventRecord | undefined;
    const event = byEntity('event') as { name?: string } | undefined;
    const counter = byEntity('capacity') as { capacity?: number; used?: number } | undefined;
    if (!subevent || !event) return undefined;
    return {
      subevent,
      eventName: event.name ?? '',
      counter: counter ? { capacity: counter.capacity ?? 0, used: counter.used ?? 0 } : undefined,
    };
  },

  listMemberItems: (teamGuid) =>
    queryAll<OrderItemRecord>({
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.teamMembers(teamGuid) },
    }),

  getOrders: (orderGuids) =>
    batchGet<OrderRecord>(
      getDocumentClient(),
      config.tableName,
      orderGuids.map((g) => keys.order(g)),
    ),
};
