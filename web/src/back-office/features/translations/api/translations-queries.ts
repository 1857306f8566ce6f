import { queryOptions } from '@tanstack/react-query';
import { emailsRoutes } from '@shared/api/areas/emails';
import type { UpdateTranslationsBody } from '@shared/back-office/translation-schemas';
import { api } from '../../../../lib/api-client';

export const TRANSLATIONS_KEY = ['back-office', 'translations'] as const;

/** GET admin/translations: every overridable text, the overrides, versions and recent changes. */
export const translationsQuery = () =>
  queryOptions({
    queryKey: TRANSLATIONS_KEY,
    queryFn: ({ signal }) => api.call(emailsRoutes.translations, undefined, { signal }),
    meta: { silentError: true },
  });

/** PUT admin/translations: one language's whole set of overrides with the version read. */
export const saveTranslations = (body: UpdateTranslationsBody) =>
  api.call(emailsRoutes.updateTranslations, { body });
