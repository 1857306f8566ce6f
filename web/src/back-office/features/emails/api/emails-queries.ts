import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { emailsRoutes } from '@shared/api/areas/emails';
import { seriesRoutes } from '@shared/api/areas/series';
import type {
  EmailPreviewBodyInput,
  EventEmailBodyInput,
  GlobalEmailBodyInput,
  GlobalEmailPreviewBodyInput,
  LayoutBodyInput,
} from '@shared/back-office/email-schemas';
import { api } from '../../../../lib/api-client';
import type { ListQuery } from '../../../kit';

const KEY = ['back-office', 'emails'] as const;

/** GET admin/series/{id}/events: the events of a series (to choose whose e-mails to edit). */
export const seriesEventsQuery = (seriesGuid: string) =>
  queryOptions({
    queryKey: [...KEY, 'series-events', seriesGuid],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.events, { params: { id: seriesGuid } }, { signal }),
    meta: { silentError: true },
  });

/** GET admin/series/events/{id}/emails. */
export const eventEmailsQuery = (eventGuid: string) =>
  queryOptions({
    queryKey: [...KEY, 'event', eventGuid],
    queryFn: ({ signal }) =>
      api.call(adminSeriesRoutes.eventEmails, { params: { id: eventGuid } }, { signal }),
    meta: { silentError: true },
  });

export const emailHistoryQuery = (eventGuid: string, guid: string, page: number) =>
  queryOptions({
    queryKey: [...KEY, 'history', guid, page],
    queryFn: ({ signal }) =>
      api.call(
        adminSeriesRoutes.emailHistories,
        { params: { id: guid }, query: { eventGuid, take: 30, skip: page * 30 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

export const saveEventEmail = (body: EventEmailBodyInput, guid?: string) =>
  guid
    ? api.call(adminSeriesRoutes.updateEmail, { params: { id: guid }, body })
    : api.call(adminSeriesRoutes.createEmail, { body });

export const deleteEventEmail = (eventGuid: string, guid: string) =>
  api.call(adminSeriesRoutes.deleteEmail, { params: { id: guid }, query: { eventGuid } });

export const previewEventEmail = (body: EmailPreviewBodyInput, signal?: AbortSignal) =>
  api.call(adminSeriesRoutes.previewEmail, { body }, { signal });

export const sendTestEventEmail = (body: EmailPreviewBodyInput & { locale: 'cs' | 'en' }) =>
  api.call(adminSeriesRoutes.sendTestEmail, { body });

// ——— layouts ———

export const layoutsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...KEY, 'layouts', query],
    queryFn: ({ signal }) =>
      api.call(
        emailsRoutes.layouts,
        {
          query: {
            take: query.take,
            skip: query.skip,
            searchText: typeof query.searchText === 'string' ? query.searchText : undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

export const layoutQuery = (guid: string) =>
  queryOptions({
    queryKey: [...KEY, 'layout', guid],
    queryFn: ({ signal }) => api.call(emailsRoutes.layout, { params: { id: guid } }, { signal }),
    meta: { silentError: true },
  });

export const layoutHistoryQuery = (guid: string, page: number) =>
  queryOptions({
    queryKey: [...KEY, 'history', guid, page],
    queryFn: ({ signal }) =>
      api.call(
        emailsRoutes.layoutHistories,
        { params: { id: guid }, query: { take: 30, skip: page * 30 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

export const saveLayout = (body: LayoutBodyInput, guid?: string) =>
  guid
    ? api.call(emailsRoutes.updateLayout, { params: { id: guid }, body })
    : api.call(emailsRoutes.createLayout, { body });

export const deleteLayout = (guid: string) => api.call(emailsRoutes.deleteLayout, { params: { id: guid } });

export const previewLayout = (content: string, signal?: AbortSignal) =>
  api.call(emailsRoutes.previewLayout, { body: { content } }, { signal });

export const emailsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [...KEY] });

/** The series the caller may edit (first 100, newest first), for the e-mails screen's choice. */
export const emailSeriesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'series'],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.list, { query: { take: 100, skip: 0 } }, { signal }),
    meta: { silentError: true },
  });

/** GET admin/emails: event e-mails across series (admin). */
export const allEmailsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...KEY, 'all', query],
    queryFn: ({ signal }) =>
      api.call(
        emailsRoutes.list,
        {
          query: {
            take: query.take,
            skip: query.skip,
            searchText: typeof query.searchText === 'string' ? query.searchText : undefined,
            type: query.type ? Number(query.type) : undefined,
            seriesGuid:
              typeof query.seriesGuid === 'string' && query.seriesGuid ? query.seriesGuid : undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

/** The event's races with their categories (the public event detail), for the e-mail conditions. */
export const eventRacesQuery = (eventGuid: string) =>
  queryOptions({
    queryKey: [...KEY, 'races', eventGuid],
    queryFn: ({ signal }) =>
      api.call(seriesRoutes.event, { params: { guid: eventGuid }, query: {} }, { signal }).then((e) =>
        e.subevents.map((s) => ({
          guid: s.guid,
          name: s.name,
          categories: s.categories.map((c) => ({ guid: c.guid, name: c.name })),
        })),
      ),
    meta: { silentError: true },
  });

// ——— global e-mails (every series) ———

/** GET admin/global-emails: the admin's texts of the trigger kinds for every series. */
export const globalEmailsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'global'],
    queryFn: ({ signal }) => api.call(emailsRoutes.globalEmails, {}, { signal }),
    meta: { silentError: true },
  });

export const globalEmailHistoryQuery = (guid: string, page: number) =>
  queryOptions({
    queryKey: [...KEY, 'history', guid, page],
    queryFn: ({ signal }) =>
      api.call(
        emailsRoutes.globalEmailHistories,
        { params: { id: guid }, query: { take: 30, skip: page * 30 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

export const saveGlobalEmail = (body: GlobalEmailBodyInput, guid?: string) =>
  guid
    ? api.call(emailsRoutes.update, { params: { id: guid }, body })
    : api.call(emailsRoutes.create, { body });

export const deleteGlobalEmail = (guid: string) => api.call(emailsRoutes.delete, { params: { id: guid } });

export const previewGlobalEmail = (body: GlobalEmailPreviewBodyInput, signal?: AbortSignal) =>
  api.call(emailsRoutes.previewGlobalEmail, { body }, { signal });

export const sendTestGlobalEmail = (body: GlobalEmailPreviewBodyInput & { locale: 'cs' | 'en' }) =>
  api.call(emailsRoutes.sendTestGlobalEmail, { body });
