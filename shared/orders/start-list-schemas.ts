import { z } from 'zod';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { guidSchema, pagingQuery, queryBoolean } from '../api/common-schemas';

/**
 * The back office's start list of one subevent (spec §3 start list and start numbers, §7 "Admin
 * registrations" start list calls): every registration item of an active order (not expired,
 * cancelled or deleted), paid or not, with its start number.
 */

export const subEventIdParams = z.object({ subEventId: guidSchema });

export const adminStartListSortSchema = z.enum([
  'startNumber',
  'lastName',
  'club',
  'category',
  'dateCreated',
  /** The imported ranking: ranked runners first by rank, then the rest by start number. */
  'rank',
]);
export type AdminStartListSort = z.infer<typeof adminStartListSortSchema>;

export const adminStartListQuerySchema = pagingQuery.extend({
  /** Name, club, team or e-mail (case- and accent-insensitive, substring). */
  searchText: z.string().trim().max(100).optional(),
  /** Absent: by rank when the race has a ranking (adminRegistrations.importRanking), else by start number. */
  sort: adminStartListSortSchema.optional(),
  descending: queryBoolean.default(false),
});

/** Query of the exports: the same search and sort, no paging (every row). */
export const startListExportQuerySchema = adminStartListQuerySchema.omit({ take: true, skip: true });

export const adminStartListRowSchema = z.object({
  itemGuid: z.string(),
  orderGuid: z.string(),
  startNumber: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  birthYear: z.number().int().nullable(),
  /** Gender code list: 1 man, 2 woman. */
  gender: z.number().int(),
  categoryGuid: z.string(),
  categoryName: z.string(),
  waveGuid: z.string().nullable(),
  waveName: z.string().nullable(),
  teamName: z.string().nullable(),
  club: z.string().nullable(),
  paid: z.boolean(),
  dateCreated: z.string(),
  /** Rank in the imported ranking (previous results); null: not ranked. */
  rank: z.number().int().nullable().optional(),
  /** The time the ranking gave, as written there (e.g. "0:42:17"). */
  rankTime: z.string().nullable().optional(),
});
export type AdminStartListRow = z.infer<typeof adminStartListRowSchema>;

export const adminStartListSchema = envelopeSchema(adminStartListRowSchema).extend({
  subEventName: z.string(),
  /** Rows without a start number (of the whole list, not the page). */
  withoutNumber: z.number().int(),
  /** Rows with a rank from the imported ranking (of the whole list). */
  ranked: z.number().int().optional(),
  /** The order applied (the query's, else rank when the race has a ranking, else start number). */
  sort: adminStartListSortSchema.optional(),
});
export type AdminStartList = z.infer<typeof adminStartListSchema>;

export const startNumberSchema = z.coerce.number().int().min(1).max(999_999);

export const startNumberExistsQuerySchema = z.object({ startNumber: startNumberSchema });

/**
 * Assign start numbers to the items without one (spec §3 Numbering: category, wave, numberingFrom,
 * numberingTo, gender, includeOpenRegistrations). Numbers already taken in the subevent are skipped;
 * running it again assigns nothing new. Per-category ranges: one run per category. A
 * range whose end lies below its start numbers nobody.
 */
export const assignStartNumbersBodySchema = z
  .object({
    numberingFrom: z.number().int().min(1).max(999_999),
    numberingTo: z.number().int().min(1).max(999_999).optional(),
    categoryGuid: guidSchema.optional(),
    waveGuid: guidSchema.optional(),
    gender: z.number().int().min(1).max(2).optional(),
    /** Also number unpaid (still open) registrations; otherwise only paid ones. */
    includeOpenRegistrations: z.boolean().default(false),
    /** In which order the chosen items receive numbers. */
    order: z.enum(['lastName', 'dateCreated']).default('lastName'),
  })
  .strict();
export type AssignStartNumbersBody = z.infer<typeof assignStartNumbersBodySchema>;

export const assignStartNumbersResultSchema = z.object({
  /** Items that received a number in this run. */
  assigned: z.array(
    z.object({
      itemGuid: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      startNumber: z.number().int(),
    }),
  ),
  /** Chosen items left without a number because the range ran out. */
  unassigned: z.number().int(),
});
export type AssignStartNumbersResult = z.infer<typeof assignStartNumbersResultSchema>;
