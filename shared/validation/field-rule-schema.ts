import { z } from 'zod';
import { compileFieldPattern, type FieldRule } from './field-rules';
import { parseDateOnly } from './date-only';

// Limits are whole counts for lengths and ages, any finite number for number bounds.
const count = z.number().int().min(0);
const bound = z.number().refine(Number.isFinite);
const dateBound = z
  .string()
  .refine((text) => parseDateOnly(text) !== undefined, 'validation.invalidRuleDate');

/**
 * The wire and storage shape of card field rules, for the card editor API: it refuses what
 * fieldRuleConfigIssues would report, so stored rules always run.
 */
export const fieldRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('required') }),
  z.object({ kind: z.literal('number') }),
  z.object({ kind: z.literal('minNumber'), value: bound }),
  z.object({ kind: z.literal('maxNumber'), value: bound }),
  z.object({ kind: z.literal('minLength'), value: count }),
  z.object({ kind: z.literal('maxLength'), value: count }),
  z.object({
    kind: z.literal('regex'),
    pattern: z.string().refine((p) => compileFieldPattern(p) !== undefined, 'validation.invalidRulePattern'),
  }),
  z.object({ kind: z.literal('dateBefore'), date: dateBound }),
  z.object({ kind: z.literal('dateAfter'), date: dateBound }),
  z.object({ kind: z.literal('minAge'), value: count }),
  z.object({ kind: z.literal('maxAge'), value: count }),
  z.object({ kind: z.literal('minAgeInSubeventYear'), value: count }),
  z.object({ kind: z.literal('maxAgeInSubeventYear'), value: count }),
  z.object({ kind: z.literal('email') }),
  z.object({ kind: z.literal('phone') }),
  z.object({ kind: z.literal('personalIdWithSlash') }),
  z.object({ kind: z.literal('personalIdWithoutSlash') }),
  z.object({ kind: z.literal('businessId') }),
]);

// The schema and the FieldRule union must describe the same shapes.
type SchemaRule = z.infer<typeof fieldRuleSchema>;
const _sameShape: [SchemaRule, FieldRule] extends [FieldRule, SchemaRule] ? true : never = true;
void _sameShape;
