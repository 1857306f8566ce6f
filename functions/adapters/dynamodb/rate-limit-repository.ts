import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { windowIndex, type RateKey, type RateLimiterPort } from '../../domain/accounts/rate-limit';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { keys } from './keys';

const keyOf = (k: RateKey, now: Date) =>
  keys.rateWindow(k.rule.kind, k.id.toLowerCase(), windowIndex(k.rule, now));

/** Rate-limit windows as counter items that expire (TTL) after their window. */
export const dynamoRateLimiter: RateLimiterPort = {
  async counts(rateKeys, now) {
    const wanted = rateKeys.map((k) => keyOf(k, now));
    const items = await batchGet<{ pk: string; count?: number }>(
      getDocumentClient(),
      config.tableName,
      wanted,
    );
    const byPk = new Map(items.map((i) => [i.pk, i.count ?? 0]));
    return wanted.map((k) => byPk.get(k.pk) ?? 0);
  },
  async hit(rateKeys, now) {
    await Promise.all(
      rateKeys.map((k) =>
        getDocumentClient().send(
          new UpdateCommand({
            TableName: config.tableName,
            Key: keyOf(k, now),
            UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :ttl)',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':ttl': (windowIndex(k.rule, now) + 2) * k.rule.windowSeconds,
            },
          }),
        ),
      ),
    );
  },
  async clear(rateKeys, now) {
    await Promise.all(
      rateKeys.map((k) =>
        getDocumentClient().send(new DeleteCommand({ TableName: config.tableName, Key: keyOf(k, now) })),
      ),
    );
  },
};
