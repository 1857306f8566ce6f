import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/race-change-rules.json';
import en from '../../../locales/en/race-change-rules.json';

registerBackOfficeTexts();
/** Texts of the race editor's panel for the runner's own race change (issue 27 item 3). */
export const RACE_CHANGE_RULES_NS = 'race-change-rules';
addNamespace(RACE_CHANGE_RULES_NS, { cs, en });
