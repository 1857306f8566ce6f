import { z } from 'zod';
import { LOCALES } from '../../codelists/enums';
import { defineArea } from '../define-area';

/**
 * The overrides runners' browsers merge over the built-in texts: a public, cached read of the
 * common Lambda (its own area; functions/api/common.handler.ts serves both). Its schemas stay here, small: public
 * pages import this file, never the admin's (./admin-translations.ts).
 */
export const publicTranslationRoutes = defineArea('common', 'translations', {
  texts: {
    method: 'GET',
    path: 'translations/{lang}',
    auth: 'public',
    summary: 'Text overrides of one language (namespace → key → text), cached for a minute',
    params: z.object({ lang: z.enum(LOCALES) }),
    response: z.record(z.string(), z.record(z.string(), z.string())),
  },
});
