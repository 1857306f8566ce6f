import type { Locale } from '../codelists/enums';
import rows from './transfer-fee-admin-messages.json' with { type: 'json' };

/** Refusals of an admin settling a transfer fee by hand (functions/domain/self-service/transfer-fee-by-hand.ts). */
export const TRANSFER_FEE_ADMIN_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
