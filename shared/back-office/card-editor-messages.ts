import type { Locale } from '../codelists/enums';
import rows from './card-editor-messages.json' with { type: 'json' };

/** Texts of the form builder's codes (spec §3 Card, §7 admin series cards), merged into shared/errors/messages.ts. */
export const CARD_EDITOR_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
