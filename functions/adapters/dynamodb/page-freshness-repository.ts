import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DueRender, StartListThrottle } from '../../domain/public-pages/page-freshness';
import { config } from '../config';
import { getDocumentClient } from './client';
import { updateIfStill } from './conditional-write';
import { keys, PAGE_DUE_PARTITION } from './keys';
import { queryAll } from './query-all';

/**
 * The page worker's own items (functions/domain/public-pages/page-freshness.ts): a throttle per
 * race (`PAGETHROTTLE#<race>`) and the start list pages due for a render by time (`PAGEDUE`,
 * sort key `<ISO time>#<race>`). Neither is in the table stream's page filter, so the worker's
 * writes never invoke it again.
 */

/** The item still holds what was read (compare-and-set). */
function stillSeen(seen: StartListThrottle | undefined, withPending: boolean) {
  const parts: string[] = [];
  const values: Record<string, string> = {};
  if (seen?.lastRenderAt) {
    parts.push('lastRenderAt = :seenLast');
    values[':seenLast'] = seen.lastRenderAt;
  } else parts.push('attribute_not_exists(lastRenderAt)');
  if (withPending) {
    if (seen?.pendingAt) {
      parts.push('pendingAt = :seenPending');
      values[':seenPending'] = seen.pendingAt;
    } else parts.push('attribute_not_exists(pendingAt)');
  }
  return { condition: parts.join(' AND '), values };
}

export const startListThrottles = {
  async read(raceGuid: string): Promise<StartListThrottle | undefined> {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.startListThrottle(raceGuid),
        ConsistentRead: true,
      }),
    );
    const item = out.Item as StartListThrottle | undefined;
    return item && { lastRenderAt: item.lastRenderAt, pendingAt: item.pendingAt };
  },

  async claimRender(raceGuid: string, seen: StartListThrottle | undefined, now: Date): Promise<boolean> {
    const { condition, values } = stillSeen(seen, false);
    return updateIfStill({
      Key: keys.startListThrottle(raceGuid),
      // `renders` counts what the throttle let through (operations, and the integration test).
      UpdateExpression: 'SET entity = :entity, lastRenderAt = :now ADD renders :one',
      ConditionExpression: condition,
      ExpressionAttributeValues: {
        ...values,
        ':entity': 'startListThrottle',
        ':now': now.toISOString(),
        ':one': 1,
      },
    });
  },

  async markPending(raceGuid: string, seen: StartListThrottle | undefined, now: Date): Promise<boolean> {
    const { condition, values } = stillSeen(seen, true);
    return updateIfStill({
      Key: keys.startListThrottle(raceGuid),
      UpdateExpression: 'SET entity = :entity, pendingAt = :now',
      ConditionExpression: condition,
      ExpressionAttributeValues: { ...values, ':entity': 'startListThrottle', ':now': now.toISOString() },
    });
  },

  async unmarkPending(raceGuid: string, pendingAt: Date): Promise<void> {
    await updateIfStill({
      Key: keys.startListThrottle(raceGuid),
      UpdateExpression: 'REMOVE pendingAt',
      ConditionExpression: 'pendingAt = :mine',
      ExpressionAttributeValues: { ':mine': pendingAt.toISOString() },
    });
  },

  async claimTrailing(raceGuid: string, now: Date): Promise<void> {
    await updateIfStill({
      Key: keys.startListThrottle(raceGuid),
      UpdateExpression:
        'SET entity = :entity, lastRenderAt = :now REMOVE pendingAt ADD renders :one, trailingRenders :one',
      ExpressionAttributeValues: { ':entity': 'startListThrottle', ':now': now.toISOString(), ':one': 1 },
    });
  },
};

export const dueStartListRenders = {
  /** Idempotent: the same page and moment is one item (an event's sort key names it `EVENT#<guid>`). */
  async add(dueRenders: readonly DueRender[]): Promise<void> {
    for (const due of dueRenders)
      await getDocumentClient().send(
        new PutCommand({
          TableName: config.tableName,
          Item: {
            ...keys.pageDue(
              due.at.toISOString(),
              'raceGuid' in due ? due.raceGuid : `EVENT#${due.eventGuid}`,
            ),
            entity: 'pageDue',
            ...('raceGuid' in due ? { raceGuid: due.raceGuid } : { eventGuid: due.eventGuid }),
            at: due.at.toISOString(),
          },
        }),
      );
  },

  /** Every item due at `now` or before: one Query of the partition up to now, no Scan. */
  async upTo(now: Date): Promise<Array<{ sk: string; raceGuid?: string; eventGuid?: string }>> {
    return queryAll<{ sk: string; raceGuid?: string; eventGuid?: string }>({
      KeyConditionExpression: 'pk = :pk AND sk < :upper',
      // `~` sorts after every character of a guid: every race due at this very millisecond too.
      ExpressionAttributeValues: { ':pk': PAGE_DUE_PARTITION, ':upper': `${now.toISOString()}#~` },
      ProjectionExpression: 'sk, raceGuid, eventGuid',
    });
  },

  async remove(sks: readonly string[]): Promise<void> {
    for (const sk of sks)
      await getDocumentClient().send(
        new DeleteCommand({ TableName: config.tableName, Key: { pk: PAGE_DUE_PARTITION, sk } }),
      );
  },
};
