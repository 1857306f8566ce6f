import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';
import rows from './series-editor-messages.json' with { type: 'json' };

/** Texts of the series editor's codes (admin/series*, admin/series-organizers*), merged into shared/errors/messages.ts. */
export const SERIES_EDITOR_MESSAGES = {
  ...rows,
  'seriesEditor.seriesNotFound': SHARED_TEXTS.seriesNotFound,
  'seriesEditor.organizerNotFound': SHARED_TEXTS.organizerNotFound,
  'seriesEditor.emailLayoutNotFound': SHARED_TEXTS.emailLayoutNotFound,
  'seriesEditor.eventNotFound': SHARED_TEXTS.eventNotFound,
  'seriesEditor.soldMeanwhile': SHARED_TEXTS.soldMeanwhile,
} as const satisfies Record<string, Record<Locale, string>>;
