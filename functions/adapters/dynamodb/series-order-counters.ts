import { gsi } from './keys';
import { queryAll } from './query-all';

/**
 * Every counter (`<scope>#<guid>`) the orders of a series ever took, active, expired, cancelled or
 * removed: each order names its counters. The editors refuse to delete (or archive) a race,
 * category, wave, form value or option that one of them names. One Query of the series' orders
 * index, projected to the counters.
 */
export async function countersTakenInSeries(seriesGuid: string): Promise<Set<string>> {
  const orders = await queryAll<{ counters?: Array<{ scope: string; guid: string }> }>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi.seriesOrders(seriesGuid) },
    ProjectionExpression: 'counters',
  });
  return new Set(orders.flatMap((o) => (o.counters ?? []).map((c) => `${c.scope}#${c.guid}`)));
}
