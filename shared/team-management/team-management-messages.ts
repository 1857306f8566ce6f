import type { Locale } from '../codelists/enums';

/** Texts of the team management codes (series/team-management/*), merged into shared/errors/messages.ts. */
export const TEAM_MANAGEMENT_MESSAGES = {
  'teamManagement.authenticationFailed': {
    cs: 'Přihlášení k týmu se nezdařilo: nesprávný e-mail nebo PIN.',
    en: 'Team sign-in failed: wrong e-mail or PIN.',
  },
  'teamManagement.teamNotFound': { cs: 'Tým nebyl nalezen.', en: 'The team was not found.' },
} as const satisfies Record<string, Record<Locale, string>>;
