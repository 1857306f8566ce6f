import type { Locale } from '../codelists/enums';
import rows from './fio-messages.json' with { type: 'json' };

/** Refusals of the Fio API connection (functions/domain/bank-import/fio-connection.ts), cs and en. */
export const FIO_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
