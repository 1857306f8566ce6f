import { z } from 'zod';
import { parseMajorAmount } from '@shared/money';

/**
 * A required amount typed in whole currency units ("150", "99,50") that must be above zero: the
 * form keeps the text, the submit converts it with `parseMajorAmount` (refunds, fees paid by hand).
 */
export const positiveAmountText = z
  .string()
  .trim()
  .min(1)
  .refine((s) => (parseMajorAmount(s) ?? 0) > 0, { message: 'validation.notNumber' });
