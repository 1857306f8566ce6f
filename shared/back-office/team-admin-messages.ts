import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';
import rows from './team-admin-messages.json' with { type: 'json' };

/** Refusals of the admin team calls (functions/domain/team-admin). */
export const TEAM_ADMIN_MESSAGES = {
  ...rows,
  'teams.notFound': SHARED_TEXTS.teamNotFound,
  'teams.changedMeanwhile': SHARED_TEXTS.teamChangedMeanwhile,
} as const satisfies Record<string, Record<Locale, string>>;
