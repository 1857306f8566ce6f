import { Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../checkout-namespace';
import {
  decodePhone,
  encodePhone,
  phoneCountryChange,
  phoneDisplay,
  phoneMask,
  phoneTextChange,
} from '../model/phone';
import { Flag, useCountries } from './countries';
import { useLocale } from './money';
import { nativeSelectSlotRecipe } from './recipes';

/**
 * Phone field (type 7): a three-letter country with its calling prefix, then the number, which
 * keeps digits only, follows the country's mask and cannot lose its prefix (spec §5).
 */
export function PhoneInput({
  id,
  value,
  onChange,
  onBlur,
  label,
  placeholder,
  disabled,
  describedBy,
  invalid,
  required,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { list, byCode } = useCountries();
  const locale = useLocale();
  const state = decodePhone(value, (code) => byCode.get(code)?.callingCode);
  const country = byCode.get(state.country);
  const mask = useMemo(
    () => phoneMask({ alpha2: country?.alpha2 ?? 'cz', callingCode: country?.callingCode ?? '420' }),
    [country],
  );
  const withCodes = useMemo(() => list.filter((c) => c.callingCode !== ''), [list]);

  return (
    <Flex gap="2" align="center" wrap={{ base: 'wrap', sm: 'nowrap' }}>
      <Flex gap="2" align="center" flexShrink={0}>
        <Flag country={country} />
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} width="9.5rem" disabled={disabled}>
          <NativeSelect.Field
            id={`${id}-country`}
            aria-label={t('phone.country', { label })}
            value={state.country}
            onChange={(e) => {
              const next = byCode.get(e.target.value);
              if (!next) return;
              const nextMask = phoneMask({ alpha2: next.alpha2, callingCode: next.callingCode });
              onChange(encodePhone(phoneCountryChange(state, next, nextMask)));
            }}
            onBlur={onBlur}
          >
            {withCodes.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.code} +${c.callingCode} – ${c.name[locale]}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        flex="1"
        minW="10rem"
        value={phoneDisplay(state, mask)}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(encodePhone(phoneTextChange(state, e.target.value, mask)))}
        onBlur={onBlur}
      />
    </Flex>
  );
}
