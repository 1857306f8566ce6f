import { z } from 'zod';
import { LOCALES } from '../codelists/enums';
import { historyEntrySchema } from './series-editor-schemas';

/**
 * Text overrides (spec §7 "Other admin: translations"): an admin replaces chosen texts of the public
 * app per language. The built-in texts stay in the code (web/src/locales); an override travels to
 * runners through the public `GET translations/{lang}` and is merged over the built-in text in the
 * SPA. Used by the calls, the emails Lambda, the common Lambda and the back-office screen.
 */

/** The namespaces of the public pages whose texts an admin may override (the back office's are not offered). */
export const TRANSLATION_NAMESPACES = [
  'common',
  'home',
  'catalog',
  'start-list',
  'cart',
  'checkout',
  'registration',
  'account',
  'user-menu',
  'user-area',
  'team-management',
  'static-pages',
] as const;
export type TranslationNamespace = (typeof TRANSLATION_NAMESPACES)[number];

/** Longer than any built-in text (the longest static page paragraph is ~1,100 characters). */
export const TRANSLATION_MAX_LENGTH = 2000;

const INTERPOLATION = /\{\{\s*([^{}\s,]+)[^{}]*\}\}/g;

/** The interpolation variables a text uses (`{{count}}` → `count`), each once, in order. */
export function interpolationVariables(text: string): string[] {
  return [...new Set([...text.matchAll(INTERPOLATION)].map((m) => m[1] as string))];
}

/** Variables of the built-in text an override leaves out (the page would show less than it must). */
export const missingVariables = (builtIn: string, override: string): string[] => {
  const present = new Set(interpolationVariables(override));
  return interpolationVariables(builtIn).filter((v) => !present.has(v));
};

/** Plain text only: the texts are shown as text, so markup would show up literally (and is refused). */
export const hasMarkup = (text: string): boolean => /<\/?[a-z!][^>]*>/i.test(text);

/** One override text: empty means "use the built-in text" (the override is removed). */
export const translationTextSchema = z
  .string()
  .max(TRANSLATION_MAX_LENGTH)
  .refine((t) => !hasMarkup(t), 'translations.plainTextOnly');

/** A key as i18next names it in a namespace (nested keys joined by dots). */
export const translationKeySchema = z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/, 'validation.invalidFormat');

/** Overrides of one language: namespace → key → text. */
export const translationOverridesSchema = z.partialRecord(
  z.enum(TRANSLATION_NAMESPACES),
  z.record(translationKeySchema, translationTextSchema),
);
export type TranslationOverrides = z.infer<typeof translationOverridesSchema>;

const perLanguage = <S extends z.ZodType>(s: S) => z.object({ cs: s, en: s });

export const translationEntrySchema = z.object({
  namespace: z.enum(TRANSLATION_NAMESPACES),
  key: z.string(),
  builtIn: perLanguage(z.string()),
  /** The override, or null when the built-in text applies. */
  override: perLanguage(z.string().nullable()),
});
export type TranslationEntry = z.infer<typeof translationEntrySchema>;

/** GET admin/translations: every overridable text with its override, the versions and recent changes. */
export const adminTranslationsSchema = z.object({
  /** The version of each language's overrides the editor read (sent back on save). */
  versions: perLanguage(z.number().int()),
  entries: z.array(translationEntrySchema),
  /** The latest changes, newest first (at most 20). */
  history: z.array(historyEntrySchema.extend({ language: z.enum(LOCALES) })),
});
export type AdminTranslations = z.infer<typeof adminTranslationsSchema>;

/**
 * PUT admin/translations: the whole set of one language's overrides (what is left out is removed)
 * and the version read; a save since then is refused.
 */
export const updateTranslationsBodySchema = z.object({
  language: z.enum(LOCALES),
  version: z.number().int().min(0),
  overrides: translationOverridesSchema,
});
export type UpdateTranslationsBody = z.infer<typeof updateTranslationsBodySchema>;
