import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { SERIES_SORTS, type Organizer } from '@shared/back-office/series-editor-schemas';
import { api } from '../../../../lib/api-client';
import type { ListQuery } from '../../../kit';

const text = (value: string | number | undefined) => (typeof value === 'string' && value ? value : undefined);
const sortOf = (value: string | number | undefined) => SERIES_SORTS.find((s) => s === value);

/** Every query of the editor starts with this key: a save invalidates them all. */
export const SERIES_EDITOR_KEY = ['back-office', 'series-editor'] as const;

/** GET admin/series: the server answers what the caller may see (admin: all; manager: permitted). */
export const seriesListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.call(
        adminSeriesRoutes.list,
        {
          query: {
            searchText: text(query.searchText),
            dateFrom: text(query.dateFrom),
            dateTo: text(query.dateTo),
            sortBy: sortOf(query.sortBy),
            descending:
              query.descending === 'false' ? 'false' : query.descending === 'true' ? 'true' : undefined,
            take: Number(query.take),
            skip: Number(query.skip),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

export const seriesDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'detail', id],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.detail, { params: { id } }, { signal }),
    meta: { silentError: true },
  });

export const seriesHistoryQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'history', id, page],
    queryFn: ({ signal }) =>
      api.call(
        adminSeriesRoutes.histories,
        { params: { id }, query: { take: 30, skip: page * 30 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

export const organizerHistoryQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'organizer-history', id, page],
    queryFn: ({ signal }) =>
      api.call(
        adminSeriesRoutes.organizerHistories,
        { params: { id }, query: { take: 30, skip: page * 30 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

/** The organizers (admin only): a page of the list screen. */
export const organizersQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'organizers', query],
    queryFn: ({ signal }) =>
      api.call(
        adminSeriesRoutes.organizers,
        { query: { searchText: text(query.searchText), take: Number(query.take), skip: Number(query.skip) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

/** The largest page the organizers call answers. */
const ORGANIZER_PAGE = 100;

/**
 * Every organizer, for the series form's select: page after page, so the select offers the 101st
 * organizer too and always holds the series' own (a select without it would show "no organizer").
 */
export const allOrganizersQuery = () =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'organizers', 'all'],
    queryFn: async ({ signal }) => {
      const rows: Organizer[] = [];
      for (let skip = 0; ; skip += ORGANIZER_PAGE) {
        const page = await api.call(
          adminSeriesRoutes.organizers,
          { query: { take: ORGANIZER_PAGE, skip } },
          { signal },
        );
        rows.push(...page.rows);
        if (!page.rows.length || rows.length >= page.total) return rows;
      }
    },
    meta: { silentError: true },
  });

export const organizerQuery = (id: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'organizer', id],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.organizer, { params: { id } }, { signal }),
    meta: { silentError: true },
  });

export const eventsQuery = (seriesId: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'events', seriesId],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.events, { params: { id: seriesId } }, { signal }),
    meta: { silentError: true },
  });

export const eventDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'event', id],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.eventDetail, { params: { id } }, { signal }),
    meta: { silentError: true },
  });

export const eventHistoryQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'event-history', id, page],
    queryFn: ({ signal }) =>
      api.call(
        adminSeriesRoutes.eventHistories,
        { params: { id }, query: { take: 30, skip: page * 30 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

/** The event's races with their categories (sub-categories, pricings) and waves. */
export const subEventsQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'sub-events', eventId],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.subEvents, { params: { id: eventId } }, { signal }),
    meta: { silentError: true },
  });

export const subEventQuery = (id: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'sub-event', id],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.subEvent, { params: { id } }, { signal }),
    meta: { silentError: true },
  });

/** The event's forms (cards): the registration-change panel offers their values. */
export const eventCardsQuery = (eventGuid: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'event-cards', eventGuid],
    queryFn: ({ signal }) =>
      api.call(adminSeriesRoutes.eventCards, { params: { id: eventGuid } }, { signal }),
    meta: { silentError: true },
  });

/** The series' payment details (all of them: a handful per series). */
export const paymentDetailsQuery = (seriesId: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'payment-details', seriesId],
    queryFn: ({ signal }) =>
      api.call(
        adminSeriesRoutes.paymentDetails,
        { params: { id: seriesId }, query: { take: 100, skip: 0 } },
        { signal },
      ),
    meta: { silentError: true },
  });

/** The series' terms and conditions (a handful per series), each with the events that use it. */
export const termsQuery = (seriesId: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'terms', seriesId],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.terms, { params: { id: seriesId } }, { signal }),
    meta: { silentError: true },
  });

/** An event's templates (a handful: one per type and target). */
export const templatesQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'templates', eventId],
    queryFn: ({ signal }) =>
      api.call(adminSeriesRoutes.eventTemplates, { params: { id: eventId } }, { signal }),
    meta: { silentError: true },
  });

/** The series' stylings (every slot; '' = the product's own colour). */
export const stylingsQuery = (seriesId: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'stylings', seriesId],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.stylings, { params: { id: seriesId } }, { signal }),
    meta: { silentError: true },
  });

/** The series' own documents (its logo). */
export const seriesDocumentsQuery = (seriesId: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'series-documents', seriesId],
    queryFn: ({ signal }) =>
      api.call(adminSeriesRoutes.seriesDocuments, { params: { id: seriesId } }, { signal }),
    meta: { silentError: true },
  });

/** An event's documents (logo, background). */
export const eventDocumentsQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'event-documents', eventId],
    queryFn: ({ signal }) =>
      api.call(adminSeriesRoutes.eventDocuments, { params: { id: eventId } }, { signal }),
    meta: { silentError: true },
  });
