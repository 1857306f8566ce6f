import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';
import { fileKeySchema } from '../jobs/job-schemas';
import { currencyCodeSchema } from '../catalog/catalog-schemas';
import { DiscountCodeRange, DiscountRange } from '../codelists/enums';
import { checkDiscountFormula } from '../validation/discount-formula';

/**
 * Discount codes of a series (spec §3 Discount, §5): one schema per concept, used by the admin
 * calls (admin/series/discounts*), their Lambda and the back-office form.
 */

/** Codes are stored and compared upper-case: `jaro10` and `JARO10` are one code of the series. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const DISCOUNT_PATTERN_WILDCARDS = ['*', '#', '@'] as const;
export const MAX_GENERATED_CODES = 1000;

export const normaliseDiscountCode = (code: string) => code.trim().toUpperCase();

export const discountCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .superRefine((code, ctx) => {
    if (code && !DISCOUNT_CODE_PATTERN.test(code))
      ctx.addIssue({ code: 'custom', message: 'discounts.invalidCode' });
  })
  .transform(normaliseDiscountCode);

/** A price or a §5 formula; its first problem is reported with the formula's message code. */
export const discountPriceSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .superRefine((price, ctx) => {
    const issue = price ? checkDiscountFormula(price) : undefined;
    if (issue) ctx.addIssue({ code: 'custom', message: issue.code, params: issue.params });
  });

const rangeOf = <T extends Record<string, number>>(values: T) =>
  z
    .number()
    .int()
    .refine((v) => Object.values(values).includes(v), { message: 'validation.invalidOption' });

export const discountScopeSchema = z.object({
  eventGuids: z.array(guidSchema).max(200).optional(),
  subEventGuids: z.array(guidSchema).max(200).optional(),
  categoryGuids: z.array(guidSchema).max(200).optional(),
  subcategoryGuids: z.array(guidSchema).max(200).optional(),
  waveGuids: z.array(guidSchema).max(200).optional(),
});
export type DiscountScope = z.infer<typeof discountScopeSchema>;
export const DISCOUNT_SCOPE_KEYS = [
  'eventGuids',
  'subEventGuids',
  'categoryGuids',
  'subcategoryGuids',
  'waveGuids',
] as const satisfies ReadonlyArray<keyof DiscountScope>;

const isoDateTime = z.iso.datetime({ offset: true });

/** Everything of a discount but its code: what generated codes share. */
const discountFields = {
  description: z.string().trim().max(500).default(''),
  price: discountPriceSchema,
  currency: currencyCodeSchema,
  discountRange: rangeOf(DiscountRange),
  codeRange: rangeOf(DiscountCodeRange),
  /** 0 = unlimited; one use per discounted registration. */
  usageLimit: z.number().int().min(0).max(1_000_000).default(0),
  validFrom: isoDateTime.nullable().optional(),
  validTo: isoDateTime.nullable().optional(),
  scope: discountScopeSchema.default({}),
  exceptions: discountScopeSchema.default({}),
};

/** Spec §5: Valid To after Valid From. */
function validWindow(value: { validFrom?: string | null; validTo?: string | null }, ctx: z.RefinementCtx) {
  if (value.validFrom && value.validTo && Date.parse(value.validTo) <= Date.parse(value.validFrom))
    ctx.addIssue({ code: 'custom', message: 'discounts.validToBeforeFrom', path: ['validTo'] });
}

/** The form: one discount without its series. */
export const discountFormSchema = z
  .object({ code: discountCodeSchema, ...discountFields })
  .superRefine(validWindow);
export type DiscountForm = z.input<typeof discountFormSchema>;

/** Create and update: the form plus the series it belongs to. */
export const discountBodySchema = z
  .object({ seriesGuid: guidSchema, code: discountCodeSchema, ...discountFields })
  .superRefine(validWindow);
export type DiscountBody = z.output<typeof discountBodySchema>;

