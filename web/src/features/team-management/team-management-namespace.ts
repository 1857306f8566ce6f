// This area shows texts of the `errors` namespace too (sign-in failure, throttling).
import '../../lib/errors-namespace';
import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/team-management.json';
import en from '../../locales/en/team-management.json';

/** Texts of the team management screen travel with its chunk. */
export const TEAM_MANAGEMENT_NS = 'team-management';
addNamespace(TEAM_MANAGEMENT_NS, { cs, en });
