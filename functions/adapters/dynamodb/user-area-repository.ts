import { GetCommand, PutCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TeamRecord } from '../../domain/checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../../domain/orders/order-records';
import type { TemplateRecord, UserAreaPorts } from '../../domain/user-area/user-area';
import { config } from '../config';
import { accountKeys } from './account-keys';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';
import { loadOrder } from './order-repository';

/** Every page of a Query (a user's own partitions are small). */
/** A Query of one user's index partition, newest first, optionally between two UTC instants. */
function userIndexQuery(
  index: 'gsi1' | 'gsi2',
  partition: string,
  bounds?: { from?: string; to?: string },
): Omit<QueryCommandInput, 'TableName'> {
  const pk = `${index}pk`;
  const sk = `${index}sk`;
  const range =
    bounds?.from && bounds.to
      ? ` AND #sk BETWEEN :from AND :to`
      : bounds?.from
        ? ' AND #sk >= :from'
        : bounds?.to
          ? ' AND #sk <= :to'
          : '';
  return {
    IndexName: index,
    KeyConditionExpression: `#pk = :pk${range}`,
    ExpressionAttributeNames: { '#pk': pk, ...(range ? { '#sk': sk } : {}) },
    ExpressionAttributeValues: {
      ':pk': partition,
      ...(bounds?.from ? { ':from': bounds.from } : {}),
      ...(bounds?.to ? { ':to': bounds.to } : {}),
    },
    ScanIndexForward: false,
  };
}

/** The user area's reads and template writes (access patterns in ./README.md). */
export const dynamoUserArea: UserAreaPorts = {
  listOrders: (userId, bounds) =>
    queryAll<OrderRecord>(userIndexQuery('gsi1', gsi.userOrders(userId), bounds)),
  listItems: (userId, bounds) =>
    queryAll<OrderItemRecord>(userIndexQuery('gsi2', gsi.userItems(userId), bounds)),

  async findItem(userId, itemGuid) {
    const query = userIndexQuery('gsi2', gsi.userItems(userId));
    const [item] = await queryAll<OrderItemRecord>({
      ...query,
      FilterExpression: 'itemGuid = :item',
      ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':item': itemGuid },
    });
    return item;
  },

  async loadOrder(orderGuid) {
    const loaded = await loadOrder(orderGuid);
    return loaded ? { order: loaded.order, items: loaded.items } : undefined;
  },

  getOrders: (orderGuids) =>
    batchGet<OrderRecord>(
      getDocumentClient(),
      config.tableName,
      orderGuids.map((g) => keys.order(g)),
    ),

  getTeams: (teamGuids) =>
    batchGet<TeamRecord>(
      getDocumentClient(),
      config.tableName,
      teamGuids.map((g) => keys.team(g)),
    ),

  listTemplates: (userId) =>
    queryAll<TemplateRecord>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': accountKeys.templatePrefix },
    }),

  async getTemplate(userId, guid) {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: accountKeys.template(userId, guid) }),
    );
    return out.Item as TemplateRecord | undefined;
  },

  async putTemplate(template) {
    await getDocumentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...accountKeys.template(template.userId, template.guid), ...template },
      }),
    );
  },
};
