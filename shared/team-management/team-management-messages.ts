import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';
import rows from './team-management-messages.json' with { type: 'json' };

/** Texts of the team management codes (series/team-management/*), merged into shared/errors/messages.ts. */
export const TEAM_MANAGEMENT_MESSAGES = {
  ...rows,
  'teamManagement.teamNotFound': SHARED_TEXTS.teamNotFound,
  'teamManagement.teamChangedMeanwhile': SHARED_TEXTS.teamChangedMeanwhile,
} as const satisfies Record<string, Record<Locale, string>>;
