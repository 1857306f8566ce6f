import { PutCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { WaveRecord } from '../../domain/catalog/records';
import type { OrderHistoryRecord } from '../../domain/orders/order-records';
import type { StartListItem } from '../../domain/orders/admin-start-list';
import type { RankingImportPorts } from '../../domain/ranking/ranking-import';
import type { SeedRow, SeedWave, WaveMoveBatch, WaveSeedingPorts } from '../../domain/ranking/wave-seeding';
import { readTableUpload } from '../storage/table-upload';
import { config } from '../config';
import { batchGet } from './batch-get';
import { withBucketSums } from './capacity-buckets';
import { findEventGuidBySubevent, queryEventPartition } from './catalog-repository';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { numberingRepository } from './numbering-repository';
import { historyAttributes, loadOrder, transactWithRetry } from './order-repository';
import { waveMoveWrites } from './wave-move-capacity';
import { historyItem } from './series-editor-items';
import { readStartListRows } from './start-list-repository';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The imported ranking (see ./README.md): `rank`, `rankTime` and `rankImportId` on the order
 * items (so the start-list index gsi1 `SUBEVENT#<sub>#STARTLIST` carries them), each change with
 * the order's history entry in one transaction, conditional on the rank as read. Wave seeding
 * moves an item's wave with its order's place ledger and the two `CAP#wave#` counters in one
 * transaction (the new wave's place taken with its capacity condition).
 */
const table = () => config.tableName;

const writeSeriesHistory = async (history: Parameters<RankingImportPorts['writeHistory']>[0]) => {
  await getDocumentClient().send(new PutCommand({ TableName: table(), Item: historyItem(history) }));
};

/** The item still has the rank it was read with. */
const sameRank = (rank: number | null | undefined) =>
  rank == null
    ? {
        condition:
          'attribute_exists(pk) AND (attribute_not_exists(#rank) OR attribute_type(#rank, :nullType))',
        values: { ':nullType': 'NULL' } as Record<string, unknown>,
      }
    : { condition: 'attribute_exists(pk) AND #rank = :before', values: { ':before': rank } };

export const rankingImportPorts: RankingImportPorts = {
  race: numberingRepository.race,
  rows: (subGuid) => readStartListRows<StartListItem>(subGuid),
  readTable: readTableUpload,
  setRank: async (row, rank, time, importId, who) => {
    const asRead = sameRank(row.rank);
    const history: OrderHistoryRecord = {
      entity: 'orderHistory',
      orderGuid: row.orderGuid,
      date: new Date().toISOString(),
      by: who.by,
      byName: who.byName,
      action: rank === null ? 'rankCleared' : 'rankImported',
      changes: {
        item: { id: row.itemGuid, name: `${row.firstName} ${row.lastName}`.trim() },
        rank: { from: row.rank ?? null, to: rank },
        time: { from: row.rankTime ?? null, to: time },
      },
    };
    const failed = await transactWithRetry([
      {
        Update: {
          TableName: table(),
          Key: keys.orderItem(row.orderGuid, row.index),
          UpdateExpression:
            rank === null
              ? 'REMOVE #rank, rankTime, rankImportId'
              : 'SET #rank = :rank, rankTime = :time, rankImportId = :importId',
          ConditionExpression: asRead.condition,
          ExpressionAttributeNames: { '#rank': 'rank' },
          ExpressionAttributeValues: {
            ...asRead.values,
            ...(rank === null ? {} : { ':rank': rank, ':time': time, ':importId': importId }),
          },
        },
      },
      { Put: { TableName: table(), Item: historyAttributes(history, row.index) } },
    ]);
    return failed === undefined ? 'set' : 'changed';
  },
  writeHistory: writeSeriesHistory,
};

const orderOf = (w: WaveRecord) => (w as WaveRecord & { order?: number }).order ?? 0;

export const waveSeedingPorts: WaveSeedingPorts = {
  race: numberingRepository.race,
  waves: async (subGuid): Promise<SeedWave[]> => {
    const eventGuid = await findEventGuidBySubevent(subGuid);
    if (!eventGuid) return [];
    const waves = (await queryEventPartition(eventGuid))
      .filter((i): i is WaveRecord & { entity: 'wave' } => i.entity === 'wave' && i.subEventGuid === subGuid)
      // Start order: the race's wave order (as the public page shows it), then the wave's date.
      .sort(
        (a, b) =>
          orderOf(a) - orderOf(b) ||
          (a.dateFrom ?? '').localeCompare(b.dateFrom ?? '') ||
          a.name.localeCompare(b.name),
      );
    // A sharded wave: the sum of its buckets.
    const counters = await withBucketSums(
      await batchGet<{ guid: string; used?: number }>(
        getDocumentClient(),
        table(),
        waves.map((w) => keys.capacity('wave', w.guid)),
      ),
    );
    const used = new Map(counters.map((c) => [c.guid, Number(c.used ?? 0)]));
    return waves.map((w) => ({
      guid: w.guid,
      name: w.name,
      capacity: w.capacity,
      used: used.get(w.guid) ?? 0,
    }));
  },
  rows: (subGuid) => readStartListRows<StartListItem & SeedRow>(subGuid, ['kind']),
  // Consistent reads: a batch may touch an order the batch before it just changed.
  loadOrders: async (guids) => {
    const loaded = await Promise.all(guids.map(async (guid) => [guid, await loadOrder(guid)] as const));
    return new Map(loaded.flatMap(([guid, o]) => (o ? [[guid, o] as const] : [])));
  },
  moveWaves: async (batch: WaveMoveBatch) => {
    // A sharded wave's bucket filled meanwhile (a sale between our read and the write): place again.
    for (let attempt = 0; ; attempt++) {
      const capacity = await waveMoveWrites(batch);
      if (capacity === 'capacityFull') return 'capacityFull';
      const tx: TransactItem[] = [];
      for (const o of capacity.orders)
        tx.push({
          Update: {
            TableName: table(),
            Key: keys.order(o.guid),
            UpdateExpression: 'SET dateUpdated = :now, #counters = :counters, waveGuids = :waves',
            ConditionExpression: 'attribute_exists(pk) AND dateUpdated = :expect',
            ExpressionAttributeNames: { '#counters': 'counters' },
            ExpressionAttributeValues: {
              ':now': o.now,
              ':expect': o.dateUpdated,
              ':counters': o.counters,
              ':waves': o.waveGuids,
            },
          },
        });
      for (const i of batch.items)
        tx.push({
          Update: {
            TableName: table(),
            Key: keys.orderItem(i.orderGuid, i.index),
            UpdateExpression: 'SET waveGuid = :to, waveName = :toName',
            ConditionExpression: 'attribute_exists(pk) AND waveGuid = :from',
            ExpressionAttributeValues: { ':to': i.to, ':toName': i.toName, ':from': i.from },
          },
        });
      for (const h of batch.histories)
        tx.push({
          Put: {
            TableName: table(),
            Item: historyAttributes(h.record, h.n),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        });
      const first = tx.length;
      tx.push(...capacity.writes);
      const failed = await transactWithRetry(tx);
      if (failed === undefined) return 'ok';
      if (!capacity.takes.has(failed - first)) return 'changed';
      if (attempt >= 4) return 'capacityFull';
    }
  },
  writeHistory: writeSeriesHistory,
};
