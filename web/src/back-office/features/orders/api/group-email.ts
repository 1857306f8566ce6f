import { emailsRoutes } from '@shared/api/areas/emails';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import type { GroupEmailBody } from '@shared/emails/group-email-schemas';
import type { OrderListFilter } from '@shared/orders/admin-order-schemas';
import { api } from '../../../../lib/api-client';

/**
 * The orders list's filter as the registrations filter of a group e-mail: the whole filter (event,
 * race, category and wave included: the server selects the orders as the list does), once it
 * names a series.
 */
export function groupEmailFilter(filter: OrderListFilter): Omit<GroupEmailBody, 'subject' | 'body'> | null {
  if (!filter.seriesId) return null;
  return { ...filter, seriesId: filter.seriesId };
}

/**
 * Queues a group e-mail: admins through admin/sent-group-emails, event managers through their
 * registrations (the server checks the series is theirs).
 */
export const sendGroupEmail = (area: 'admin' | 'eventManager', userId: string, body: GroupEmailBody) =>
  area === 'admin'
    ? api.call(emailsRoutes.sendGroupEmail, { body })
    : api.call(eventManagerRoutes.groupEmail, { params: { userId }, body });

export const previewGroupEmail = (
  area: 'admin' | 'eventManager',
  userId: string,
  body: { seriesId: string; subject: string; body: string },
) =>
  area === 'admin'
    ? api.call(emailsRoutes.previewGroupEmail, { body })
    : api.call(eventManagerRoutes.groupEmailPreview, { params: { userId }, body });
