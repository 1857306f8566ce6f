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
  createGlobalEmail,
  deleteGlobalEmail,
  getGlobalEmail,
  globalEmailHistory,
  listGlobalEmails,
  previewGlobalEmail,
  sendTestGlobalEmail,
  updateGlobalEmail,
} from '../domain/emails/global-emails';
import {
  getGroupEmail,
  listGroupEmailEntries,
  listGroupEmails,
  previewGroupEmail,
  sendGroupEmail,
} from '../domain/group-emails/group-emails';
import { listTranslations, updateTranslations } from '../domain/translations/translations';
import { emailAdminPorts as ports, globalEmailPorts as globals, translationPorts } from './email-admin-ports';
import { groupEmailPorts, groupEmailPreviewDeps, groupEmailSender } from './group-email-ports';
import { actorOf as actor } from './http/actor-of';
import { createApiHandler } from './http/create-api-handler';

/**
 * Global e-mails, e-mail templates (layouts) and group e-mails, admins only (spec §2, §7); rules in
 * functions/domain/emails/email-admin.ts and functions/domain/group-emails/.
 */
export const handler = createApiHandler(emailsRoutes, {
  list: ({ query }) => listAllEmails(ports, query),
  globalEmails: () => listGlobalEmails(globals),
  detail: ({ params }) => getGlobalEmail(globals, params.id),
  create: ({ caller, body }) => createGlobalEmail(globals, actor(caller), body),
  update: ({ caller, params, body }) => updateGlobalEmail(globals, actor(caller), params.id, body),
  delete: ({ caller, params }) => deleteGlobalEmail(globals, actor(caller), params.id),
  globalEmailHistories: ({ params, query }) => globalEmailHistory(ports, params.id, query),
  previewGlobalEmail: ({ body }) => previewGlobalEmail(ports, body),
  sendTestGlobalEmail: ({ caller, body }) => sendTestGlobalEmail(ports, caller.email, body),
  layouts: ({ query }) => listLayouts(ports, query),
  layout: ({ params }) => getLayout(ports, params.id),
  createLayout: ({ caller, body }) => createLayout(ports, actor(caller), body),
  updateLayout: ({ caller, params, body }) => updateLayout(ports, actor(caller), params.id, body),
  deleteLayout: ({ caller, params }) => deleteLayout(ports, actor(caller), params.id),
  layoutHistories: ({ params, query }) => emailHistory(ports, params.id, query),
  previewLayout: ({ body }) => previewLayout(ports, body.content),
  sentGroupEmails: ({ query }) => listGroupEmails(groupEmailPorts, query),
  sendGroupEmail: ({ caller, body, event }) =>
    sendGroupEmail(groupEmailPorts, groupEmailSender(caller, event), body),
  sentGroupEmail: ({ params }) => getGroupEmail(groupEmailPorts.store, Number(params.id)),
  sentGroupEmailEntries: ({ params, query }) =>
    listGroupEmailEntries(groupEmailPorts.store, Number(params.id), query),
  previewGroupEmail: ({ body }) => previewGroupEmail(groupEmailPreviewDeps, body),
  translations: () => listTranslations(translationPorts),
  updateTranslations: ({ caller, body, locale }) =>
    updateTranslations(translationPorts, actor(caller), body, locale),
});
