import { z } from 'zod';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { guidSchema, pagingQuery } from '../api/common-schemas';

/**
 * The series and events a back-office caller may work on (spec §2 /event-manager/series and
 * /event-manager/events; the remote-select over series and events of §4). Admins see all; event
 * managers what their permissions name.
 */
export const seriesRowSchema = z.object({
  guid: z.string(),
  name: z.string(),
  /** ISO dates. */
  dateFrom: z.string(),
  dateTo: z.string(),
  allowOnHomepage: z.boolean(),
  /** Why the caller sees it: the whole series, or only some of its events. */
  access: z.enum(['all', 'series', 'events']),
});
export type SeriesRow = z.infer<typeof seriesRowSchema>;

export const eventRowSchema = z.object({
  guid: z.string(),
  name: z.string(),
  seriesGuid: z.string(),
  seriesName: z.string(),
  location: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  allowOnHomepage: z.boolean(),
});
export type EventRow = z.infer<typeof eventRowSchema>;

const searchText = z.string().trim().max(100).optional();

export const permittedSeriesQuerySchema = pagingQuery.extend({ searchText });
export const permittedEventsQuerySchema = pagingQuery.extend({
  searchText,
  seriesGuid: guidSchema.optional(),
});

export const permittedSeriesSchema = envelopeSchema(seriesRowSchema);
export const permittedEventsSchema = envelopeSchema(eventRowSchema);

export const SERIES_OR_EVENT_KINDS = ['series', 'event'] as const;
export const seriesOrEventSchema = z.object({
  kind: z.enum(SERIES_OR_EVENT_KINDS),
  guid: z.string(),
  name: z.string(),
  seriesGuid: z.string(),
  seriesName: z.string(),
  dateFrom: z.string(),
});
export type SeriesOrEvent = z.infer<typeof seriesOrEventSchema>;

/** Either a search (`searchText`) or the lookup of one row (`guid`), as the remote-select needs. */
export const seriesOrEventsQuerySchema = z.object({
  searchText,
  guid: guidSchema.optional(),
  kind: z.enum(SERIES_OR_EVENT_KINDS).optional(),
  take: z.coerce.number().int().min(1).max(50).default(20),
});
