import '../../../lib/errors-namespace';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/self-service.json';
import en from '../../../locales/en/self-service.json';

/** Texts of the runner self-service (race change) travel with its lazy chunk. */
export const SELF_SERVICE_NS = 'self-service';
addNamespace(SELF_SERVICE_NS, { cs, en });
