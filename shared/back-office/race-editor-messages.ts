import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';
import rows from './race-editor-messages.json' with { type: 'json' };

/** Texts of the race editor's codes (sub-events, categories, sub-categories, pricings, waves), merged into shared/errors/messages.ts. */
export const RACE_EDITOR_MESSAGES = {
  ...rows,
  'raceEditor.soldMeanwhile': SHARED_TEXTS.soldMeanwhile,
} as const satisfies Record<string, Record<Locale, string>>;
