import { z } from 'zod';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { CURRENCY_CODES } from '../codelists/enums';
import { parseDateOnly } from '../validation/date-only';
import { SERIES_PAGE_SIZE } from './list-paging';

/**
 * The series editor (spec §2 "Admin series", §3 Series and Series organizer, §5 dates, §7 "Admin
 * series"): one schema per concept, used by the admin-series Lambda and by the screen's forms, so a
 * field reads the same error before and after submitting.
 */
export { SERIES_PAGE_SIZE };

const guid = z.uuid({ version: undefined });
const searchText = z.string().trim().max(100).optional();
const text = (max: number) => z.string().trim().max(max);

/** A calendar date `YYYY-MM-DD` (the forms' DateInput value); impossible dates are refused. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')
  .refine((v) => parseDateOnly(v) !== undefined, 'validation.invalidDate');

/**
 * Spec §5 "Date To after Date From": the last day may not come before the first (a one-day series
 * has both on the same day). Compared as ISO dates, which sort as text.
 */
export function dateToIsNotBeforeDateFrom(dates: { dateFrom?: string; dateTo?: string }): boolean {
  if (!dates.dateFrom || !dates.dateTo) return true;
  return dates.dateTo >= dates.dateFrom;
}

// ——— series ———

/** An optional reference chosen in a select: '' means none. */
const optionalGuid = z.union([guid, z.literal('')]);
const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]);

/** The Series fields of spec §3 an editor sets (the logo is a document, uploaded on its own). */
export const seriesFieldsSchema = z.object({
  name: text(200).min(1),
  dateFrom: calendarDateSchema,
  dateTo: calendarDateSchema,
  organizerId: optionalGuid,
  /** The e-mail layout ("e-mail template") the series' e-mails are wrapped in. */
  emailLayoutId: optionalGuid,
  url: optionalUrl,
  anotation: text(1000),
  /** Rich text, sanitised by the server before it is stored. */
  description: z.string().max(20_000),
  allowOnHomepage: z.boolean(),
  hasRanking: z.boolean(),
  /** Number of a custom client application serving the series (0 = the product's own pages). */
  customClient: z.number().int().min(0).max(9999),
  /** Text shown instead of the standard personal-data consent at checkout. */
  gdprReplacement: z.string().max(5000),
  /** Tracking snippets an organiser asked for (stored; the product's pages never run them: CSP). */
  scripts: z.string().max(20_000),
  /** E-commerce tracking of orders on the series' pages. */
  ecommerce: z.boolean(),
});
export type SeriesFields = z.infer<typeof seriesFieldsSchema>;

const withSeriesDates = <T extends z.ZodType<{ dateFrom?: string; dateTo?: string }>>(schema: T) =>
  schema.refine(dateToIsNotBeforeDateFrom, {
    message: 'seriesEditor.dateToBeforeDateFrom',
    path: ['dateTo'],
  });

/** POST admin/series, and the series form. */
export const createSeriesBodySchema = withSeriesDates(seriesFieldsSchema);
export type CreateSeriesBody = z.infer<typeof createSeriesBodySchema>;

/** PUT admin/series/{id}: the fields plus the version read (two editors get a conflict, not a silent overwrite). */
export const updateSeriesBodySchema = withSeriesDates(
  seriesFieldsSchema.extend({ version: z.number().int().min(0) }),
);
export type UpdateSeriesBody = z.infer<typeof updateSeriesBodySchema>;

export const seriesIdParams = z.object({ id: guid });

export const SERIES_SORTS = ['dateFrom', 'name'] as const;

