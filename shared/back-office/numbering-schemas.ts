import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';

/**
 * Start numberings of a series (spec §3 Numbering, §7 admin series numbering): a saved rule that
 * gives start numbers to the registrations of one race. One schema per concept, used by the calls
 * (admin/series/numberings*), their Lambda and the back-office form.
 *
 * - category / wave / gender / dateFrom–dateTo (when the registration was made) choose the
 *   registrations; `exceptions` names categories and waves left out (e.g. the elite category
 *   numbered by hand);
 * - numberingFrom–numberingTo is the range; numbers already taken in the race are skipped, and so
 *   are the `restrictedNumbers` (a reserved pool, e.g. "1-20, 13, 666", Race Roster's restricted
 *   bibs) — assignment never gives them;
 * - overwriteManual: registrations that already carry a number not given by this numbering (typed
 *   by hand, another numbering) are renumbered; otherwise they keep it. Clearing then also removes
 *   such numbers of the chosen registrations within the range;
 * - includeOpenRegistrations: unpaid (still open) registrations are numbered too, otherwise only paid.
 */

export const MAX_START_NUMBER = 999_999;
const startNumber = z.number().int().min(1).max(MAX_START_NUMBER);

/** The start list's order in which chosen registrations receive numbers. */
export const NUMBERING_ORDERS = ['lastName', 'dateCreated'] as const;

export interface NumberRange {
  from: number;
  to: number;
}

/**
 * Reads a restricted-number list ("1-20, 13; 666"): ranges and single numbers, separated by
 * commas, semicolons or spaces. Answers undefined when a part is not a number or a range runs
 * backwards.
 */
export function parseNumberRanges(text: string): NumberRange[] | undefined {
  const ranges: NumberRange[] = [];
  for (const part of text.split(/[,;\s]+/).filter(Boolean)) {
    const match = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(part);
    if (!match) return undefined;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to < from) return undefined;
    ranges.push({ from, to });
  }
  return ranges;
}

export const numberingExceptionsSchema = z.object({
  categoryGuids: z.array(guidSchema).max(200).default([]),
  waveGuids: z.array(guidSchema).max(200).default([]),
});
export type NumberingExceptions = z.infer<typeof numberingExceptionsSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** The rule's fields (what the form edits and the preview takes). */
export const numberingRuleSchema = z
  .object({
    seriesGuid: guidSchema,
    /** The race whose registrations are numbered (start numbers are unique per race). */
    subEventGuid: guidSchema,
    categoryGuid: guidSchema.nullable().default(null),
    waveGuid: guidSchema.nullable().default(null),
    /** Registrations made from … to (ISO instants; either side open). */
    dateFrom: isoDateTime.nullable().default(null),
    dateTo: isoDateTime.nullable().default(null),
    numberingFrom: startNumber,
    numberingTo: startNumber.nullable().default(null),
    /** Gender code list: 1 man, 2 woman; null = both. */
    gender: z.number().int().min(1).max(2).nullable().default(null),
    exceptions: numberingExceptionsSchema.default({ categoryGuids: [], waveGuids: [] }),
    overwriteManual: z.boolean().default(false),
    includeOpenRegistrations: z.boolean().default(false),
    restrictedNumbers: z
      .string()
      .trim()
      .max(2000)
      .default('')
      .refine((v) => parseNumberRanges(v) !== undefined, { message: 'numberings.invalidRestrictedNumbers' }),
    order: z.enum(NUMBERING_ORDERS).default('lastName'),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.numberingTo !== null && rule.numberingTo < rule.numberingFrom)
      ctx.addIssue({ code: 'custom', path: ['numberingTo'], message: 'numberings.rangeBackwards' });
    if (rule.dateFrom && rule.dateTo && Date.parse(rule.dateTo) <= Date.parse(rule.dateFrom))
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'numberings.dateToBeforeFrom' });
  });
export type NumberingRule = z.infer<typeof numberingRuleSchema>;
export type NumberingRuleInput = z.input<typeof numberingRuleSchema>;

