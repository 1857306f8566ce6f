import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/fio.json';
import en from '../../../locales/en/fio.json';

registerBackOfficeTexts();
export const FIO_NS = 'fio';
addNamespace(FIO_NS, { cs, en });
