import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hasMarkup,
  missingVariables,
  TRANSLATION_MAX_LENGTH,
  TRANSLATION_NAMESPACES,
  type AdminTranslations,
  type TranslationEntry,
  type TranslationOverrides,
} from '@shared/back-office/translation-schemas';
import { LOCALES, type Locale } from '@shared/codelists/enums';
import type { ValidationError } from '@shared/errors/error-body';
import { isApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { ERRORS_NS } from '../../../../lib/errors-namespace';
import { errorMessage, notify } from '../../../../lib/notify';
import { foldText, useUnsavedChangesGuard } from '../../../kit';
import { saveTranslations, TRANSLATIONS_KEY } from '../api/translations-queries';
import { TRANSLATIONS_NS } from '../translations-namespace';

/** Rows rendered at once; "show more" adds as many (hundreds of text areas would make typing slow). */
const PAGE = 40;

type Drafts = Record<string, string>;
const rowId = (e: Pick<TranslationEntry, 'namespace' | 'key'>) => `${e.namespace}:${e.key}`;

/** The editor's texts of one language: every override by `<namespace>:<key>`. */
const draftsOf = (data: AdminTranslations, language: Locale): Drafts =>
  Object.fromEntries(
    data.entries.flatMap((e) => {
      const text = e.override[language];
      return text === null ? [] : [[rowId(e), text]];
    }),
  );

const sameDrafts = (a: Drafts, b: Drafts) => {
  const keys = Object.keys(a).filter((k) => a[k]);
  return keys.length === Object.keys(b).filter((k) => b[k]).length && keys.every((k) => a[k] === b[k]);
};

/** What the server would refuse, as error texts (the same shared rules). */
function useProblems() {
  const { t } = useTranslation(ERRORS_NS);
  return (builtIn: string, text: string): string[] => {
    if (!text.trim()) return [];
    const problems: string[] = [];
    if (hasMarkup(text)) problems.push(t('translations.plainTextOnly'));
    if (text.length > TRANSLATION_MAX_LENGTH)
      problems.push(t('validation.tooLong', { maximum: TRANSLATION_MAX_LENGTH }));
    for (const variable of missingVariables(builtIn, text))
      problems.push(t('translations.missingVariable', { variable: `{{${variable}}}` }));
    return problems;
  };
}

/**
 * The list of overridable texts of one language with a filter (namespace, text or key, only the
 * overridden ones), edited in place and saved together; the server's version check refuses a save
 * over someone else's.
 */
export function TranslationEditor({ data }: { data: AdminTranslations }) {
  const { t } = useTranslation(TRANSLATIONS_NS);
  const queryClient = useQueryClient();
  const problemsOf = useProblems();
  const [language, setLanguage] = useState<Locale>('cs');
  const [namespace, setNamespace] = useState('');
  const [search, setSearch] = useState('');
  const [onlyOverridden, setOnlyOverridden] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const [drafts, setDrafts] = useState<Record<Locale, Drafts>>(() => ({
    cs: draftsOf(data, 'cs'),
    en: draftsOf(data, 'en'),
  }));
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const current = drafts[language];
  const dirty = LOCALES.some((l) => !sameDrafts(drafts[l], draftsOf(data, l)));
  useUnsavedChangesGuard(dirty);

  const query = useDeferredValue(foldText(search.trim()));
  const matching = useMemo(
    () =>
      data.entries.filter((e) => {
        if (namespace && e.namespace !== namespace) return false;
        const id = rowId(e);
        if (onlyOverridden && !current[id]) return false;
        if (!query) return true;
        return [e.key, e.builtIn[language], current[id] ?? ''].some((text) => foldText(text).includes(query));
      }),
    // `current` changes on every keystroke; the filter by overrides follows it, the rest does not need to.
    [data.entries, namespace, onlyOverridden, query, language, current],
  );

  const invalid = data.entries.some(
    (e) => problemsOf(e.builtIn[language], current[rowId(e)] ?? '').length > 0,
  );

  const save = useMutation({
    mutationFn: () => {
      const overrides: TranslationOverrides = {};
      for (const e of data.entries) {
        const text = current[rowId(e)];
        if (text?.trim()) (overrides[e.namespace] ??= {})[e.key] = text;
      }
      return saveTranslations({ language, version: data.versions[language], overrides });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(TRANSLATIONS_KEY, saved);
      setDrafts((d) => ({ ...d, [language]: draftsOf(saved, language) }));
      setServerErrors({});
      notify.success(t('saved'));
    },
    onError: (error) => {
      const fieldErrors: ValidationError[] = isApiError(error) ? error.validationErrors : [];
      setServerErrors(
        Object.fromEntries(
          fieldErrors.map((v) => [v.field.replace(/^overrides\.([^.]+)\./, '$1:'), v.errors] as const),
        ),
      );
      notify.error(errorMessage(error));
    },
  });

  const setText = (id: string, text: string) => {
    setDrafts((d) => ({ ...d, [language]: { ...d[language], [id]: text } }));
    if (serverErrors[id]) setServerErrors(({ [id]: _dropped, ...rest }) => rest);
  };

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3" alignItems="end" as="search">
        <Field.Root>
          <Field.Label>{t('language')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={language}
              onChange={(e) => {
                setLanguage(e.target.value as Locale);
                setServerErrors({});
              }}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('namespace')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field value={namespace} onChange={(e) => setNamespace(e.target.value)}>
              <option value="">{t('allNamespaces')}</option>
              {TRANSLATION_NAMESPACES.map((ns) => (
                <option key={ns} value={ns}>
                  {t(`namespaces.${ns}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('search')}</Field.Label>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field.Root>
        <Checkbox.Root
          checked={onlyOverridden}
          onCheckedChange={(e) => setOnlyOverridden(e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('onlyOverridden')}</Checkbox.Label>
        </Checkbox.Root>
      </SimpleGrid>

      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text role="status" color="fg.muted">
          {t('count', { count: matching.length })}
        </Text>
        <Button
          colorPalette="brand"
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={invalid || sameDrafts(current, draftsOf(data, language))}
        >
          {t('save', { language: t(`languages.${language}`) })}
        </Button>
      </HStack>

      <Stack as="ul" gap="3" listStyleType="none" aria-label={t('listLabel')}>
        {matching.slice(0, shown).map((e) => {
          const id = rowId(e);
          return (
            <TranslationRow
              key={`${language}:${id}`}
              entry={e}
              builtIn={e.builtIn[language]}
              text={current[id] ?? ''}
              problems={[...problemsOf(e.builtIn[language], current[id] ?? ''), ...(serverErrors[id] ?? [])]}
              onChange={(text) => setText(id, text)}
            />
          );
        })}
      </Stack>
      {matching.length > shown && (
        <Button variant="outline" alignSelf="center" onClick={() => setShown((n) => n + PAGE)}>
          {t('showMore', { count: Math.min(PAGE, matching.length - shown) })}
        </Button>
      )}

      <TranslationHistory data={data} />
    </Stack>
  );
}

const TranslationRow = memo(function TranslationRow({
  entry,
  builtIn,
  text,
  problems,
  onChange,
}: {
  entry: TranslationEntry;
  builtIn: string;
  text: string;
  problems: string[];
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation(TRANSLATIONS_NS);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Field.Root invalid={problems.length > 0} gap="1.5">
        <Field.Label fontWeight="normal">
          <Badge variant="subtle">{t(`namespaces.${entry.namespace}`)}</Badge>
          <Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {entry.key}
          </Text>
        </Field.Label>
        <Field.HelperText>
          {t('builtIn')}: {builtIn}
        </Field.HelperText>
        <Textarea
          recipe={textareaRecipe}
          rows={Math.min(6, Math.max(1, Math.ceil(Math.max(builtIn.length, text.length) / 90)))}
          value={text}
          placeholder={t('placeholder')}
          onChange={(e) => onChange(e.target.value)}
        />
        {problems.length > 0 && (
          <Field.ErrorText as="div" display="block">
            {problems.map((p) => (
              <Text as="span" display="block" key={p}>
                {p}
              </Text>
            ))}
          </Field.ErrorText>
        )}
      </Field.Root>
      {text && (
        <Button size="xs" variant="ghost" mt="1" onClick={() => onChange('')}>
          {t('useBuiltIn')}
          <Text as="span" srOnly>
            {' '}
            {entry.key}
          </Text>
        </Button>
      )}
    </Box>
  );
});

function TranslationHistory({ data }: { data: AdminTranslations }) {
  const { t } = useTranslation(TRANSLATIONS_NS);
  return (
    <Stack as="section" gap="2" aria-labelledby="translation-history">
      <Text as="h2" id="translation-history" fontWeight="semibold" fontSize="lg">
        {t('history.title')}
      </Text>
      {data.history.length === 0 ? (
        <Text color="fg.muted">{t('history.empty')}</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none">
          {data.history.map((h) => (
            <Text as="li" key={h.historyId} fontSize="sm">
              {t('history.entry', {
                at: formatDateTime(h.at),
                who: h.actor.name,
                language: t(`languages.${h.language}`),
                count: h.changes.length,
              })}{' '}
              <Text as="span" color="fg.muted" fontFamily="mono">
                {h.changes
                  .slice(0, 5)
                  .map((c) => c.field)
                  .join(', ')}
                {h.changes.length > 5 ? ' …' : ''}
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
