import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { WaitingHistoryRecord } from '../../domain/waiting-list/waiting-list-ports';
import {
  listGuidOf,
  listRefOf,
  normaliseEmail,
  type WaitingOfferRecord,
} from '../../domain/waiting-list/waiting-list-rules';
import { config } from '../config';
import { keys } from './keys';

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

export const waitingHistoryPut = (h: WaitingHistoryRecord, id: string): TransactItem => ({
  Put: { TableName: config.tableName, Item: { ...keys.waitingHistory(listGuidOf(h), h.date, id), ...h } },
});

/**
 * The offer's writes for the checkout that consumes it, inside the order's transaction: the offer
 * item is deleted while still valid (its places pass to the order, which recorded them in its
 * ledger), the entry becomes `taken` with the order's guid, the list's count drops and the e-mail
 * guard goes (the person may join again later).
 */
export function consumeOfferItems(
  offer: WaitingOfferRecord,
  orderGuid: string,
  nowIso: string,
): TransactItem[] {
  const table = config.tableName;
  const listGuid = listGuidOf(offer);
  return [
    {
      Delete: {
        TableName: table,
        Key: keys.waitingOffer(offer.hash),
        ConditionExpression: 'attribute_exists(pk) AND holdUntil > :now',
        ExpressionAttributeValues: { ':now': nowIso },
      },
    },
    {
      Update: {
        TableName: table,
        Key: keys.waitingEntry(listGuid, offer.entryGuid),
        UpdateExpression: 'SET #state = :taken, orderGuid = :order REMOVE offerHash, holdUntil',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':taken': 'taken', ':order': orderGuid },
      },
    },
    {
      Update: {
        TableName: table,
        Key: keys.waitingListSettings(listGuid),
        UpdateExpression: 'ADD active :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
    { Delete: { TableName: table, Key: keys.waitingEmail(listGuid, normaliseEmail(offer.email)) } },
    waitingHistoryPut(
      {
        entity: 'waitingListHistory',
        ...listRefOf(offer),
        date: nowIso,
        by: 'runner',
        action: 'taken',
        email: offer.email,
      },
      offer.hash,
    ),
  ];
}
