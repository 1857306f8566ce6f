import { dynamoRefundStore } from './refund-repository';
import { queryAll } from './query-all';
import { earlierPartialPayments } from './bank-payment-repository';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderItemRecord, OrderRecord } from '../../domain/orders/order-records';
import type { EmailDefinitionRecord, EmailLayoutRecord } from '../../domain/emails/email-records';
import { config } from '../config';
import { getDocumentClient } from './client';
import { EVENT_EMAIL_SK_PREFIX, emailKeys } from './email-keys';
import { loadGlobalEmailDefinitions } from './global-email-repository';
import { keys } from './keys';
import { decodeOrder, decodeOrderItem } from './order-attributes';
import { entityDecoder, rowsOf } from './stored-entity';

/** Reads of the e-mail sender (access patterns in ./README.md). All are Query / GetItem. */

const decodeEmailDefinition = entityDecoder<EmailDefinitionRecord>('email', ['guid', 'type']);

/** Order + items: Query `pk=ORDER#<guid>` (strongly consistent: the job may follow the write closely). */
export async function loadOrderWithItems(
  orderGuid: string,
): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | null> {
  const rows = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: '#entity IN (:order, :item)',
    ExpressionAttributeNames: { '#entity': 'entity' },
    ExpressionAttributeValues: { ':pk': keys.order(orderGuid).pk, ':order': 'order', ':item': 'orderItem' },
    ConsistentRead: true,
  });
  const order = rows.find((r) => r.entity === 'order');
  if (!order) return null;
  const items = rowsOf(rows, 'orderItem', decodeOrderItem).sort((a, b) => a.index - b.index);
  return { order: decodeOrder(order), items };
}

/** An event's e-mail definitions: Query `pk=EVENT#<guid>`, `begins_with(sk, 'EMAIL#')`. */
export async function loadEventEmailDefinitions(eventGuid: string): Promise<EmailDefinitionRecord[]> {
  const rows = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk, ':prefix': EVENT_EMAIL_SK_PREFIX },
  });
  return rowsOf(rows, 'email', decodeEmailDefinition);
}

/** The series name and its e-mail layout id: GetItem `SERIES#<guid>` / `SERIES`. */
export async function loadSeriesEmailSettings(
  seriesGuid: string,
): Promise<{ name: string; emailLayoutId: string | null } | null> {
  const out = await getDocumentClient().send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.series(seriesGuid),
      ProjectionExpression: '#name, emailLayoutId',
      ExpressionAttributeNames: { '#name': 'name' },
    }),
  );
  if (!out.Item) return null;
  const item = out.Item as { name?: string; emailLayoutId?: string | null };
  return { name: item.name ?? '', emailLayoutId: item.emailLayoutId || null };
}

/** GetItem `EMAILLAYOUT#<guid>` / `EMAILLAYOUT`. */
export async function loadEmailLayout(guid: string): Promise<EmailLayoutRecord | null> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: emailKeys.emailLayout(guid) }),
  );
  return (out.Item as EmailLayoutRecord | undefined) ?? null;
}

/** Team name and PIN for the team e-mails: GetItem `TEAM#<guid>` / `TEAM`. */
export async function loadTeamForEmail(
  teamGuid: string,
): Promise<{ guid: string; name: string; pin: string | null } | null> {
  const out = await getDocumentClient().send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.team(teamGuid),
      ProjectionExpression: '#name, pin',
      ExpressionAttributeNames: { '#name': 'name' },
    }),
  );
  if (!out.Item) return null;
  const item = out.Item as { name?: string; pin?: string | number | null };
  return { guid: teamGuid, name: item.name ?? '', pin: item.pin == null ? null : String(item.pin) };
}

export const dynamoEmailReader = {
  loadOrderWithItems,
  loadEventEmailDefinitions,
  loadSeriesEmailSettings,
  loadEmailLayout,
  loadTeamForEmail,
  loadGlobalEmailDefinitions,
  receivedByBankTransfer: (orderGuid: string) => earlierPartialPayments(orderGuid, ''),
  loadRefund: (orderGuid: string, refundId: string) => dynamoRefundStore.get(orderGuid, refundId),
};
