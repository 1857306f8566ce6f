import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/event-refunds.json';
import en from '../../../locales/en/event-refunds.json';

registerBackOfficeTexts();
export const EVENT_REFUNDS_NS = 'event-refunds';
addNamespace(EVENT_REFUNDS_NS, { cs, en });