function checkPattern(pattern: string, ctx: z.RefinementCtx) {
  if (!pattern) return;
  if (!/^[A-Za-z0-9_\-*#@]+$/.test(pattern))
    ctx.addIssue({ code: 'custom', message: 'discounts.invalidPattern' });
  else if (![...pattern].some((c) => (DISCOUNT_PATTERN_WILDCARDS as readonly string[]).includes(c)))
    ctx.addIssue({ code: 'custom', message: 'discounts.patternWithoutWildcard' });
}

export const discountPatternSchema = z.string().trim().min(1).max(50).superRefine(checkPattern);

/** Generate N codes from a pattern (`*` letter or digit, `#` digit, `@` letter), all else shared. */
export const generateDiscountsBodySchema = z
  .object({
    pattern: discountPatternSchema,
    count: z.number().int().min(1).max(MAX_GENERATED_CODES),
    ...discountFields,
  })
  .superRefine(validWindow);
export type GenerateDiscountsBody = z.output<typeof generateDiscountsBodySchema>;
export const generatedDiscountsSchema = z.object({ codes: z.array(z.string()) });

/** One code as the back office lists it, with how many registrations used it. */
export const discountSchema = z.object({
  seriesGuid: z.string(),
  code: z.string(),
  description: z.string(),
  price: z.string(),
  currency: currencyCodeSchema,
  discountRange: z.number().int(),
  codeRange: z.number().int(),
  usageLimit: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  scope: discountScopeSchema,
  exceptions: discountScopeSchema,
  /** Registrations that used the code (active orders; expired and cancelled ones give it back). */
  used: z.number().int(),
  /** Deleted after registrations used it: kept for their orders, no longer applies at checkout. */
  archived: z.boolean(),
});
export type DiscountView = z.infer<typeof discountSchema>;

export const DISCOUNTS_PAGE_SIZE = 30;
export const DISCOUNT_LIST_STATES = ['inUse', 'archived', 'all'] as const;
export type DiscountListState = (typeof DISCOUNT_LIST_STATES)[number];

/** Whether a code belongs to the list state asked for. */
export const inListState = (archived: boolean | undefined, state: DiscountListState = 'inUse') =>
  state === 'all' || (state === 'archived') === (archived ?? false);
export const discountsQuerySchema = z.object({
  /** Part of the code or the description, case-insensitive. */
  searchText: z.string().trim().max(100).optional(),
  take: z.coerce.number().int().min(1).max(100).default(DISCOUNTS_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Which codes: those in use (default), the archived ones (deleted after use), or all. */
  state: z.enum(DISCOUNT_LIST_STATES).default('inUse'),
});
/** event-manager/{userId}/discounts: the codes of every permitted series, or of one. */
export const permittedDiscountsQuerySchema = discountsQuerySchema.extend({
  seriesGuid: guidSchema.optional(),
});

export const discountsSchema = z.object({
  page: z.number().int(),
  maxPage: z.number().int(),
  total: z.number().int(),
  rows: z.array(discountSchema),
});
export type Discounts = z.infer<typeof discountsSchema>;

export const seriesIdParams = z.object({ id: guidSchema });
/** A discount is named by its series and its (upper-case) code. */
export const discountIdParams = z.object({ id: discountCodeSchema });
export const discountSeriesQuery = z.object({ seriesGuid: guidSchema });
export const discountCodeQuery = z.object({ code: discountCodeSchema });

/** What a delete did: a code nobody used is removed; one registrations used is archived instead. */
export const discountDeletedSchema = z.object({ deleted: z.boolean(), archived: z.boolean() });
export type DiscountDeleted = z.infer<typeof discountDeletedSchema>;

/**
 * import-from-csv: the uploaded file (`POST admin/series/{id}/uploads`, purpose `discounts`) in the
 * export's format (UTF-8, `;`, header row); the import runs as a job.
 */
export const importDiscountsBodySchema = z.object({ fileKey: fileKeySchema('discounts') }).strict();
export type ImportDiscountsBody = z.infer<typeof importDiscountsBodySchema>;

/**
 * What an import did (spec §8; the result of the `discountImport` job, also partial while it runs):
 * rows loaded, codes created, codes updated, rows skipped (unchanged, or refused for the errors
 * listed by line and column). A second import of the same file creates and updates nothing.
 */
export const discountImportResultSchema = z.object({
  loaded: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), column: z.string(), messages: z.array(z.string()) })),
});
export type DiscountImportResult = z.infer<typeof discountImportResultSchema>;
