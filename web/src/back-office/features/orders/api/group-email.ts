import { emailsRoutes } from '@shared/api/areas/emails';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import type { GroupEmailBody } from '@shared/emails/group-email-schemas';
import type { OrderListFilter } from '@shared/orders/admin-order-schemas';
import { api } from '../../../../lib/api-client';

/**
 * The orders list's filter as the registrations filter of a group e-mail: it needs a series, and it
 * narrows at most to a race (a category or wave filter would be dropped, so the e-mail would reach
 * more registrators than the list shows: refused instead).
 */
export function groupEmailFilter(filter: OrderListFilter): Omit<GroupEmailBody, 'subject' | 'body'> | null {
  if (!filter.seriesId || groupEmailTooNarrow(filter)) return null;
  const { seriesWaveId: _w, seriesCategoryId: _c, ...rest } = filter;
  return { ...rest, seriesId: filter.seriesId };
}

/** The list is filtered by a category or a wave, which a group e-mail cannot target. */
export const groupEmailTooNarrow = (filter: OrderListFilter) =>
  Boolean(filter.seriesCategoryId || filter.seriesWaveId);

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
