import { z } from 'zod';
import { guidSchema } from '../common-schemas';
import {
  permittedEventsQuerySchema,
  permittedEventsSchema,
  permittedSeriesQuerySchema,
  permittedSeriesSchema,
} from '../../back-office/series-directory-schemas';
import { defineArea } from '../define-area';
import {
  orderDetailSchema,
  orderExportBodySchema,
  orderListBodySchema,
  orderListSchema,
} from '../../orders/admin-order-schemas';
import {
  groupEmailBodySchema,
  groupEmailPreviewBodySchema,
  groupEmailSchema,
} from '../../emails/group-email-schemas';
import { emailPreviewSchema } from '../../back-office/email-schemas';
import { managerTeamsQuerySchema, teamsSchema } from '../../back-office/team-admin-schemas';
import { discountsSchema, permittedDiscountsQuerySchema } from '../../back-office/discount-schemas';

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
  teams: {
    method: 'GET',
    path: 'event-manager/{userId}/teams',
    auth: 'eventManager',
    summary:
      'Teams of the permitted series and events (filters of the series teams tab, optional seriesGuid)',
    params: managerParams,
    query: managerTeamsQuerySchema,
    response: teamsSchema,
    scope: { self: 'params.userId' },
  },
  discounts: {
    method: 'GET',
    path: 'event-manager/{userId}/discounts',
    auth: 'eventManager',
    summary:
      'Discount codes of the series permitted as a whole (optional seriesGuid, searchText; paging), with usage',
    params: managerParams,
    query: permittedDiscountsQuerySchema,
    response: discountsSchema,
    scope: { self: 'params.userId' },
  },
  registrations: {
    method: 'POST',
    path: 'event-manager/{userId}/registrations',
    auth: 'eventManager',
    summary: 'Orders of the permitted series and events (filter of spec §3, take, skip)',
    params: managerParams,
    body: orderListBodySchema,
    response: orderListSchema,
    scope: { self: 'params.userId' },
  },
  registration: {
    method: 'GET',
    path: 'event-manager/{userId}/registrations/{id}',
    auth: 'eventManager',
    summary: 'Order detail (an order of a permitted series or of permitted events only)',
    params: managerParams.extend({ id: guidSchema }),
    response: orderDetailSchema,
    scope: { self: 'params.userId', order: 'params.id' },
  },
  exportXlsx: {
    method: 'POST',
    path: 'event-manager/{userId}/registrations/export-xlsx',
    auth: 'eventManager',
    summary:
      'The filtered orders of the permitted series and events as XLSX (one row per order, its registrations counted)',
    params: managerParams,
    body: orderExportBodySchema,
    scope: { self: 'params.userId' },
    file: 'xlsx',
  },
  groupEmail: {
    method: 'POST',
    path: 'event-manager/{userId}/registrations/group-email',
    auth: 'eventManager',
    summary:
      'Group e-mail to the filtered orders of a series the event manager holds (queued, answers at once)',
    params: managerParams,
    body: groupEmailBodySchema,
    response: groupEmailSchema,
    scope: { self: 'params.userId', series: 'body.seriesId' },
  },
  groupEmailPreview: {
    method: 'POST',
    path: 'event-manager/{userId}/registrations/group-email/preview',
    auth: 'eventManager',
    summary: 'A group e-mail draft as the sender renders it (series layout, sample order), cs and en',
    params: managerParams,
    body: groupEmailPreviewBodySchema,
    response: emailPreviewSchema,
    scope: { self: 'params.userId', series: 'body.seriesId' },
  },
});
