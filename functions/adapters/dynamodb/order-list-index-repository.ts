import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '../../domain/orders/order-records';
import type {
  EventIndexEntry,
  OrderListEntry,
  OrderListIndexPorts,
  SearchIndexEntry,
} from '../../domain/orders/admin-order-ports';
import {
  countDay,
  flagCombination,
  LIST_FLAGS,
  type ListFlagFilter,
  type OrderCountMove,
  searchTokens,
} from '../../domain/orders/order-list-index';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import type { TransactItem } from './transact-with-retry';
import { queryAll } from './query-all';
import { ORDER_LIST_BASIS } from '../../domain/orders/order-list-basis';
import { projectionOf } from './attribute-projection';

/**
 * The orders list's counters and search index (functions/domain/orders/order-list-index.ts):
 * `ORDERCOUNT#<series>` / `DAY#<yyyy-mm-dd>` holds `c<flags>` counts, `ORDERSEARCH#<series>` /
 * `<token>#<orderGuid>` one entry per token, `ORDEREVENT#<event>` / `<dateCreated>#<orderGuid>`
 * one entry per event the order touches. The projector writes them from the table's stream
 * (./projection-repository.ts); see ./README.md.
 */

export const LIST_FIELDS = [
  ...ORDER_LIST_BASIS,
  'itemCount',
  'removedRacers',
  'dateCreated',
  'paid',
  'datePaid',
  'expired',
  'dateExpired',
  'cancelled',
  'dateCancelled',
  'deleted',
  'issued',
  'discounts',
];

export const listProjection = projectionOf(LIST_FIELDS);

const countAttribute = (combination: string) => `c${combination}`;

/**
 * The count updates of many moves, one per series day (a transaction may name an item once; the
 * bank import adds up the moves of many orders). Unconditional `ADD`s: they never refuse.
 */
export function orderCountUpdates(moves: readonly OrderCountMove[]): TransactItem[] {
  const byDay = new Map<string, { seriesGuid: string; day: string; deltas: Map<string, number> }>();
  for (const m of moves) {
    const id = `${m.seriesGuid}|${m.day}`;
    const entry = byDay.get(id) ?? { seriesGuid: m.seriesGuid, day: m.day, deltas: new Map() };
    byDay.set(id, entry);
    if (m.from) entry.deltas.set(m.from, (entry.deltas.get(m.from) ?? 0) - 1);
    if (m.to) entry.deltas.set(m.to, (entry.deltas.get(m.to) ?? 0) + 1);
  }
  return [...byDay.values()].flatMap(({ seriesGuid, day, deltas }) => {
    const changed = [...deltas].filter(([, n]) => n !== 0);
    if (!changed.length) return [];
    return [
      {
        Update: {
          TableName: config.tableName,
          Key: keys.orderCounts(seriesGuid, day),
          // `version` counts the writes, as on the statistics counters: the rebuild replaces a day
          // only at the version it read (functions/adapters/dynamodb/projection-rebuild.ts).
          UpdateExpression: `SET entity = :entity, seriesGuid = :series, #day = :day ADD #version :one, ${changed
            .map((_, i) => `#c${i} :n${i}`)
            .join(', ')}`,
          ExpressionAttributeNames: {
            '#day': 'day',
            '#version': 'version',
            ...Object.fromEntries(changed.map(([c], i) => [`#c${i}`, countAttribute(c)])),
          },
          ExpressionAttributeValues: {
            ':entity': 'orderCounts',
            ':series': seriesGuid,
            ':day': day,
            ':one': 1,
            ...Object.fromEntries(changed.map(([, n], i) => [`:n${i}`, n])),
          },
        },
      },
    ];
  });
}

type Searchable = Pick<OrderRecord, 'guid' | 'seriesGuid' | 'dateCreated' | 'variableSymbol' | 'registrator'>;

/** The search-index items of an order (a Put each; the seed and the bench write them in batches). */
type KeyedItem = Record<string, unknown> & { pk: string; sk: string };

