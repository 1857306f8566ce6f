import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';
import { fileKeySchema } from '../jobs/job-schemas';

/**
 * Start numbers from a file (spec §7 admin series numbering "from-file"): a CSV or XLSX of one race
 * with a header row; each row names a registration by its id (the registration item's or, when it
 * has one item in the race, the order's) or by first name + last name + birth year, and the
 * number to give it. Column headers (accents, case and spaces ignored):
 *
 * | column     | headers                                                               |
 * |------------|-----------------------------------------------------------------------|
 * | id         | id, registrationId, itemId, orderId, ID registrace, Registrace        |
 * | firstName  | firstName, Jméno, First name                                          |
 * | lastName   | lastName, Příjmení, Last name, Surname                                |
 * | birthYear  | birthYear, Ročník, Rok narození, Datum narození, birthDate, Born      |
 * | startNumber| startNumber, Startovní číslo, St. č., Číslo, Number, Bib              |
 *
 * A preview job reads and matches without writing; the apply job gives the numbers (each with its
 * race's guard, conditional), so nothing is written before the organiser has seen the report.
 */

export const numberingFromFileBodySchema = z
  .object({
    seriesGuid: guidSchema,
    subEventGuid: guidSchema,
    fileKey: fileKeySchema('startNumbers'),
    /** preview: read and match, write nothing; apply: give the numbers. */
    mode: z.enum(['preview', 'apply']),
    /** Replace a number a registration already has; otherwise such rows are reported. */
    overwrite: z.boolean().default(false),
  })
  .strict();
export type NumberingFromFileBody = z.infer<typeof numberingFromFileBodySchema>;

/** Why a row of the file gives no number. */
export const FILE_ROW_PROBLEMS = [
  'notMatched',
  'ambiguous',
  'invalidNumber',
  'duplicateInFile',
  'duplicateRegistration',
  'numberTaken',
  'hasNumber',
  'changedMeanwhile',
] as const;
export type FileRowProblem = (typeof FILE_ROW_PROBLEMS)[number];

/** Rows of the report kept in the job's result (the counts cover all). */
export const FILE_REPORT_ROWS = 200;

export const fileRowReportSchema = z.object({
  /** 1-based line of the file (the header is line 1). */
  line: z.number().int(),
  problem: z.enum(FILE_ROW_PROBLEMS),
  /** What the row says: the id or the name, and its number as written. */
  label: z.string(),
  startNumber: z.string(),
});
export type FileRowReport = z.infer<typeof fileRowReportSchema>;

export const fileAssignmentSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  previousNumber: z.number().int().nullable(),
  startNumber: z.number().int(),
});

/** The result of a preview or apply job (GET admin/jobs/{id} `result`). */
export const numberingFileResultSchema = z.object({
  mode: z.enum(['preview', 'apply']).default('preview'),
  /** Data rows of the file. */
  rows: z.number().int().default(0),
  /** Numbers given (apply) or that would be given (preview). */
  assigned: z.number().int().default(0),
  /** Rows whose registration already has that number. */
  unchanged: z.number().int().default(0),
  problemCount: z.number().int().default(0),
  /** The first FILE_REPORT_ROWS rows giving no number, with why. */
  problems: z.array(fileRowReportSchema).default([]),
  /** The first FILE_REPORT_ROWS numbers given or to give. */
  assignments: z.array(fileAssignmentSchema).default([]),
  /** Required columns the header lacks. */
  missingColumns: z.array(z.string()).default([]),
});
export type NumberingFileResult = z.infer<typeof numberingFileResultSchema>;
