import '../../lib/errors-namespace';
import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/back-office-shell.json';
import en from '../../locales/en/back-office-shell.json';

/** Texts of the back-office frame (areas, menus, access pages); they travel with the back-office chunk. */
export const SHELL_NS = 'back-office-shell';
addNamespace(SHELL_NS, { cs, en });