export function searchIndexItems(order: Searchable): KeyedItem[] {
  const tokens = searchTokens(order);
  return tokens.map((token) => ({
    ...keys.orderSearch(order.seriesGuid, token, order.guid),
    entity: 'orderSearch',
    orderGuid: order.guid,
    dateCreated: order.dateCreated,
    tokens,
  }));
}

type EventIndexed = Pick<OrderRecord, 'guid' | 'dateCreated' | 'seriesGuid'> & {
  eventGuids?: readonly string[];
};

/**
 * The per-event entries of an order: one per event it touches (`ORDEREVENT#<event>`), each with
 * the order's series and all its events (the list decides permissions and pages on them).
 */
export function eventIndexItems(order: EventIndexed): KeyedItem[] {
  const eventGuids = [...new Set(order.eventGuids ?? [])];
  return eventGuids.map((eventGuid) => ({
    ...keys.orderEvent(eventGuid, order.dateCreated, order.guid),
    entity: 'orderEvent',
    orderGuid: order.guid,
    eventGuid,
    seriesGuid: order.seriesGuid,
    dateCreated: order.dateCreated,
    eventGuids,
  }));
}

/**
 * The count and search-index items of orders written without their transactions (the demo seed,
 * the bench and the rebuild): per series day one count item, per token one search entry.
 */
export function orderListIndexItems(
  orders: ReadonlyArray<
    Searchable & Partial<Pick<OrderRecord, (typeof LIST_FLAGS)[number]>> & { eventGuids?: readonly string[] }
  >,
): KeyedItem[] {
  const counts = new Map<string, KeyedItem>();
  const items: KeyedItem[] = [];
  for (const o of orders) {
    const day = countDay(o.dateCreated);
    const key = keys.orderCounts(o.seriesGuid, day);
    const id = `${key.pk}|${key.sk}`;
    const item: KeyedItem = counts.get(id) ?? {
      ...key,
      entity: 'orderCounts',
      seriesGuid: o.seriesGuid,
      day,
    };
    counts.set(id, item);
    const attr = countAttribute(flagCombination(o));
    item[attr] = ((item[attr] as number | undefined) ?? 0) + 1;
    items.push(...searchIndexItems(o), ...eventIndexItems(o));
  }
  return [...counts.values(), ...items];
}

/** One series' orders created within the days: gsi2sk is the ISO creation time, so everything of the `to` day sorts below `<to>T~`. */
export const seriesOrdersQuery = (seriesGuid: string, range: { from?: string; to?: string }) => ({
  IndexName: 'gsi2',
  KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
  ExpressionAttributeValues: {
    ':pk': gsi.seriesOrders(seriesGuid),
    ':from': range.from ?? '0000',
    ':to': range.to ? `${range.to}T~` : '9999',
  } as Record<string, unknown>,
});

/** A flag filter as a FilterExpression (a flag never written counts as false, as in the counts). */
function flagFilterExpression(flags: ListFlagFilter) {
  const named = LIST_FLAGS.filter((f) => flags[f] !== undefined);
  if (!named.length) return null;
  return {
    FilterExpression: named
      .map((f) => (flags[f] ? `#${f} = :true` : `(attribute_not_exists(#${f}) OR #${f} = :false)`))
      .join(' AND '),
    names: Object.fromEntries(named.map((f) => [`#${f}`, f])),
    values: {
      ...(named.some((f) => flags[f]) ? { ':true': true } : {}),
      ...(named.some((f) => !flags[f]) ? { ':false': false } : {}),
    },
  };
}

/** Sorts (as UTF-8 bytes, as DynamoDB compares keys) after every character a token may hold. */
const HIGHEST = '\u{10FFFF}';

