import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/teams.json';
import en from '../../../locales/en/teams.json';

registerBackOfficeTexts();
export const TEAMS_NS = 'teams';
addNamespace(TEAMS_NS, { cs, en });
