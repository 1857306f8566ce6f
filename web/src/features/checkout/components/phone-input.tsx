import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@shared/codelists/codelists';
import { CHECKOUT_NS } from '../checkout-namespace';
import {
  decodePhone,
  encodePhone,
  phoneCountryChange,
  phoneDisplay,
  phoneMask,
  phoneTextChange,
  type PhoneMask,
} from '../model/phone';
import { useCountries } from './countries';
import { CountryInputShell, type CountryInputProps } from './country-input-shell';

/** The number mask of a country (Czech when the country is not known). */
function usePhoneMask(country: Country | undefined): PhoneMask {
  return useMemo(
    () => phoneMask({ alpha2: country?.alpha2 ?? 'cz', callingCode: country?.callingCode ?? '420' }),
    [country],
  );
}

/**
 * Phone field (type 7): a three-letter country with its calling prefix, then the number, which
 * keeps digits only, follows the country's mask and cannot lose its prefix (spec §5).
 */
export function PhoneInput(props: CountryInputProps) {
  const { value, onChange, label } = props;
  const { t } = useTranslation(CHECKOUT_NS);
  const { list, byCode } = useCountries();
  const state = decodePhone(value, (code) => byCode.get(code)?.callingCode);
  const country = byCode.get(state.country);
  const mask = usePhoneMask(country);
  const withCodes = useMemo(() => list.filter((c) => c.callingCode !== ''), [list]);
  const changeCountry = (code: string) => {
    const next = byCode.get(code);
    if (!next) return;
    const nextMask = phoneMask({ alpha2: next.alpha2, callingCode: next.callingCode });
    onChange(encodePhone(phoneCountryChange(state, next, nextMask)));
  };

  return (
    <CountryInputShell
      field={props}
      layout={{ align: 'center', wrap: { base: 'wrap', sm: 'nowrap' } }}
      country={{
        value: state.country,
        ariaLabel: t('phone.country', { label }),
        countries: withCodes,
        optionLabel: (c, locale) => `${c.code} +${c.callingCode} – ${c.name[locale]}`,
        width: '9.5rem',
      }}
      onCountryChange={changeCountry}
      text={phoneDisplay(state, mask)}
      onTextChange={(text) => onChange(encodePhone(phoneTextChange(state, text, mask)))}
      input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', minW: '10rem' }}
    />
  );
}
