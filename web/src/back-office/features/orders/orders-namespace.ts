import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/orders.json';
import en from '../../../locales/en/orders.json';

registerBackOfficeTexts();
export const ORDERS_NS = 'orders';
addNamespace(ORDERS_NS, { cs, en });
