import type { Locale } from '../codelists/enums';
import rows from './admin-order-messages.json' with { type: 'json' };

/** Refusals of the admin order actions (functions/domain/orders/order-state.ts). */
export const ADMIN_ORDER_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
