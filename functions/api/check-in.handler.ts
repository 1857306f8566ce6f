import { checkInRoutes } from '@shared/api/areas/check-in';
import { dynamoCheckIns } from '../adapters/dynamodb/check-in-repository';
import { dynamoPickupRoster } from '../adapters/dynamodb/pickup-roster-repository';
import { checkIn, orderTickets, undoCheckIn } from '../domain/check-in/check-in-service';
import { checkInCounts, searchRunners } from '../domain/check-in/pickup-roster';
import { orderActorOf } from './http/actor-of';
import { createApiHandler } from './http/create-api-handler';

/** Packet-pickup check-in; rules in functions/domain/check-in. */
export const handler = createApiHandler(checkInRoutes, {
  checkIn: ({ caller, params, body, locale }) =>
    checkIn(dynamoCheckIns, params.eventId, body.token, { ...orderActorOf(caller), locale }, new Date()),
  undo: ({ caller, params, body, locale }) =>
    undoCheckIn(dynamoCheckIns, params.eventId, body.token, { ...orderActorOf(caller), locale }, new Date()),
  counts: ({ params }) => checkInCounts(dynamoPickupRoster, params.eventId),
  runners: ({ params, query }) => searchRunners(dynamoPickupRoster, params.eventId, query.q),
  orderTickets: ({ params }) => orderTickets(dynamoCheckIns, params.orderId),
  runnerTickets: ({ params }) => orderTickets(dynamoCheckIns, params.guid, { paidOnly: true }),
});
