import type { PickupRosterPorts, RosterRow } from '../../domain/check-in/pickup-roster';
import type { StartListItem } from '../../domain/orders/start-list-item';
import { checkInTicketKey } from './check-in-repository';
import { keys } from './keys';
import { queryAll } from './query-all';
import { readStartListRows } from './start-list-repository';

/**
 * The pickup desk's reads: the event's races (Query `EVENT#<guid>` `begins_with(sk, SUBEVENT#)`),
 * a race's start list (gsi1 `SUBEVENT#<sub>#STARTLIST`, with the items' check-in marks) and the
 * check-in counters (Query `CHECKINCOUNT#<event>`). No Scan.
 */
export const dynamoPickupRoster: PickupRosterPorts = {
  ticketKey: checkInTicketKey,
  races: async (eventGuid) => {
    const rows = await queryAll<{ guid: string; name?: string }>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk, ':prefix': 'SUBEVENT#' },
      ProjectionExpression: 'guid, #name',
      ExpressionAttributeNames: { '#name': 'name' },
    });
    return rows.map((r) => ({ guid: r.guid, name: String(r.name ?? '') }));
  },
  roster: async (subEventGuid) =>
    (await readStartListRows<StartListItem & Pick<RosterRow, 'checkIn'>>(subEventGuid, ['checkIn'])).map(
      (r): RosterRow => ({
        orderGuid: r.orderGuid,
        index: r.index,
        itemGuid: r.itemGuid,
        firstName: r.firstName,
        lastName: r.lastName,
        categoryName: r.categoryName,
        startNumber: r.startNumber,
        paid: r.paid,
        checkIn: r.checkIn ?? null,
      }),
    ),
  checkedInCounters: async (eventGuid) => {
    const rows = await queryAll<{ subEventGuid: string; checkedIn: number }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.checkInCount(eventGuid, '').pk },
      ConsistentRead: true,
    });
    return rows.map((r) => ({ subEventGuid: r.subEventGuid, checkedIn: Number(r.checkedIn) }));
  },
};
