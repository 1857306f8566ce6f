import type { Locale } from '../codelists/enums';
import rows from './email-variables.json' with { type: 'json' };

/**
 * The {{variables}} an e-mail text may use (spec §3 "E-mail variables"). Descriptions are for the
 * admin e-mail editor (its insertable chips). A variable that does not apply to an e-mail (no team, no bank data…)
 * renders as an empty string. The rows (email-variables.json) follow the spec's list, then the ones
 * later features added: the waiting-list offer (issue 27), the tax document paragraph (issue 28),
 * the registration transfer (issue 27 item 2) and the QR tickets (issue 27 item 4).
 */
export const EMAIL_VARIABLES = rows satisfies Record<string, Record<Locale, string>>;

export type EmailVariableName = keyof typeof EMAIL_VARIABLES;
export const EMAIL_VARIABLE_NAMES = Object.keys(EMAIL_VARIABLES) as EmailVariableName[];