export const numberingSchema = z.object({
  guid: z.string(),
  seriesGuid: z.string(),
  subEventGuid: z.string(),
  subEventName: z.string(),
  categoryGuid: z.string().nullable(),
  waveGuid: z.string().nullable(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  numberingFrom: z.number().int(),
  numberingTo: z.number().int().nullable(),
  gender: z.number().int().nullable(),
  exceptions: z.object({ categoryGuids: z.array(z.string()), waveGuids: z.array(z.string()) }),
  overwriteManual: z.boolean(),
  includeOpenRegistrations: z.boolean(),
  restrictedNumbers: z.string(),
  order: z.enum(NUMBERING_ORDERS),
  /** Registrations currently numbered by this numbering (as of its last execution or clearing). */
  assignedCount: z.number().int(),
  lastExecutedAt: z.string().nullable(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
});
export type NumberingView = z.infer<typeof numberingSchema>;

export const numberingsSchema = z.object({ items: z.array(numberingSchema) });

export const seriesIdParams = z.object({ id: guidSchema });
export const numberingIdParams = z.object({ id: guidSchema });
export const numberingSeriesQuery = z.object({ seriesGuid: guidSchema });
export const numberingSeriesBody = z.object({ seriesGuid: guidSchema }).strict();

/** What a run would do (the preview) or did (the job's result). */
export const numberingAssignmentSchema = z.object({
  itemGuid: z.string(),
  orderGuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  categoryName: z.string(),
  waveName: z.string().nullable(),
  /** The number the registration has now (replaced when overwriteManual), null when none. */
  previousNumber: z.number().int().nullable(),
  startNumber: z.number().int(),
});
export type NumberingAssignment = z.infer<typeof numberingAssignmentSchema>;

export const NUMBERING_PREVIEW_ROWS = 500;

export const numberingPreviewSchema = z.object({
  /** The first NUMBERING_PREVIEW_ROWS assignments, in the order they are given. */
  assignments: z.array(numberingAssignmentSchema),
  /** How many registrations would receive a number. */
  toAssign: z.number().int(),
  /** Chosen registrations left without a number because the range ran out. */
  withoutNumber: z.number().int(),
  /** Chosen registrations that already carry a number and keep it (overwriteManual off or given by this numbering). */
  keepNumber: z.number().int(),
  /** Free numbers of the range left after the run (null: the range is open). */
  numbersLeft: z.number().int().nullable(),
});
export type NumberingPreview = z.infer<typeof numberingPreviewSchema>;

/** The result of an execute or clear job (GET admin/jobs/{id} `result`). */
export const numberingJobResultSchema = z.object({
  assigned: z.number().int().default(0),
  cleared: z.number().int().default(0),
  withoutNumber: z.number().int().default(0),
  /** Numbers someone else took meanwhile (skipped for the next free one) or items changed meanwhile. */
  conflicts: z.number().int().default(0),
});
export type NumberingJobResult = z.infer<typeof numberingJobResultSchema>;

/**
 * The back-office form of a numbering: texts and selects as typed (`''` = none), parsed into the
 * rule above, so the form shows the same messages as the call answers.
 */
export const numberingFormSchema = z
  .object({
    seriesGuid: z.string(),
    subEventGuid: z.string().min(1),
    categoryGuid: z.string(),
    waveGuid: z.string(),
    dateFrom: z.string(),
    dateTo: z.string(),
    numberingFrom: z
      .string()
      .trim()
      .min(1)
      .regex(/^\d{1,6}$/),
    numberingTo: z
      .string()
      .trim()
      .regex(/^\d{0,6}$/),
    gender: z.enum(['', '1', '2']),
    exceptionCategoryGuids: z.array(z.string()),
    exceptionWaveGuids: z.array(z.string()),
    overwriteManual: z.boolean(),
    includeOpenRegistrations: z.boolean(),
    restrictedNumbers: z.string(),
    order: z.enum(NUMBERING_ORDERS),
  })
  .transform((f): NumberingRuleInput => ({
    seriesGuid: f.seriesGuid,
    subEventGuid: f.subEventGuid,
    categoryGuid: f.categoryGuid || null,
    waveGuid: f.waveGuid || null,
    dateFrom: f.dateFrom || null,
    dateTo: f.dateTo || null,
    numberingFrom: Number(f.numberingFrom),
    numberingTo: f.numberingTo ? Number(f.numberingTo) : null,
    gender: f.gender ? Number(f.gender) : null,
    exceptions: { categoryGuids: f.exceptionCategoryGuids, waveGuids: f.exceptionWaveGuids },
    overwriteManual: f.overwriteManual,
    includeOpenRegistrations: f.includeOpenRegistrations,
    restrictedNumbers: f.restrictedNumbers,
    order: f.order,
  }))
  .pipe(numberingRuleSchema);
export type NumberingFormValues = z.input<typeof numberingFormSchema>;

/** The form's values of a saved numbering (or an empty one). */
export function numberingFormValues(seriesGuid: string, n?: NumberingView): NumberingFormValues {
  return {
    seriesGuid,
    subEventGuid: n?.subEventGuid ?? '',
    categoryGuid: n?.categoryGuid ?? '',
    waveGuid: n?.waveGuid ?? '',
    dateFrom: n?.dateFrom ?? '',
    dateTo: n?.dateTo ?? '',
    numberingFrom: n ? String(n.numberingFrom) : '1',
    numberingTo: n?.numberingTo ? String(n.numberingTo) : '',
    gender: n?.gender === 1 ? '1' : n?.gender === 2 ? '2' : '',
    exceptionCategoryGuids: n?.exceptions.categoryGuids ?? [],
    exceptionWaveGuids: n?.exceptions.waveGuids ?? [],
    overwriteManual: n?.overwriteManual ?? false,
    includeOpenRegistrations: n?.includeOpenRegistrations ?? false,
    restrictedNumbers: n?.restrictedNumbers ?? '',
    order: n?.order ?? 'lastName',
  };
}
