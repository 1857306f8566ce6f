import { Alert, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailPreview as Preview } from '@shared/back-office/email-schemas';
import type { Locale } from '@shared/codelists/enums';
import { errorMessage } from '../../../../lib/notify';
import { LanguageToggle } from '../../../kit';
import { EMAILS_NS } from '../emails-namespace';

/** The value after it has stopped changing for `ms` (the preview is not re-rendered per keystroke). */
export function useSettled<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The e-mail as the sender renders it (the server's answer), in Czech or English: subject, the
 * HTML in a sandboxed frame (no scripts, no same-origin access) and variables it does not know.
 */
export function EmailPreview<T>({
  previewKey,
  render,
  actions,
}: {
  /** What the preview renders (re-rendered when it changes, once settled). */
  previewKey: T;
  render: (value: T, signal: AbortSignal) => Promise<Preview>;
  /** Extra buttons (send me a test) for the language shown. */
  actions?: (locale: Locale) => React.ReactNode;
}) {
  const { t } = useTranslation(EMAILS_NS);
  const [locale, setLocale] = useState<Locale>('cs');
  const settled = useSettled(previewKey);
  const preview = useQuery({
    queryKey: ['back-office', 'emails', 'preview', settled],
    queryFn: ({ signal }) => render(settled, signal),
    placeholderData: (previous) => previous,
    meta: { silentError: true },
  });
  const shown = preview.data?.[locale];
  return (
    <Stack gap="2" as="section" aria-label={t('preview.label')}>
      <HStack gap="2" wrap="wrap" justify="space-between">
        <LanguageToggle
          label={t('preview.language')}
          value={locale}
          onChange={setLocale}
          text={(l) => t(`preview.${l}`)}
        />
        {actions?.(locale)}
      </HStack>
      {preview.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{errorMessage(preview.error)}</Alert.Description>
        </Alert.Root>
      )}
      {shown && (
        <>
          <Text>
            <strong>{t('preview.subject')}:</strong> {shown.subject}
          </Text>
          {shown.unknownVariables.length > 0 && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>
                {t('preview.unknown', { names: shown.unknownVariables.map((n) => `{{${n}}}`).join(', ') })}
              </Alert.Description>
            </Alert.Root>
          )}
          <Box borderWidth="1px" borderRadius="md" overflow="hidden" opacity={preview.isFetching ? 0.7 : 1}>
            <iframe
              title={t('preview.frameTitle', { language: t(`preview.${locale}`) })}
              sandbox=""
              srcDoc={shown.html}
              style={{ width: '100%', height: '560px', border: 0, background: '#fff' }}
            />
          </Box>
        </>
      )}
      {!shown && preview.isPending && <Text>{t('preview.loading')}</Text>}
    </Stack>
  );
}
