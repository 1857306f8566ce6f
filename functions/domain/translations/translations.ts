import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import {
  missingVariables,
  TRANSLATION_NAMESPACES,
  type AdminTranslations,
  type TranslationEntry,
  type TranslationOverrides,
  type UpdateTranslationsBody,
} from '@shared/back-office/translation-schemas';
import type { Locale } from '@shared/codelists/enums';
import type { ValidationError } from '@shared/errors/error-body';
import { formatMessage } from '@shared/errors/messages';
import { BusinessRuleError, ValidationFailedError } from '../errors';
import type { Actor } from '../series-editor/series-editor-ports';
import type { BuiltInTexts } from './built-in-texts';

/**
 * Text overrides (spec §7 "Other admin: translations"): per language, the texts of the public app an
 * admin replaced. One record per language holds them all with a version; a save replaces the
 * language's whole set when the version is still the one the editor read, and writes a history entry
 * with every changed text (field `<namespace>:<key>`, before → after, null = built-in text).
 */

/** Stored as `TRANSLATIONS` / `LANG#<lang>` (functions/adapters/dynamodb/README.md). */
export interface TranslationRecord {
  language: Locale;
  overrides: TranslationOverrides;
  version: number;
  dateUpdated: string;
}

export interface TranslationHistoryRecord extends HistoryEntry {
  language: Locale;
}

export interface TranslationStore {
  getOverrides(language: Locale): Promise<TranslationRecord | null>;
  /** Writes the record and the history entry at once; false when the stored version is no longer `record.version - 1`. */
  saveOverrides(record: TranslationRecord, history: TranslationHistoryRecord): Promise<boolean>;
  /** The latest changes of both languages, newest first. */
  latestHistory(limit: number): Promise<TranslationHistoryRecord[]>;
}

export interface TranslationPorts {
  store: TranslationStore;
  builtIn: () => BuiltInTexts;
  newId: () => string;
  now: () => Date;
}

const HISTORY_SHOWN = 20;

/** Every overridable text with its built-in text and override in both languages, the versions and recent changes. */
export async function listTranslations(ports: TranslationPorts): Promise<AdminTranslations> {
  const [cs, en, history] = await Promise.all([
    ports.store.getOverrides('cs'),
    ports.store.getOverrides('en'),
    ports.store.latestHistory(HISTORY_SHOWN),
  ]);
  const texts = ports.builtIn();
  const entries: TranslationEntry[] = [];
  for (const namespace of TRANSLATION_NAMESPACES) {
    for (const [key, csText] of Object.entries(texts.cs[namespace])) {
      entries.push({
        namespace,
        key,
        builtIn: { cs: csText, en: texts.en[namespace][key] ?? csText },
        override: {
          cs: cs?.overrides[namespace]?.[key] ?? null,
          en: en?.overrides[namespace]?.[key] ?? null,
        },
      });
    }
  }
  return {
    versions: { cs: cs?.version ?? 0, en: en?.version ?? 0 },
    entries,
    history,
  };
}

/**
 * The overrides of one language as runners' browsers merge them. A text the app no longer has is
 * harmless there (nobody asks for its key), so the common Lambda needs no built-in texts.
 */
export async function publicTranslations(
  store: Pick<TranslationStore, 'getOverrides'>,
  language: Locale,
): Promise<Record<string, Record<string, string>>> {
  const record = await store.getOverrides(language);
  const out: Record<string, Record<string, string>> = {};
  for (const [namespace, texts] of Object.entries(record?.overrides ?? {}))
    if (texts && Object.keys(texts).length) out[namespace] = texts;
  return out;
}

/**
 * The overrides to store: empty texts and texts equal to the built-in one are dropped (the built-in
 * text applies); an unknown key or an override without a variable of its built-in text is refused.
 */
export function checkedOverrides(
  texts: BuiltInTexts,
  body: UpdateTranslationsBody,
  locale: Locale,
): TranslationOverrides {
  const errors: ValidationError[] = [];
  const out: TranslationOverrides = {};
  for (const namespace of TRANSLATION_NAMESPACES) {
    const given = body.overrides[namespace];
    if (!given) continue;
    const kept: Record<string, string> = {};
    for (const [key, text] of Object.entries(given)) {
      const field = `overrides.${namespace}.${key}`;
      const builtIn = texts[body.language][namespace][key];
      if (builtIn === undefined) {
        errors.push({ field, errors: [formatMessage('translations.unknownKey', locale) ?? ''] });
        continue;
      }
      if (!text.trim() || text === builtIn) continue;
      const missing = missingVariables(builtIn, text);
      if (missing.length) {
        errors.push({
          field,
          errors: missing.map(
            (v) => formatMessage('translations.missingVariable', locale, { variable: `{{${v}}}` }) ?? '',
          ),
        });
        continue;
      }
      kept[key] = text;
    }
    if (Object.keys(kept).length) out[namespace] = kept;
  }
  if (errors.length) throw new ValidationFailedError(errors);
  return out;
}

/** Changed texts, `<namespace>:<key>` before → after (null: the built-in text). */
export function overrideChanges(
  before: TranslationOverrides,
  after: TranslationOverrides,
): HistoryEntry['changes'] {
  const changes: HistoryEntry['changes'] = [];
  for (const namespace of TRANSLATION_NAMESPACES) {
    const a = before[namespace] ?? {};
    const b = after[namespace] ?? {};
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (a[key] !== b[key])
        changes.push({ field: `${namespace}:${key}`, before: a[key] ?? null, after: b[key] ?? null });
    }
  }
  return changes;
}

/** Saves one language's overrides (the whole set) when nobody saved since the version read. */
export async function updateTranslations(
  ports: TranslationPorts,
  actor: Actor,
  body: UpdateTranslationsBody,
  locale: Locale,
): Promise<AdminTranslations> {
  const overrides = checkedOverrides(ports.builtIn(), body, locale);
  const stored = await ports.store.getOverrides(body.language);
  const version = stored?.version ?? 0;
  if (version !== body.version) throw new BusinessRuleError('translations.changedMeanwhile');
  const changes = overrideChanges(stored?.overrides ?? {}, overrides);
  if (changes.length) {
    const at = ports.now().toISOString();
    const saved = await ports.store.saveOverrides(
      { language: body.language, overrides, version: version + 1, dateUpdated: at },
      {
        historyId: ports.newId(),
        at,
        action: stored ? 'UPDATE' : 'CREATE',
        actor,
        changes,
        language: body.language,
      },
    );
    if (!saved) throw new BusinessRuleError('translations.changedMeanwhile');
  }
  return listTranslations(ports);
}