/** GET admin/series: filters of spec §3 (searchText, dateFrom, dateTo), sort and paging. */
export const seriesListQuerySchema = z
  .object({
    /** Name, case and accents ignored. */
    searchText,
    /** Series still running on or after this day. */
    dateFrom: calendarDateSchema.optional(),
    /** Series starting on or before this day. */
    dateTo: calendarDateSchema.optional(),
    sortBy: z.enum(SERIES_SORTS).default('dateFrom'),
    descending: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    take: z.coerce.number().int().min(1).max(100).default(SERIES_PAGE_SIZE),
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine(dateToIsNotBeforeDateFrom, { message: 'seriesEditor.dateToBeforeDateFrom', path: ['dateTo'] });
export type SeriesListQuery = z.infer<typeof seriesListQuerySchema>;

export const seriesListRowSchema = z.object({
  guid: z.string(),
  name: z.string(),
  /** ISO instants as stored. */
  dateFrom: z.string(),
  dateTo: z.string(),
  organizerName: z.string().nullable(),
  allowOnHomepage: z.boolean(),
  /** Why the caller sees it: every series (admin), the whole series, or only some of its events. */
  access: z.enum(['all', 'series', 'events']),
});
export type SeriesListRow = z.infer<typeof seriesListRowSchema>;
export const seriesListSchema = envelopeSchema(seriesListRowSchema);

/** GET admin/series/{id}: the editable fields (dates as Prague calendar days) and what the form shows. */
export const seriesDetailSchema = seriesFieldsSchema.extend({
  guid: z.string(),
  logoUrl: z.string().nullable(),
  version: z.number().int(),
  dateCreated: z.string().nullable(),
  dateUpdated: z.string().nullable(),
});
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;

export const deletedSchema = z.object({ deleted: z.literal(true) });

// ——— history ———

export const HISTORY_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
const historyValue = z.union([z.string(), z.boolean(), z.number(), z.null()]);
export type HistoryValue = z.infer<typeof historyValue>;

export const fieldChangeSchema = z.object({ field: z.string(), before: historyValue, after: historyValue });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** Who changed what and when, before → after (design "History everywhere"). */
export const historyEntrySchema = z.object({
  historyId: z.string(),
  /** ISO-8601 UTC. */
  at: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  actor: z.object({ userId: z.string(), name: z.string() }),
  changes: z.array(fieldChangeSchema),
  /**
   * A change below the record whose history this is (a race, category, sub-category, pricing or
   * wave of an event; a payment detail or discount code of the series): what it was and its name
   * (`eventName` empty for what belongs to the series). Absent for the record's own fields.
   */
  target: z
    .object({
      kind: z.enum([
        'subevent',
        'category',
        'subcategory',
        'pricing',
        'wave',
        'paymentDetail',
        'discount',
        'card',
        'numbering',
        'terms',
        'stylings',
        'template',
        'team',
        'document',
        'groupEmail',
        'webhook',
        'partnerKey',
      ]),
      guid: z.string(),
      name: z.string(),
      eventName: z.string(),
    })
    .optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(100).default(SERIES_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const historySchema = envelopeSchema(historyEntrySchema);

// Organizers (spec §3 Series organizer): organizer-schemas.ts, exported from here too.
export * from './organizer-schemas';

// ——— events ———

/** An instant as the DateTimeInput gives it (ISO, UTC). */
export const instantSchema = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), 'validation.invalidDate');

/** Spec §5 "Date To after Date From" for instants: the end may not come before the start. */
export function instantToIsNotBeforeFrom(dates: { dateFrom?: string; dateTo?: string }): boolean {
  if (!dates.dateFrom || !dates.dateTo) return true;
  return Date.parse(dates.dateTo) >= Date.parse(dates.dateFrom);
}

/** What, where and when of spec §3 Event, which a Subevent (race) has too (race-schemas.ts). */
export const eventPlaceAndTimeFields = {
  name: text(200).min(1),
  anotation: text(1000),
  /** Rich text, sanitised by the server before it is stored. */
  description: z.string().max(20_000),
  location: text(200),
  url: optionalUrl,
  dateFrom: instantSchema,
  dateTo: instantSchema,
  lattitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
};

/** The Event fields of spec §3 set in the events tab (races, documents and templates have their own). */
export const eventFieldsSchema = z.object({
  ...eventPlaceAndTimeFields,
  /** Places in the whole event; 0 = unlimited (spec §9). */
  capacity: z.number().int().min(0).max(1_000_000),
  allowOnHomepage: z.boolean(),
  /** Days an unpaid order lives; empty = the product default. */
  daysTillExpiration: z.number().int().min(1).max(365).nullable(),
  termsAndConditionsId: optionalGuid,
  /** Currencies the event sells in (spec §1: prices and currency are per event). */
  currencies: z.array(z.enum(CURRENCY_CODES)).min(1, 'validation.required'),
});
export type EventFields = z.infer<typeof eventFieldsSchema>;

const withEventDates = <T extends z.ZodType<{ dateFrom?: string; dateTo?: string }>>(schema: T) =>
  schema.refine(instantToIsNotBeforeFrom, { message: 'seriesEditor.dateToBeforeDateFrom', path: ['dateTo'] });

/** The event form. */
export const eventFormSchema = withEventDates(eventFieldsSchema);
/** POST admin/series/events: the event and the series it belongs to. */
export const createEventBodySchema = withEventDates(eventFieldsSchema.extend({ seriesGuid: guid }));
export type CreateEventBody = z.infer<typeof createEventBodySchema>;
/** PUT admin/series/events/{id}: the fields plus the version read. */
export const updateEventBodySchema = withEventDates(
  eventFieldsSchema.extend({
    version: z.number().int().min(0),
    /**
     * The admin confirmed closing sales: the capacity becomes the places sold, this many as the form
     * showed them (refused when the number sold changed by the write). Replaces `capacity`.
     */
    closeSalesAt: z.number().int().min(1).max(1_000_000).optional(),
  }),
);
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;

export const eventIdParams = z.object({ id: guid });

/** Copy of an event to next season (beyond the spec): whole days to move every date, a new name (empty = the same). */
export const COPY_EVENT_DEFAULT_DAYS = 364;
export const copyEventBodySchema = z.object({
  shiftDays: z.number().int().min(1).max(3650),
  name: z.string().trim().max(200).optional(),
});
export type CopyEventBody = z.infer<typeof copyEventBodySchema>;
/** The call's body: the series the copy goes to is the source's own (the call's series scope). */
export const copyEventRequestSchema = copyEventBodySchema.extend({ seriesGuid: guid });

/**
 * POST admin/series/events/create-many and PUT admin/series/events/update-many (spec §7): up to 50
 * events of one series, each as its single create or update (with its id and version).
 */
export const createEventsBodySchema = z.object({
  seriesGuid: guid,
  items: z.array(eventFormSchema).min(1).max(50),
});
export const updateEventsBodySchema = z.object({
  seriesGuid: guid,
  items: z
    .array(
      withEventDates(
        eventFieldsSchema.extend({
          id: guid,
          version: z.number().int().min(0),
          closeSalesAt: z.number().int().min(1).max(1_000_000).optional(),
        }),
      ),
    )
    .min(1)
    .max(50),
});

/** POST admin/series/events/reorder: every event of the series, in the new order. */
export const reorderEventsBodySchema = z.object({
  seriesGuid: guid,
  eventGuids: z
    .array(guid)
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'seriesEditor.reorderMismatch'),
});

export const eventRowSchema = z.object({
  guid: z.string(),
  name: z.string(),
  order: z.number().int(),
  location: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  capacity: z.number().int(),
  allowOnHomepage: z.boolean(),
});
export type EventListRow = z.infer<typeof eventRowSchema>;
export const eventListSchema = z.array(eventRowSchema);

export const eventDetailSchema = eventFieldsSchema.extend({
  guid: z.string(),
  seriesGuid: z.string(),
  order: z.number().int(),
  logoUrl: z.string().nullable(),
  version: z.number().int(),
  dateCreated: z.string().nullable(),
  dateUpdated: z.string().nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;
