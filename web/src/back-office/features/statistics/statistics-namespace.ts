import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/statistics.json';
import en from '../../../locales/en/statistics.json';

registerBackOfficeTexts();
export const STATISTICS_NS = 'statistics';
addNamespace(STATISTICS_NS, { cs, en });
