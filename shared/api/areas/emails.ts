import { okSchema, idParams } from '../common-schemas';
import {
  emailHistorySchema,
  emailPreviewSchema,
  emailsQuerySchema,
  emailsSchema,
  layoutBodySchema,
  layoutPreviewBodySchema,
  layoutSchema,
  layoutsQuerySchema,
  layoutsSchema,
} from '../../back-office/email-schemas';
import { historyQuerySchema } from '../../back-office/series-editor-schemas';
import {
  groupEmailBodySchema,
  groupEmailEntriesQuerySchema,
  groupEmailEntriesSchema,
  groupEmailIdParams,
  groupEmailSchema,
  groupEmailsQuerySchema,
  groupEmailsSchema,
} from '../../emails/group-email-schemas';
import { defineArea } from '../define-area';

/** Spec §7 "Other admin": e-mail templates (layouts) of the series' e-mails. Admins only (§2). */
export const emailsRoutes = defineArea('emails', 'emails', {
  list: {
    method: 'GET',
    path: 'admin/emails',
    auth: 'admin',
    summary: 'E-mails of the events across series (filter seriesGuid, type, searchText; paging by 30)',
    query: emailsQuerySchema,
    response: emailsSchema,
  },
  layouts: {
    method: 'GET',
    path: 'admin/email-layouts',
    auth: 'admin',
    summary: 'E-mail templates (layouts) (filter searchText; paging by 30)',
    query: layoutsQuerySchema,
    response: layoutsSchema,
  },
  layout: {
    method: 'GET',
    path: 'admin/email-layouts/{id}',
    auth: 'admin',
    summary: 'E-mail template detail',
    params: idParams,
    response: layoutSchema,
  },
  createLayout: {
    method: 'POST',
    path: 'admin/email-layouts',
    auth: 'admin',
    summary: 'Create an e-mail template (content sanitised, must hold {{content}}; history entry)',
    body: layoutBodySchema,
    response: layoutSchema,
  },
  updateLayout: {
    method: 'PUT',
    path: 'admin/email-layouts/{id}',
    auth: 'admin',
    summary: 'Update an e-mail template (history entry with the changed fields)',
    params: idParams,
    body: layoutBodySchema,
    response: layoutSchema,
  },
  deleteLayout: {
    method: 'DELETE',
    path: 'admin/email-layouts/{id}',
    auth: 'admin',
    summary: 'Delete an e-mail template no series uses',
    params: idParams,
    response: okSchema,
  },
  layoutHistories: {
    method: 'GET',
    path: 'admin/email-layouts/{id}/histories',
    auth: 'admin',
    summary: 'Changes of an e-mail template, newest first',
    params: idParams,
    query: historyQuerySchema,
    response: emailHistorySchema,
  },
  previewLayout: {
    method: 'POST',
    path: 'admin/email-layouts/preview',
    auth: 'admin',
    summary: 'A template as edited around a sample e-mail (cs, en), rendered by the sender',
    body: layoutPreviewBodySchema,
    response: emailPreviewSchema,
  },
  sentGroupEmails: {
    method: 'GET',
    path: 'admin/sent-group-emails',
    auth: 'admin',
    summary:
      'Sent group e-mails, newest first (filter searchText, dateFrom, dateTo; paging by 30; sent/total)',
    query: groupEmailsQuerySchema,
    response: groupEmailsSchema,
  },
  sendGroupEmail: {
    method: 'POST',
    path: 'admin/sent-group-emails',
    auth: 'admin',
    summary:
      'Queue a group e-mail (subject, rich-text body, registrations filter); answers at once, a job sends it',
    body: groupEmailBodySchema,
    response: groupEmailSchema,
  },
  sentGroupEmail: {
    method: 'GET',
    path: 'admin/sent-group-emails/{id}',
    auth: 'admin',
    summary: 'Sent group e-mail detail',
    params: groupEmailIdParams,
    response: groupEmailSchema,
  },
  sentGroupEmailEntries: {
    method: 'GET',
    path: 'admin/sent-group-emails/{id}/entries',
    auth: 'admin',
    summary: 'Entries of a group e-mail (filter searchText, sent; paging by 30)',
    params: groupEmailIdParams,
    query: groupEmailEntriesQuerySchema,
    response: groupEmailEntriesSchema,
  },
});
