import type { Locale } from '../codelists/enums';
import rows from './transfer-messages.json' with { type: 'json' };

/** Refusals of a registration transfer (functions/domain/self-service/transfer-*.ts). */
export const TRANSFER_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
