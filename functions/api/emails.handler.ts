import { emailsRoutes } from '@shared/api/areas/emails';
import {
  createLayout,
  deleteLayout,
  emailHistory,
  getLayout,
  listAllEmails,
  listLayouts,
  previewLayout,
  updateLayout,
} from '../domain/emails/email-admin';
import {
  getGroupEmail,
  listGroupEmailEntries,
  listGroupEmails,
  previewGroupEmail,
  sendGroupEmail,
} from '../domain/group-emails/group-emails';
import { emailAdminPorts as ports } from './email-admin-ports';
import { groupEmailPorts, groupEmailPreviewDeps, groupEmailSender } from './group-email-ports';
import { actorOf as actor } from './http/actor-of';
import { createApiHandler } from './http/create-api-handler';

/**
 * E-mail templates (layouts) and group e-mails, admins only (spec §2, §7); rules in
 * functions/domain/emails/email-admin.ts and functions/domain/group-emails/.
 */
export const handler = createApiHandler(emailsRoutes, {
  list: ({ query }) => listAllEmails(ports, query),
  layouts: ({ query }) => listLayouts(ports, query),
  layout: ({ params }) => getLayout(ports, params.id),
  createLayout: ({ caller, body }) => createLayout(ports, actor(caller), body),
  updateLayout: ({ caller, params, body }) => updateLayout(ports, actor(caller), params.id, body),
  deleteLayout: ({ caller, params }) => deleteLayout(ports, actor(caller), params.id),
  layoutHistories: ({ params, query }) => emailHistory(ports, params.id, query),
  previewLayout: ({ body }) => previewLayout(ports, body.content),
  sentGroupEmails: ({ query }) => listGroupEmails(groupEmailPorts.store, query),
  sendGroupEmail: ({ caller, body, event }) =>
    sendGroupEmail(groupEmailPorts, groupEmailSender(caller, event), body),
  sentGroupEmail: ({ params }) => getGroupEmail(groupEmailPorts.store, Number(params.id)),
  sentGroupEmailEntries: ({ params, query }) =>
    listGroupEmailEntries(groupEmailPorts.store, Number(params.id), query),
  previewGroupEmail: ({ body }) => previewGroupEmail(groupEmailPreviewDeps, body),
});
