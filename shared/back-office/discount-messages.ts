import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';
import rows from './discount-messages.json' with { type: 'json' };

/** Texts of the discount-code codes (admin/series/discounts*), merged into shared/errors/messages.ts. */
export const DISCOUNT_MESSAGES = {
  ...rows,
  'discounts.seriesNotFound': SHARED_TEXTS.seriesNotFound,
} as const satisfies Record<string, Record<Locale, string>>;
