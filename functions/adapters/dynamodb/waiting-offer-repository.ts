import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { allocate } from '../../domain/checkout/capacity-buckets';
import type {
  CreateOfferResult,
  ListCounter,
  WaitingHistoryRecord,
} from '../../domain/waiting-list/waiting-list-ports';
import type { WaitingEntryRecord, WaitingOfferRecord } from '../../domain/waiting-list/waiting-list-rules';
import { listGuidOf, normaliseEmail } from '../../domain/waiting-list/waiting-list-rules';
import { config } from '../config';
import { bucketTake, readShard, rereadShard } from './capacity-buckets';
import { getDocumentClient } from './client';
import { listOverdueRecords, putNewExpiring } from './expiry-index';
import { keys } from './keys';
import { counterUpdate, transactWithRetry } from './order-repository';
import { waitingHistoryPut } from './waiting-offer-consume';

type TransactItem = Parameters<typeof transactWithRetry>[0][number];

/** Tries of an offer whose capacity bucket filled after it read the buckets (like the checkout's). */
const BUCKET_TRIES = 8;

/** Offers: create (taking a place), release (giving it back once), overdue ones for the sweep. */
export const waitingOffers = {
  async createOffer(
    entry: WaitingEntryRecord,
    input: WaitingOfferRecord,
    counters: readonly ListCounter[],
    history: WaitingHistoryRecord,
  ): Promise<CreateOfferResult> {
    const table = config.tableName;
    const listGuid = listGuidOf(entry);
    let shards = await Promise.all(counters.map(async (c) => (await readShard(c.scope, c.guid)).shard));
    for (let attempt = 0; attempt < BUCKET_TRIES; attempt++) {
      // A sharded scope: the held place comes from a bucket with room, recorded on the offer so
      // its release, or the order consuming it, knows the bucket.
      const held: WaitingOfferRecord['held'] = [];
      const takes: TransactItem[] = [];
      /** Which counter each take belongs to (a failed condition names the take). */
      const owner: number[] = [];
      for (const [i, c] of counters.entries()) {
        const shard = shards[i];
        const base = { scope: c.scope, guid: c.guid };
        if (!shard) {
          held.push({ ...base, n: 1 });
          takes.push(counterUpdate(table, { ...base, n: 1, capacity: c.capacity }));
          owner.push(i);
          continue;
        }
        const buckets = allocate(shard, 1);
        if (!buckets) return 'full';
        for (const b of buckets) {
          held.push({ ...base, n: b.n, ...(b.bucket ? { bucket: b.bucket } : {}) });
          takes.push(bucketTake(table, shard, b.bucket, b.n));
          owner.push(i);
        }
      }
      const offer = { ...input, held };
      const failed = await transactWithRetry([
        {
          Update: {
            TableName: table,
            Key: keys.waitingEntry(listGuid, entry.guid),
            UpdateExpression: 'SET #state = :offered, offerHash = :hash, holdUntil = :until',
            ConditionExpression: '#state = :waiting',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':offered': 'offered',
              ':waiting': 'waiting',
              ':hash': offer.hash,
              ':until': offer.holdUntil,
            },
          },
        },
        putNewExpiring(keys.waitingOffer(offer.hash), offer, offer.holdUntil, `WAITOFFER#${offer.hash}`),
        waitingHistoryPut(history, offer.hash),
        ...takes,
      ]);
      if (failed === undefined) return 'ok';
      if (failed === 0) return 'gone';
      if (failed < 3) throw new Error('An offer collided with an existing offer item');
      const i = owner[failed - 3] ?? 0;
      const c = counters[i] as ListCounter;
      const before = shards[i];
      // A plain counter full, or the scope was sharded meanwhile: read it again.
      const fresh = before
        ? ((await rereadShard(before)) ?? (await readShard(c.scope, c.guid)).shard)
        : (await readShard(c.scope, c.guid)).shard;
      if (!before && !fresh) return 'full';
      shards = shards.map((s, j) => (j === i ? fresh : s));
    }
    return 'full';
  },

  async releaseOffer(offer: WaitingOfferRecord, history: WaitingHistoryRecord): Promise<boolean> {
    const table = config.tableName;
    // The offer item's delete is the once-only guard: a second sweep, or an order that consumed
    // the offer meanwhile, makes the whole transaction fail.
    const failed = await transactWithRetry([
      {
        Delete: {
          TableName: table,
          Key: keys.waitingOffer(offer.hash),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Update: {
          TableName: table,
          Key: keys.waitingEntry(listGuidOf(offer), offer.entryGuid),
          UpdateExpression: 'SET #state = :expired REMOVE offerHash',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':expired': 'expired' },
        },
      },
      {
        Update: {
          TableName: table,
          Key: keys.waitingListSettings(listGuidOf(offer)),
          UpdateExpression: 'ADD active :minus',
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
      ...(history.email
        ? [
            {
              Delete: {
                TableName: table,
                Key: keys.waitingEmail(listGuidOf(offer), normaliseEmail(history.email)),
              },
            } as TransactItem,
          ]
        : []),
      waitingHistoryPut(history, offer.hash),
      ...offer.held.map((c): TransactItem => ({
        Update: {
          TableName: table,
          Key: keys.capacityBucket(c.scope, c.guid, c.bucket ?? 0),
          UpdateExpression: 'ADD #used :minusN',
          ExpressionAttributeNames: { '#used': 'used' },
          ExpressionAttributeValues: { ':minusN': -c.n },
        },
      })),
    ]);
    return failed === undefined;
  },

  async findOffer(hash: string): Promise<WaitingOfferRecord | undefined> {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: keys.waitingOffer(hash), ConsistentRead: true }),
    );
    return out.Item as WaitingOfferRecord | undefined;
  },

  listOverdueOffers(now: Date): Promise<WaitingOfferRecord[]> {
    // Offers hold for at most two weeks; the sweep runs every few minutes, so the last few days'
    // partitions hold every overdue one (a stopped sweep catches up from the same partitions).
    return listOverdueRecords<WaitingOfferRecord>('waitingOffer', now, 15);
  },
};
