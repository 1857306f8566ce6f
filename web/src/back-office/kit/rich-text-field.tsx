import { Button, HStack, Text, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { FormField } from './form-field';
import type { RichTextHandle } from './rich-text-editor';
import { keptByRichTextEditor } from './rich-text-markup';

// The editor (TipTap, ProseMirror) is its own chunk: a screen's code does not wait for it.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export type { RichTextHandle } from './rich-text-editor';

export interface RichTextFieldProps {
  /** The form path of the HTML text. */
  name: string;
  label: ReactNode;
  help?: ReactNode;
  required?: boolean;
  /** Rows of the HTML view. */
  rows?: number;
  lang?: string;
  /** Receives the formatted editor while it is shown (to insert a variable where the cursor is). */
  handleRef?: (handle: RichTextHandle | null) => void;
}

/**
 * An HTML text of a back-office form edited formatted (toolbar, shortcuts) or as HTML, switchable.
 * A text with markup the formatted editor would drop (tables, images, styles) opens as HTML and
 * stays so, with a note why. The server sanitises what is saved either way.
 */
export function RichTextField({
  name,
  label,
  help,
  required,
  rows = 8,
  lang,
  handleRef,
}: RichTextFieldProps) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const { control } = useFormContext();
  /** Chosen by the admin; until then formatted when the text allows it. */
  const [asHtml, setAsHtml] = useState<boolean | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = String(field.value ?? '');
        const kept = keptByRichTextEditor(value);
        const html = asHtml ?? !kept;
        return (
          <FormField name={name} label={label} help={help} required={required}>
            {html ? (
              <Textarea
                recipe={textareaRecipe}
                rows={rows}
                fontFamily="mono"
                fontSize="sm"
                lang={lang}
                name={field.name}
                ref={field.ref}
                value={value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            ) : (
              <Suspense fallback={<Text color="fg.muted">{t('richText.loading')}</Text>}>
                <RichTextEditor
                  name={field.name}
                  value={value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  lang={lang}
                  handleRef={handleRef}
                />
              </Suspense>
            )}
            <HStack gap="2" wrap="wrap">
              <Button size="xs" variant="outline" disabled={html && !kept} onClick={() => setAsHtml(!html)}>
                {html ? t('richText.formatted') : t('richText.asHtml')}
              </Button>
              {html && !kept && (
                <Text fontSize="xs" color="fg.muted">
                  {t('richText.htmlOnly')}
                </Text>
              )}
            </HStack>
          </FormField>
        );
      }}
    />
  );
}
