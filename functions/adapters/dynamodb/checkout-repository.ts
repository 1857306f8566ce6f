import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Counter } from '../../domain/catalog/availability';
import { counterKey } from '../../domain/catalog/event-read-model';
import type {
  CheckoutPorts,
  IdempotentAnswer,
  TeamRecord,
  TermsSummary,
} from '../../domain/checkout/checkout-context';
import type { TeamReservationRecord } from '../../domain/checkout/team-reservation';
import type { WaitingOfferRecord } from '../../domain/waiting-list/waiting-list-rules';
import type { DiscountRecord } from '../../domain/orders/order-records';
import type { PaymentDetailRecord } from '../../domain/series-editor/payment-details';
import { shardSum } from '../../domain/checkout/capacity-buckets';
import { sampleCounter } from '../../domain/checkout/capacity-sample';
import { loadShardSamples, loadShards } from './capacity-buckets';
import { idempotentAnswerOf } from './order-repository';
import { config } from '../config';
import { batchGet } from './batch-get';
import { queryEventPartition } from './catalog-repository';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { decodeTeam, decodeTeamReservation, decodeWaitingOffer } from './checkout-decoders';
import { decodeOrder } from './order-attributes';

/**
 * Checkout reads: the event partition Query, then one BatchGetItem of counters, terms and teams (and
 * one more of the buckets of sharded scopes among the counters).
 */
export const checkoutRepository: CheckoutPorts = {
  queryEventPartition: (eventGuid) =>
    queryEventPartition(eventGuid) as ReturnType<CheckoutPorts['queryEventPartition']>,

  async loadRecords({
    counters,
    termsGuids,
    teamGuids,
    reservationGuids,
    offerHashes,
    orderGuid,
    sampleShards,
  }) {
    const items = await batchGet<Record<string, unknown>>(getDocumentClient(), config.tableName, [
      ...counters.map(([scope, guid]) => keys.capacity(scope, guid)),
      ...termsGuids.map((g) => keys.terms(g)),
      ...teamGuids.map((g) => keys.team(g)),
      ...(reservationGuids ?? []).map((g) => keys.teamReservation(g)),
      ...(offerHashes ?? []).map((h) => keys.waitingOffer(h)),
      ...(orderGuid ? [keys.order(orderGuid)] : []),
    ]);
    // Sharded scopes: their buckets in one more BatchGetItem; the counters show the sums. A
    // register call reads a sample of them first (whole: the scopes whose sales it sums).
    const exact = new Set(sampleShards?.exact);
    const shards = sampleShards
      ? await loadShardSamples(items, (scope, guid) => exact.has(counterKey(scope, guid)))
      : await loadShards(items);
    const counterMap = new Map<string, Counter>();
    const terms = new Map<string, TermsSummary>();
    const teams = new Map<string, TeamRecord>();
    const reservations = new Map<string, TeamReservationRecord>();
    const offers = new Map<string, WaitingOfferRecord>();
    let idempotent: IdempotentAnswer | undefined;
    for (const item of items) {
      if (item.entity === 'capacity') {
        const key = counterKey(String(item.scope), String(item.guid));
        const shard = shards.get(key);
        counterMap.set(
          key,
          shard
            ? shard.count
              ? sampleCounter(shard)
              : shardSum(shard)
            : { capacity: Number(item.capacity ?? 0), used: Number(item.used ?? 0) },
        );
      } else if (item.entity === 'terms')
        terms.set(String(item.guid), {
          guid: String(item.guid),
          name: String(item.name),
          label: String(item.label),
        });
      else if (item.entity === 'teamReservation')
        reservations.set(String(item.guid), decodeTeamReservation(item));
      else if (item.entity === 'waitingOffer') offers.set(String(item.hash), decodeWaitingOffer(item));
      else if (item.entity === 'team') teams.set(String(item.guid), decodeTeam(item));
      else if (item.entity === 'order') idempotent = idempotentAnswerOf(decodeOrder(item));
    }
    return {
      counters: counterMap,
      terms,
      teams,
      reservations,
      ...(offers.size ? { offers } : {}),
      ...(idempotent ? { idempotent } : {}),
      ...(shards.size ? { shards } : {}),
    };
  },

  async getDiscount(seriesGuid, code) {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: keys.discount(seriesGuid, code) }),
    );
    const record = out.Item as DiscountRecord | undefined;
    // An archived code (deleted after use) does not exist for the checkout.
    return record?.archived ? undefined : record;
  },

  async listPaymentDetails(seriesGuid) {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.series(seriesGuid).pk, ':sk': 'PAYMENTDETAIL#' },
      }),
    );
    return (out.Items ?? []) as PaymentDetailRecord[];
  },
};
