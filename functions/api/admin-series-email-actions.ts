import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesEmailRoutes } from '@shared/api/areas/admin-series-emails';
import {
  createEventEmail,
  createEventEmails,
  deleteEventEmail,
  eventEmailHistory,
  getEventEmail,
  listEventEmails,
  previewEventEmail,
  sendTestEventEmail,
  updateEventEmail,
  updateEventEmails,
} from '../domain/emails/email-admin';
import { emailAdminPorts as ports } from './email-admin-ports';
import { actorOf as actor } from './http/actor-of';
import type { ActionsOf } from './http/create-api-handler';

type EmailActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesEmailRoutes>;

/** The event e-mail actions of the admin-series Lambda (spread into admin-series.handler.ts). */
export const adminSeriesEmailActions: EmailActions = {
  eventEmails: ({ params }) => listEventEmails(ports, params.id),
  emailDetail: ({ params, query }) => getEventEmail(ports, query.eventGuid, params.id),
  createEmail: ({ caller, body }) => createEventEmail(ports, actor(caller), body),
  createEmails: ({ caller, body }) => createEventEmails(ports, actor(caller), body.eventGuid, body.emails),
  updateEmail: ({ caller, params, body }) => updateEventEmail(ports, actor(caller), params.id, body),
  updateEmails: ({ caller, body }) => updateEventEmails(ports, actor(caller), body.eventGuid, body.emails),
  deleteEmail: ({ caller, params, query }) =>
    deleteEventEmail(ports, actor(caller), query.eventGuid, params.id),
  emailHistories: ({ params, query }) => eventEmailHistory(ports, query.eventGuid, params.id, query),
  previewEmail: ({ body }) => previewEventEmail(ports, body),
  sendTestEmail: ({ caller, body }) => sendTestEventEmail(ports, caller.email, body),
};
