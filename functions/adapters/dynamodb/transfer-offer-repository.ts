import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransferOfferRecord, TransferPorts } from '../../domain/self-service/transfer-ports';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';

/**
 * An item's one transfer offer (`TRANSFER#<item>` / `OFFER`, issue 27 item 2). Every state change
 * is a conditional write on the offer's hash and state: the acceptance's claim succeeds once. An
 * offer being accepted is on gsi1 `TRANSFERCLAIMS` / `<leaseUntil>#<item>` (written with the claim,
 * moved with its lease, removed with any other state), where the worker finds stuck claims.
 */
const claimSortKey = (leaseUntil: string, itemGuid: string) => `${leaseUntil}#${itemGuid}`;
const conditionFailed = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

async function conditional(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

export const dynamoTransferOffers: Pick<
  TransferPorts,
  'getOffer' | 'putOffer' | 'updateOffer' | 'renewClaim' | 'staleClaims' | 'reserveFeeSymbol'
> = {
  async getOffer(itemGuid) {
    const res = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.transferOffer(itemGuid),
        ConsistentRead: true,
      }),
    );
    return res.Item as TransferOfferRecord | undefined;
  },

  // Replaces only a finished offer, or an open one past its deadline.
  putOffer: (offer, now) =>
    conditional(() =>
      getDocumentClient().send(
        new PutCommand({
          TableName: config.tableName,
          Item: { ...keys.transferOffer(offer.itemGuid), ...offer },
          ConditionExpression:
            'attribute_not_exists(pk) OR #state IN (:accepted, :cancelled) OR (#state = :offered AND validUntil <= :now)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':accepted': 'accepted',
            ':cancelled': 'cancelled',
            ':offered': 'offered',
            ':now': now.toISOString(),
          },
        }),
      ),
    ),

  updateOffer(offer, states, set, now) {
    const entries = Object.entries(set);
    const names: Record<string, string> = { '#state': 'state', '#hash': 'hash' };
    const values: Record<string, unknown> = { ':hash': offer.hash };
    entries.forEach(([k, v], i) => {
      names[`#f${i}`] = k;
      values[`:v${i}`] = v;
    });
    states.forEach((s, i) => (values[`:s${i}`] = s));
    if (now) values[':now'] = now.toISOString();
    // The claims index follows the state: on it while `accepting`, off it otherwise.
    let remove = '';
    if (set.state === 'accepting') {
      names['#gpk'] = 'gsi1pk';
      names['#gsk'] = 'gsi1sk';
      values[':gpk'] = gsi.transferClaims;
      values[':gsk'] = claimSortKey(set.leaseUntil ?? '', offer.itemGuid);
    } else if (set.state) remove = ' REMOVE gsi1pk, gsi1sk';
    const claimIndex = set.state === 'accepting' ? ', #gpk = :gpk, #gsk = :gsk' : '';
    return conditional(() =>
      getDocumentClient().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.transferOffer(offer.itemGuid),
          UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}${claimIndex}${remove}`,
          ConditionExpression: [
            '#hash = :hash',
            `#state IN (${states.map((_, i) => `:s${i}`).join(', ')})`,
            ...(now ? ['validUntil > :now'] : []),
          ].join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      ),
    );
  },
  // Only the retry that still sees the lease it read takes the claim over.
  renewClaim: (offer, leaseUntil) =>
    conditional(() =>
      getDocumentClient().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.transferOffer(offer.itemGuid),
          UpdateExpression: 'SET leaseUntil = :lease, gsi1pk = :gpk, gsi1sk = :gsk',
          ConditionExpression: `#hash = :hash AND #state = :accepting AND ${
            offer.leaseUntil ? 'leaseUntil = :old' : 'attribute_not_exists(leaseUntil)'
          }`,
          ExpressionAttributeNames: { '#state': 'state', '#hash': 'hash' },
          ExpressionAttributeValues: {
            ':hash': offer.hash,
            ':accepting': 'accepting',
            ':lease': leaseUntil,
            ':gpk': gsi.transferClaims,
            ':gsk': claimSortKey(leaseUntil, offer.itemGuid),
            ...(offer.leaseUntil ? { ':old': offer.leaseUntil } : {}),
          },
        }),
      ),
    ),

  // Claims whose lease has passed (the index is eventually consistent: the caller reads each again).
  async staleClaims(now) {
    const rows = await queryAll<{ itemGuid: string }>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :now',
      ExpressionAttributeValues: { ':pk': gsi.transferClaims, ':now': now.toISOString() },
      ProjectionExpression: 'itemGuid',
    });
    return rows.map((r) => r.itemGuid);
  },

  // The orders' variable-symbol guard, naming the item instead of an order (no `orderGuid`).
  reserveFeeSymbol: (variableSymbol, itemGuid) =>
    conditional(() =>
      getDocumentClient().send(
        new PutCommand({
          TableName: config.tableName,
          Item: { ...keys.variableSymbol(variableSymbol), entity: 'transferFeeVs', itemGuid },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    ),
};

/** The items whose transfer fee these variable symbols are (the bank import's hook). */
export async function transferFeeItems(symbols: string[]): Promise<Map<string, string>> {
  const rows = await batchGet<{ pk: string; entity?: string; itemGuid?: string }>(
    getDocumentClient(),
    config.tableName,
    symbols.map((vs) => keys.variableSymbol(vs)),
  );
  return new Map(
    rows
      .filter((r) => r.entity === 'transferFeeVs' && r.itemGuid)
      .map((r) => [r.pk.slice('VS#'.length), r.itemGuid as string]),
  );
}
