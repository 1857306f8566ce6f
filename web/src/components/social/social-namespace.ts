// The social pages show texts of the `errors` namespace too (§8 codes of the social calls).
import '../../lib/errors-namespace';
import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/social.json';
import en from '../../locales/en/social.json';

/** Texts of social sign-in travel with the chunks that show it (sign-in, sign-up, callback, account). */
export const SOCIAL_NS = 'social';
addNamespace(SOCIAL_NS, { cs, en });
