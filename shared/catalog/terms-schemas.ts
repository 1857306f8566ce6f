import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';

export const termsAndConditionsSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  /** Checkbox label; text in [[double brackets]] becomes a link to the terms page. */
  label: z.string(),
  /** Sanitised HTML. */
  conditions: z.string(),
});
export type TermsAndConditions = z.infer<typeof termsAndConditionsSchema>;
