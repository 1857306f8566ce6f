import {
  checkInAnswerSchema,
  checkInBodySchema,
  checkInCountsSchema,
  checkInParamsSchema,
  orderTicketsParamsSchema,
  orderTicketsSchema,
  runnerSearchQuerySchema,
  runnerSearchSchema,
} from '../../check-in/check-in-schemas';
import { guidParams } from '../common-schemas';
import { defineArea } from '../define-area';

/**
 * Packet pickup (issue 27): volunteers with the event manager's permission for the event (or an
 * admin) check runners in by their QR ticket. Beyond spec §7.
 */
export const checkInRoutes = defineArea('check-in', 'checkIn', {
  checkIn: {
    method: 'POST',
    path: 'check-in/events/{eventId}/check-ins',
    auth: 'eventManager',
    summary: 'Check a ticket’s runner in (once across all devices; a second scan answers when and by whom)',
    params: checkInParamsSchema,
    body: checkInBodySchema,
    response: checkInAnswerSchema,
    scope: { event: 'params.eventId' },
  },
  undo: {
    method: 'POST',
    path: 'check-in/events/{eventId}/check-ins/undo',
    auth: 'eventManager',
    summary: 'Take a check-in back (in the order history with who and when)',
    params: checkInParamsSchema,
    body: checkInBodySchema,
    response: checkInAnswerSchema,
    scope: { event: 'params.eventId' },
  },
  counts: {
    method: 'GET',
    path: 'check-in/events/{eventId}/counts',
    auth: 'eventManager',
    summary: 'Checked-in and paid runners per race of the event (live counts)',
    params: checkInParamsSchema,
    response: checkInCountsSchema,
    scope: { event: 'params.eventId' },
  },
  runners: {
    method: 'GET',
    path: 'check-in/events/{eventId}/runners',
    auth: 'eventManager',
    summary: 'Find runners at the pickup desk by start number or name, each with their ticket',
    params: checkInParamsSchema,
    query: runnerSearchQuerySchema,
    response: runnerSearchSchema,
    scope: { event: 'params.eventId' },
  },
  orderTickets: {
    method: 'GET',
    path: 'check-in/orders/{orderId}/tickets',
    auth: 'eventManager',
    summary: 'The QR tickets of an order’s valid registrations (to print or hand over at the desk)',
    params: orderTicketsParamsSchema,
    response: orderTicketsSchema,
    scope: { order: 'params.orderId' },
  },
  runnerTickets: {
    method: 'GET',
    path: 'check-in/registrations/{guid}/tickets',
    auth: 'public',
    summary:
      'The QR tickets of a registration’s paid runners, for its result page and My registrations (the guid is the runner’s unguessable link, like the result page)',
    params: guidParams,
    response: orderTicketsSchema,
  },
});
