import { checkInRoutes } from '@shared/api/areas/check-in';
import { dynamoCheckIns } from '../adapters/dynamodb/check-in-repository';
import { checkIn, checkInCounts, orderTickets, undoCheckIn } from '../domain/check-in/check-in-service';
import { orderActorOf } from './http/actor-of';
import { createApiHandler } from './http/create-api-handler';

/** Packet-pickup check-in; rules in functions/domain/check-in. */
export const handler = createApiHandler(checkInRoutes, {
  checkIn: ({ caller, params, body }) =>
    checkIn(dynamoCheckIns, params.eventId, body.token, orderActorOf(caller), new Date()),
  undo: ({ caller, params, body }) =>
    undoCheckIn(dynamoCheckIns, params.eventId, body.token, orderActorOf(caller), new Date()),
  counts: ({ params }) => checkInCounts(dynamoCheckIns, params.eventId),
  orderTickets: ({ params }) => orderTickets(dynamoCheckIns, params.orderId),
});
