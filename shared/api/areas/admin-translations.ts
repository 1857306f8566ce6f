import { adminTranslationsSchema, updateTranslationsBodySchema } from '../../back-office/translation-schemas';
import { defineArea } from '../define-area';

/**
 * Spec §7 "Other admin: translations": the texts of the public app an admin overrides per language.
 * Served by the emails Lambda (admins only, spec §2); spread into ./emails.ts.
 */
export const adminTranslationRoutes = defineArea('emails', 'emails', {
  translations: {
    method: 'GET',
    path: 'admin/translations',
    auth: 'admin',
    summary: 'Every overridable text of the public app with its built-in text and override (cs, en)',
    response: adminTranslationsSchema,
  },
  updateTranslations: {
    method: 'PUT',
    path: 'admin/translations',
    auth: 'admin',
    summary:
      "Save one language's overrides (variables of the built-in text kept, plain text; version checked; history)",
    body: updateTranslationsBodySchema,
    response: adminTranslationsSchema,
  },
});
