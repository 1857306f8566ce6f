import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TeamReservationPorts, TeamReservationRecord } from '../../domain/checkout/team-reservation';
import type { TeamNameGuard } from '../../domain/team-management/verify-team-application';
import type { SubeventRecord } from '../../domain/catalog/records';
import { allocate } from '../../domain/checkout/capacity-buckets';
import { config } from '../config';
import { bucketTake, readShard, withBucketSums } from './capacity-buckets';
import { batchGet } from './batch-get';
import { findEventGuidBySubevent } from './catalog-repository';
import { getDocumentClient } from './client';
import { listOverdueRecords, putNewExpiring } from './expiry-index';
import { keys } from './keys';
import { counterUpdate, transactWithRetry } from './order-repository';
import { NAME_FREE } from './team-name-guard';

type TransactItem = Parameters<typeof transactWithRetry>[0][number];

/** The reservation's name guard (points at the reservation until an order turns it into a team). */
export const reservationGuard = (r: TeamReservationRecord) => ({
  ...keys.teamName(r.subEventGuid, r.name),
  entity: 'teamName',
  subEventGuid: r.subEventGuid,
  name: r.name,
  reservationGuid: r.guid,
  validUntil: r.validUntil,
});

/**
 * Team name reservations (access patterns in ./README.md): GetItem `TEAMRES#<guid>`; overdue
 * ones on the expiry index gsi3 (`EXPIRY#<day>`, gsi3sk `<validUntil>#TEAMRES#<guid>`), the same
 * partitions the order expiry reads.
 */
export const dynamoTeamReservations: TeamReservationPorts & {
  listOverdueReservations(now: Date): Promise<TeamReservationRecord[]>;
  findNameGuard(subEventGuid: string, name: string): Promise<TeamNameGuard | undefined>;
} = {
  async findNameGuard(subEventGuid, name) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.teamName(subEventGuid, name),
        ConsistentRead: true,
      }),
    );
    return out.Item as TeamNameGuard | undefined;
  },

  async loadSubevent(subEventGuid) {
    const eventGuid = await findEventGuidBySubevent(subEventGuid);
    if (!eventGuid) return undefined;
    // A sharded race's counter shows the sum of its buckets.
    const items = await withBucketSums(
      await batchGet<Record<string, unknown>>(getDocumentClient(), config.tableName, [
        keys.subevent(eventGuid, subEventGuid),
        keys.capacity('subevent', subEventGuid),
      ]),
    );
    const subevent = items.find((i) => i.entity === 'subevent') as SubeventRecord | undefined;
    const counter = items.find((i) => i.entity === 'capacity') as
      { capacity?: number; used?: number } | undefined;
    if (!subevent) return undefined;
    return {
      subevent,
      counter: counter ? { capacity: counter.capacity ?? 0, used: counter.used ?? 0 } : undefined,
    };
  },

  async findReservation(guid) {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: keys.teamReservation(guid), ConsistentRead: true }),
    );
    return out.Item as TeamReservationRecord | undefined;
  },

  async createReservation(input, capacity, now) {
    const table = config.tableName;
    // A sharded race: the held place comes from a bucket with room, recorded on the reservation
    // (its release and the order consuming it know the bucket).
    const takes: TransactItem[] = [];
    const held: TeamReservationRecord['held'] = [];
    for (const c of input.held) {
      const { shard } = await readShard(c.scope, c.guid);
      const buckets = shard ? allocate(shard, c.n) : undefined;
      if (shard && !buckets) return 'full';
      if (shard && buckets)
        for (const b of buckets) {
          takes.push(bucketTake(table, shard, b.bucket, b.n));
          held.push({ ...c, n: b.n, ...(b.bucket ? { bucket: b.bucket } : {}) });
        }
      else {
        takes.push(counterUpdate(table, { ...c, capacity }));
        held.push(c);
      }
    }
    const record = { ...input, held };
    const tx: TransactItem[] = [
      {
        Put: {
          TableName: table,
          Item: reservationGuard(record),
          ConditionExpression: NAME_FREE,
          ExpressionAttributeValues: { ':nowIso': now.toISOString() },
        },
      },
      putNewExpiring(keys.teamReservation(record.guid), record, record.validUntil, `TEAMRES#${record.guid}`),
      ...takes,
    ];
    const failed = await transactWithRetry(tx);
    if (failed === undefined) return 'ok';
    return failed === 0 ? 'nameTaken' : 'full';
  },

  async releaseReservation(record) {
    const table = config.tableName;
    // The reservation item's delete is the once-only guard: a second sweep, or an order that
    // consumed the reservation meanwhile, makes the whole transaction fail.
    const tx: TransactItem[] = [
      {
        Delete: {
          TableName: table,
          Key: keys.teamReservation(record.guid),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...record.held.map((c): TransactItem => ({
        Update: {
          TableName: table,
          Key: keys.capacityBucket(c.scope, c.guid, c.bucket ?? 0),
          UpdateExpression: 'ADD #used :minusN',
          ExpressionAttributeNames: { '#used': 'used' },
          ExpressionAttributeValues: { ':minusN': -c.n },
        },
      })),
    ];
    if ((await transactWithRetry(tx)) !== undefined) return false;
    // The name goes free too, unless someone already took it over.
    try {
      await getDocumentClient().send(
        new DeleteCommand({
          TableName: table,
          Key: keys.teamName(record.subEventGuid, record.name),
          ConditionExpression: 'reservationGuid = :r',
          ExpressionAttributeValues: { ':r': record.guid },
        }),
      );
    } catch (err) {
      if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
    }
    return true;
  },

  listOverdueReservations(now) {
    // Reservations last an hour: today's and yesterday's partitions hold every overdue one.
    return listOverdueRecords<TeamReservationRecord>('teamReservation', now, 1);
  },
};
