import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CategoryRecord, SubcategoryRecord, SubeventRecord } from '../../domain/catalog/records';
import { BusinessRuleError } from '../../domain/errors';
import type { TeamRecord } from '../../domain/checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../../domain/orders/order-records';
import type {
  RelayRacerPorts,
  TeamManagementPorts,
} from '../../domain/team-management/team-management-ports';
import { config } from '../config';
import { batchGet } from './batch-get';
import { findEventGuidBySubevent, queryEventPartition } from './catalog-repository';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { counterUpdate, historyAttributes, itemAttributes, loadOrder } from './order-repository';
import { queryAll } from './query-all';

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

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

type RelayWrites = Pick<RelayRacerPorts, 'loadCategory' | 'listOrderItems' | 'applyRacerChange'>;

/**
 * Relay racer changes: a racer is a registration item of the relay's order (as the checkout
 * stores relay card values), so the start list (gsi1) and the order show the change at once.
 * One transaction: the item, the team counter (one place per racer, at most the legs), the legs
 * of older racers that had none stored, and the order-history entry. A removed racer keeps its
 * item in the order (the relay's price may sit on it) but leaves the start list and the team.
 */
export const dynamoRelayWrites: RelayWrites = {
  async loadCategory(subevent, categoryGuid) {
    const rows = await queryEventPartition(subevent.eventGuid);
    const category = rows.find(
      (r) => r.entity === 'category' && (r as CategoryRecord).guid === categoryGuid,
    ) as CategoryRecord | undefined;
    if (!category) return undefined;
    const subcategories = rows.filter(
      (r) => r.entity === 'subcategory' && (r as SubcategoryRecord).categoryGuid === categoryGuid,
    ) as SubcategoryRecord[];
    return { category, subcategories };
  },

  async listOrderItems(orderGuid) {
    // Plain records: the table's key and index attributes stay here, not on a copied item.
    return ((await loadOrder(orderGuid))?.items ?? []).map((row) => {
      const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk, ...item } = row as OrderItemRecord &
        Record<'pk' | 'sk' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk' | 'gsi3pk' | 'gsi3sk', unknown>;
      void [pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk];
      return item as OrderItemRecord;
    });
  },

  async applyRacerChange(change, fixTracks, history) {
    const table = config.tableName;
    const item = change.item;
    const key = keys.orderItem(item.orderGuid, item.index);
    const ops: TransactItem[] = fixTracks.map(({ item: other, track }) => ({
      Update: {
        TableName: table,
        Key: keys.orderItem(other.orderGuid, other.index),
        UpdateExpression: 'SET #track = :track',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#track)',
        ExpressionAttributeNames: { '#track': 'track' },
        ExpressionAttributeValues: { ':track': track },
      },
    }));
    if (change.kind === 'add') {
      ops.push(
        {
          Put: {
            TableName: table,
            Item: itemAttributes(item, change.userId),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        counterUpdate(table, {
          scope: 'team',
          guid: item.teamGuid as string,
          n: 1,
          capacity: change.teamCapacity,
        }),
        {
          Update: {
            TableName: table,
            Key: keys.order(item.orderGuid),
            UpdateExpression: 'ADD itemCount :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      );
    } else if (change.kind === 'update') {
      ops.push({
        Update: {
          TableName: table,
          Key: key,
          UpdateExpression:
            'SET #track = :track, firstName = :fn, lastName = :ln, email = :email, birthDate = :bd, birthYear = :by, gender = :g, subcategoryGuid = :scg, subcategoryName = :scn, gsi1sk = :sk',
          ConditionExpression: 'attribute_exists(gsi3pk) AND teamGuid = :team',
          ExpressionAttributeNames: { '#track': 'track' },
          ExpressionAttributeValues: {
            ':track': item.track,
            ':fn': item.firstName,
            ':ln': item.lastName,
            ':email': item.email,
            ':bd': item.birthDate,
            ':by': item.birthYear,
            ':g': item.gender,
            ':scg': item.subcategoryGuid,
            ':scn': item.subcategoryName,
            ':sk': `${item.lastName}#${item.firstName}#${item.itemGuid}`,
            ':team': item.teamGuid,
          },
        },
      });
    } else {
      ops.push(
        {
          Update: {
            TableName: table,
            Key: key,
            UpdateExpression: 'SET relayRemoved = :now REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk',
            ConditionExpression: 'attribute_exists(gsi3pk) AND teamGuid = :team',
            ExpressionAttributeValues: { ':now': history.date, ':team': item.teamGuid },
          },
        },
        {
          Update: {
            TableName: table,
            Key: keys.capacity('team', item.teamGuid as string),
            UpdateExpression: 'ADD #used :minus',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#used': 'used' },
            ExpressionAttributeValues: { ':minus': -1 },
          },
        },
        {
          Update: {
            TableName: table,
            Key: keys.order(item.orderGuid),
            UpdateExpression: 'ADD removedRacers :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      );
    }
    ops.push({
      Put: {
        TableName: table,
        Item: historyAttributes(history),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    try {
      await getDocumentClient().send(new TransactWriteCommand({ TransactItems: ops }));
    } catch (err) {
      // A concurrent change (the leg taken, the racer gone, the relay full) cancels the transaction.
      if (err instanceof TransactionCanceledException)
        throw new BusinessRuleError('teamManagement.relayChangedMeanwhile');
      throw err;
    }
  },
};
