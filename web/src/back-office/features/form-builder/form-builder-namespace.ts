import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/form-builder.json';
import en from '../../../locales/en/form-builder.json';

registerBackOfficeTexts();
export const FORM_BUILDER_NS = 'form-builder';
addNamespace(FORM_BUILDER_NS, { cs, en });
