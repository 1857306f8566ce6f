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
import { emailAdminPorts as ports } from './email-admin-ports';
import { actorOf as actor } from './http/actor-of';
import { createApiHandler } from './http/create-api-handler';

/** E-mail templates (layouts), admins only (spec §2, §7); rules in functions/domain/emails/email-admin.ts. */
export const handler = createApiHandler(emailsRoutes, {
  list: ({ query }) => listAllEmails(ports, query),
  layouts: ({ query }) => listLayouts(ports, query),
  layout: ({ params }) => getLayout(ports, params.id),
  createLayout: ({ caller, body }) => createLayout(ports, actor(caller), body),
  updateLayout: ({ caller, params, body }) => updateLayout(ports, actor(caller), params.id, body),
  deleteLayout: ({ caller, params }) => deleteLayout(ports, actor(caller), params.id),
  layoutHistories: ({ params, query }) => emailHistory(ports, params.id, query),
  previewLayout: ({ body }) => previewLayout(ports, body.content),
});
