import { z } from 'zod';
import { guidSchema, pagingQuery, queryBoolean } from '../api/common-schemas';
import { envelopeSchema } from '../catalog/catalog-schemas';
import type { EmailVariableName } from './email-variables';

/**
 * Group e-mails (spec §3 "Group e-mail", §7 sent-group-emails): a subject and a rich-text body
 * sent to the registrators of the orders a registrations filter selects (one series), queued at
 * once and sent in the background, each recipient at most once.
 */
export const GROUP_EMAIL_PAGE_SIZE = 30;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The registrations filter a group e-mail is sent to (the orders list's filter, one series). */
export const groupEmailFilterSchema = z.object({
  seriesId: guidSchema,
  /**
   * The orders list's narrower filters (an event, a race, a category, a wave), when the list had
   * them: the same semantics as the list (an order matches when one of its items is of them).
   */
  seriesEventId: guidSchema.optional(),
  seriesSubEventId: guidSchema.optional(),
  seriesCategoryId: guidSchema.optional(),
  seriesWaveId: guidSchema.optional(),
  searchText: z.string().trim().max(100).optional(),
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
  paid: z.boolean().optional(),
  expired: z.boolean().optional(),
  cancelled: z.boolean().optional(),
  deleted: z.boolean().optional(),
  /** The orders list's "issued" flag, when the list had it. */
  issued: z.boolean().optional(),
});
export type GroupEmailFilter = z.infer<typeof groupEmailFilterSchema>;

/** Compose: subject, body (rich text with {{variables}}, sanitised by the server) and the filter. */
export const groupEmailBodySchema = groupEmailFilterSchema.extend({
  subject: z.string().trim().min(1).max(250),
  body: z.string().trim().min(1).max(100_000),
});
export type GroupEmailBody = z.infer<typeof groupEmailBodySchema>;

/** Numeric id of a group e-mail (spec §2 /admin/sent-group-emails/{numeric id}). */
export const groupEmailIdParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,11}$/) });

export const groupEmailSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  seriesId: z.string(),
  seriesName: z.string(),
  seriesEventId: z.string().nullable(),
  seriesSubEventId: z.string().nullable(),
  seriesCategoryId: z.string().nullable(),
  seriesWaveId: z.string().nullable(),
  searchText: z.string().nullable(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  paid: z.boolean().nullable(),
  expired: z.boolean().nullable(),
  cancelled: z.boolean().nullable(),
  deleted: z.boolean().nullable(),
  issued: z.boolean().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  createdByName: z.string(),
  ipAddress: z.string(),
  /** Recipients resolved so far (null until the worker has counted them). */
  total: z.number().int().nullable(),
  sent: z.number().int(),
  /** queued → resolving recipients; sending → every entry queued; failed → resolving failed. */
  state: z.enum(['queued', 'sending', 'failed']),
});
export type GroupEmail = z.infer<typeof groupEmailSchema>;
/**
 * A row of the list: the e-mail without its body, with the names of the event, race, category and
 * wave it was narrowed to (null without one, or when that no longer exists: the id then stands).
 */
export const groupEmailRowSchema = groupEmailSchema.omit({ body: true }).extend({
  seriesEventName: z.string().nullable(),
  seriesSubEventName: z.string().nullable(),
  seriesCategoryName: z.string().nullable(),
  seriesWaveName: z.string().nullable(),
});
export type GroupEmailRow = z.infer<typeof groupEmailRowSchema>;
export const groupEmailsSchema = envelopeSchema(groupEmailRowSchema);
export type GroupEmails = z.infer<typeof groupEmailsSchema>;

export const groupEmailsQuerySchema = pagingQuery.extend({
  /** Subject, sender or series name (case and accents ignored). */
  searchText: z.string().trim().max(200).optional(),
  /** Created on or after / on or before this day (yyyy-mm-dd, Prague). */
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
  /**
   * The series, event, race, category or wave the e-mail was sent to: an e-mail matches when it
   * was narrowed to exactly that one (the column shows it), so a whole series' e-mail is found by
   * its series, not by one of its events.
   */
  seriesId: guidSchema.optional(),
  seriesEventId: guidSchema.optional(),
  seriesSubEventId: guidSchema.optional(),
  seriesCategoryId: guidSchema.optional(),
  seriesWaveId: guidSchema.optional(),
});
export type GroupEmailsQuery = z.infer<typeof groupEmailsQuerySchema>;

export const groupEmailEntrySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  orderId: z.string(),
  sent: z.boolean(),
  lastAttempt: z.string().nullable(),
  attemptCount: z.number().int(),
});
export type GroupEmailEntry = z.infer<typeof groupEmailEntrySchema>;
export const groupEmailEntriesSchema = envelopeSchema(groupEmailEntrySchema);

export const groupEmailEntriesQuerySchema = pagingQuery.extend({
  /** E-mail address (substring, case ignored). */
  searchText: z.string().trim().max(200).optional(),
  sent: queryBoolean.optional(),
});

/** The {{variables}} a group e-mail can use: those of the recipient's order (spec §3). */
export const GROUP_EMAIL_VARIABLES = [
  'registratorFirstName',
  'registratorLastName',
  'registratorEmail',
  'registreeNames',
  'registreeEmails',
  'seriesName',
  'eventName',
  'subEventName',
  'price',
  'returnedAmount',
  'dateCreated',
  'datePaid',
  'expiresAt',
  'variableSymbol',
  'bankAccount',
  'iban',
  'swift',
  'constantSymbol',
  'paymentLink',
  'registrationLink',
  'items',
  'teamName',
] as const satisfies readonly EmailVariableName[];

/** The preview of a draft (series layout, sample order), cs and en. */
export const groupEmailPreviewBodySchema = z.object({
  seriesId: guidSchema,
  subject: z.string().trim().max(250),
  body: z.string().max(100_000),
});
