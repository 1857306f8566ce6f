import { z } from 'zod';
import { guidSchema } from '../common-schemas';
import {
  permittedEventsQuerySchema,
  permittedEventsSchema,
  permittedSeriesQuerySchema,
  permittedSeriesSchema,
} from '../../back-office/series-directory-schemas';
import { defineArea } from '../define-area';

const managerParams = z.object({ userId: guidSchema });

/** Spec §7 "Event manager": calls under event-manager/{userId}, only for the caller's own id. */
export const eventManagerRoutes = defineArea('event-manager', 'eventManager', {
  series: {
    method: 'GET',
    path: 'event-manager/{userId}/series',
    auth: 'eventManager',
    summary: 'Series the event manager may work on (a permission on the series or one of its events)',
    params: managerParams,
    query: permittedSeriesQuerySchema,
    response: permittedSeriesSchema,
    scope: { self: 'params.userId' },
  },
  events: {
    method: 'GET',
    path: 'event-manager/{userId}/events',
    auth: 'eventManager',
    summary: 'Events the event manager may work on',
    params: managerParams,
    query: permittedEventsQuerySchema,
    response: permittedEventsSchema,
    scope: { self: 'params.userId' },
  },
});
