import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  CardEditorStore,
  CardWrite,
  CardWriteOutcome,
  StoredCard,
} from '../../domain/card-editor/card-editor-ports';
import { config } from '../config';
import { bucketKeysOf, capacityChange } from './capacity-buckets';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { transactWithRetry } from './order-repository';
import { versionIs } from './series-editor-items';
import type { TransactItem } from './transact-with-retry';
import { queryAll } from './query-all';
import { withoutStorage as strip } from './storage-attributes';
import { countersTakenInSeries } from './series-order-counters';
import { readCounters } from './capacity-counters';

/** Storage of the form builder (README: event children `CARD#`, counters `CAP#cardValue#` / `CAP#cardItem#`). */

const table = () => config.tableName;

/** DynamoDB refuses `undefined`: optional fields left out are simply absent. */
const defined = <T>(o: T): T => JSON.parse(JSON.stringify(o)) as T;

const cardKey = (eventGuid: string, guid: string) => ({ pk: `EVENT#${eventGuid}`, sk: `CARD#${guid}` });

export const cardEditorStore: CardEditorStore = {
  getEvent: async (eventGuid) => {
    const items = await queryAll<Record<string, unknown>>({
      // The event and its races: the partition projected to four attributes.
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk },
      ProjectionExpression: 'guid, seriesGuid, #name, entity',
      ExpressionAttributeNames: { '#name': 'name' },
    });
    const event = items.find((i) => i.entity === 'event') as
      { guid?: string; seriesGuid?: string; name?: string } | undefined;
    if (!event?.seriesGuid) return null;
    return {
      guid: eventGuid,
      seriesGuid: event.seriesGuid,
      name: event.name ?? '',
      subEventGuids: items.filter((i) => i.entity === 'subevent').map((i) => i.guid as string),
    };
  },
  listCards: async (eventGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :card)',
        ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk, ':card': 'CARD#' },
        ConsistentRead: true,
      })
    ).map((i) => strip<StoredCard>(i)),
  // A sharded usage counter (capacity-buckets.ts, large events): the sum of its buckets.
  counters: (refs) => readCounters(refs),
  answeredValues: async (event, values) => {
    const answered = new Set<string>();
    if (!values.length) return answered;
    const taken = await countersTakenInSeries(event.seriesGuid);
    for (const v of values)
      if (taken.has(`cardValue#${v.guid}`) || v.optionGuids.some((g) => taken.has(`cardItem#${g}`)))
        answered.add(v.guid);
    const wanted = new Set(values.map((v) => v.guid).filter((g) => !answered.has(g)));
    // Answers of free text fields take no counter: the registrations on the races' start lists hold them.
    for (const sub of event.subEventGuids) {
      if (!wanted.size) break;
      const items = await queryAll<{ values?: Array<{ cardValueGuid?: string }> }>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.startList(sub) },
        ProjectionExpression: '#values',
        ExpressionAttributeNames: { '#values': 'values' },
      });
      for (const item of items)
        for (const answer of item.values ?? [])
          if (answer.cardValueGuid && wanted.delete(answer.cardValueGuid)) answered.add(answer.cardValueGuid);
    }
    return answered;
  },
  takenOptions: async (seriesGuid, optionGuids) => {
    if (!optionGuids.length) return new Set();
    const taken = await countersTakenInSeries(seriesGuid);
    return new Set(optionGuids.filter((g) => taken.has(`cardItem#${g}`)));
  },
  write: async (w: CardWrite): Promise<CardWriteOutcome> => {
    const key = cardKey(w.eventGuid, w.cardGuid);
    const items: TransactItem[] = [
      w.record
        ? {
            Put: {
              TableName: table(),
              Item: { ...defined(w.record), ...key },
              ...(w.expectedVersion === undefined
                ? { ConditionExpression: 'attribute_not_exists(pk)' }
                : versionIs(w.expectedVersion)),
            },
          }
        : { Delete: { TableName: table(), Key: key, ...versionIs(w.expectedVersion ?? 0) } },
      {
        Put: {
          TableName: table(),
          Item: {
            ...defined(w.eventHistory),
            ...keys.eventHistory(w.eventHistory.eventGuid, w.eventHistory.at, w.eventHistory.historyId),
            entity: 'eventHistory',
          },
        },
      },
      {
        Put: {
          TableName: table(),
          Item: {
            ...defined(w.seriesHistory),
            ...keys.seriesHistory(w.seriesHistory.seriesGuid, w.seriesHistory.at, w.seriesHistory.historyId),
            entity: 'seriesHistory',
          },
        },
      },
    ];
    const base = items.length;
    // A sharded usage counter's split is conditioned on the sales it read: a sale meanwhile fails
    // the transaction (nothing written) and the split is made again from fresh reads.
    for (let attempt = 0; ; attempt++) {
      const tx = [...items];
      /** Per write from `base` on: the counter it belongs to, and whether it is a sharded split. */
      const owner: Array<{ index: number; sharded: boolean }> = [];
      for (const [index, c] of w.capacities.entries()) {
        // Created when missing; else only the capacity changes (the places taken stay as orders left them).
        const change = await capacityChange(c.scope, c.guid, c.capacity);
        if (change.kind === 'refused') return { kind: 'capacityBelowTaken', index };
        for (const item of change.items) {
          tx.push(item);
          owner.push({ index, sharded: change.sharded });
        }
      }
      const firstRemoved = tx.length;
      for (const r of w.removedCounters) {
        // Chosen meanwhile: the counter is no longer empty, and the value must be archived instead.
        for (const k of [keys.capacity(r.scope, r.guid), ...(await bucketKeysOf([[r.scope, r.guid]]))])
          tx.push({
            Delete: {
              TableName: table(),
              Key: k,
              ConditionExpression:
                'attribute_not_exists(pk) OR attribute_not_exists(#used) OR #used <= :zero',
              ExpressionAttributeNames: { '#used': 'used' },
              ExpressionAttributeValues: { ':zero': 0 },
            },
          });
      }
      if (tx.length > 100) throw new Error(`card write of ${tx.length} items exceeds one transaction`);
      const failed = await transactWithRetry(tx);
      if (failed === undefined) return { kind: 'ok' };
      if (failed >= firstRemoved) return { kind: 'taken' };
      if (failed >= base) {
        const o = owner[failed - base] as (typeof owner)[number];
        if (o.sharded && attempt < 8) continue;
        return { kind: 'capacityBelowTaken', index: o.index };
      }
      if (w.expectedVersion === undefined) return { kind: 'changedMeanwhile' };
      const out = await getDocumentClient().send(
        new GetCommand({ TableName: table(), Key: key, ProjectionExpression: 'pk', ConsistentRead: true }),
      );
      return out.Item ? { kind: 'changedMeanwhile' } : { kind: 'gone' };
    }
  },
};
