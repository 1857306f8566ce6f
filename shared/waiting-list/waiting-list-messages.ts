import type { Locale } from '../codelists/enums';
import rows from './waiting-list-messages.json' with { type: 'json' };

/** Error messages of the waiting list (issue 27), in the spec's §8 style. */
export const WAITING_LIST_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
