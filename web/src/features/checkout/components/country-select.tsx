import { Flex, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../checkout-namespace';
import { Flag, useCountries } from './countries';
import { useLocale } from './money';
import { nativeSelectSlotRecipe } from './recipes';

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
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  describedBy?: string;
  ariaLabel?: string;
  allowEmpty?: boolean;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { list, byCode } = useCountries();
  const locale = useLocale();
  return (
    <Flex gap="2" align="center" minW="0">
      <Flag country={byCode.get(value)} />
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={disabled} flex="1" minW="0">
        <NativeSelect.Field
          id={id}
          value={value}
          aria-label={ariaLabel}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        >
          {allowEmpty && <option value="">{t('field.choose')}</option>}
          {list.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.name[locale]} (${c.code})`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
