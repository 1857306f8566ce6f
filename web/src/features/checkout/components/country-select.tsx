import { Flex, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@shared/codelists/codelists';
import type { Locale } from '@shared/codelists/enums';
import { CHECKOUT_NS } from '../checkout-namespace';
import { Flag, useCountries } from './countries';
import { useLocale } from '../../../lib/use-money';
import { nativeSelectSlotRecipe } from './recipes';

/** "Česká republika (CZE)": the option text of a country select. */
const nameWithCode = (c: Country, locale: Locale) => `${c.name[locale]} (${c.code})`;

/** Country select (type 8): three-letter codes, names in the interface language, default CZE. */
export function CountrySelect({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  describedBy,
  ariaLabel,
  allowEmpty,
  countries,
  optionLabel = nameWithCode,
  width,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  describedBy?: string;
  ariaLabel?: string;
  allowEmpty?: boolean;
  /** The countries offered (default: all, by name). */
  countries?: readonly Country[];
  optionLabel?: (country: Country, locale: Locale) => string;
  /** A fixed width of the select (default: it fills the row). */
  width?: string;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { list, byCode } = useCountries();
  const locale = useLocale();
  return (
    <Flex gap="2" align="center" {...(width ? { flexShrink: 0 } : { minW: '0' })}>
      <Flag country={byCode.get(value)} />
      <NativeSelect.Root
        recipe={nativeSelectSlotRecipe}
        disabled={disabled}
        {...(width ? { width } : { flex: '1', minW: '0' })}
      >
        <NativeSelect.Field
          id={id}
          value={value}
          aria-label={ariaLabel}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        >
          {allowEmpty && <option value="">{t('field.choose')}</option>}
          {(countries ?? list).map((c) => (
            <option key={c.code} value={c.code}>
              {optionLabel(c, locale)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