export const dynamoOrderListIndex: OrderListIndexPorts = {
  countsByCombination: async (seriesGuid, range) => {
    const days = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.orderCounts(seriesGuid, '').pk,
        ':from': `DAY#${range.from ?? '0000'}`,
        ':to': `DAY#${range.to ?? '9999'}`,
      },
    });
    const counts = new Map<string, number>();
    for (const day of days)
      for (const [name, value] of Object.entries(day))
        if (/^c[01]+$/.test(name) && typeof value === 'number')
          counts.set(name.slice(1), (counts.get(name.slice(1)) ?? 0) + value);
    return counts;
  },
  /**
   * Newest first with the flags as a filter, until `limit` rows: each request evaluates twice as
   * many orders as the one before (a filter that matches most orders reads about `limit`).
   */
  newestMatching: async (seriesGuid, range, flags, limit) => {
    const query = seriesOrdersQuery(seriesGuid, range);
    const filter = flagFilterExpression(flags);
    const rows: OrderListEntry[] = [];
    let start: Record<string, unknown> | undefined;
    let evaluate = Math.max(limit, 10);
    do {
      const out = await getDocumentClient().send(
        new QueryCommand({
          TableName: config.tableName,
          ...query,
          ProjectionExpression: listProjection.ProjectionExpression,
          ExpressionAttributeNames: { ...listProjection.ExpressionAttributeNames, ...filter?.names },
          ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ...filter?.values },
          ...(filter ? { FilterExpression: filter.FilterExpression } : {}),
          ScanIndexForward: false,
          Limit: filter ? evaluate : limit - rows.length,
          ExclusiveStartKey: start,
        }),
      );
      rows.push(...((out.Items ?? []) as OrderListEntry[]));
      start = out.LastEvaluatedKey;
      evaluate = Math.min(evaluate * 2, 1000);
    } while (start && rows.length < limit);
    return rows.slice(0, limit);
  },
  searchEntries: (seriesGuid, prefix) =>
    queryAll<SearchIndexEntry>({
      // begins_with as a key range: the same on DynamoDB, and DynamoDB Local answers a range
      // without walking the whole partition (a season has hundreds of thousands of entries).
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :prefix AND :end',
      ExpressionAttributeValues: {
        ':pk': keys.orderSearch(seriesGuid, '', '').pk,
        ':prefix': prefix,
        ':end': `${prefix}${HIGHEST}`,
      },
      ProjectionExpression: 'orderGuid, dateCreated, tokens',
    }),
  eventEntries: (eventGuid, range) =>
    queryAll<EventIndexEntry>({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.orderEvent(eventGuid, '', '').pk,
        ':from': range.from ?? '0000',
        ':to': range.to ? `${range.to}T~` : '9999',
      },
      ProjectionExpression: 'orderGuid, dateCreated, seriesGuid, eventGuids',
    }),
  eventOfRace: async (subEventGuid) => {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.subevent(subEventGuid) },
        ProjectionExpression: 'eventGuid',
        Limit: 1,
      }),
    );
    const race = out.Items?.[0] as { eventGuid?: string } | undefined;
    return race?.eventGuid;
  },
  eventHolding: async (seriesGuids, holds) => {
    // The series' events (gsi1), then each event partition's category or wave keys, projected to
    // the sort key (`CATEGORY#<race>#<guid>` / `WAVE#<race>#<guid>`): catalogue reads, no order.
    const events = (
      await Promise.all(
        seriesGuids.map((seriesGuid) =>
          queryAll<{ guid: string }>({
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': gsi.eventsOfSeries(seriesGuid) },
            ProjectionExpression: 'guid',
          }),
        ),
      )
    ).flat();
    const prefix = holds.kind === 'category' ? 'CATEGORY#' : 'WAVE#';
    const found = await Promise.all(
      events.map(async (e) => {
        const rows = await queryAll<{ sk: string }>({
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.event(e.guid).pk, ':prefix': prefix },
          ProjectionExpression: 'sk',
        });
        return rows.some((r) => r.sk.endsWith(`#${holds.guid}`)) ? e.guid : undefined;
      }),
    );
    return found.find(Boolean);
  },
  ordersByGuid: async (guids) =>
    (
      await batchGet<OrderListEntry & { entity?: string }>(
        getDocumentClient(),
        config.tableName,
        guids.map((g) => keys.order(g)),
      )
    ).filter((o) => o.entity === 'order'),
};
