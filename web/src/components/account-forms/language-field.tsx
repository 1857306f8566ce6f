import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@shared/codelists/enums';
import { isLocale } from '../../lib/i18n';
import { FormField } from './form-field';
import { nativeSelectSlotRecipe } from './recipes';

/**
 * The account's language (e-mails and the site): each language named in itself, so a person who
 * cannot read the current one still finds theirs.
 */
export function LanguageField({
  label,
  help,
  value,
  onChange,
}: {
  label: string;
  help?: ReactNode;
  value: Locale;
  onChange: (language: Locale) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={label} help={help}>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field
          name="language"
          value={value}
          onChange={(e) => onChange(isLocale(e.target.value) ? e.target.value : 'cs')}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`language.${locale}`, { ns: 'common', lng: locale })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
