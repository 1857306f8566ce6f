import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../checkout-namespace';
import {
  changePersonalIdCountry,
  changePersonalIdNumber,
  decodePersonalId,
  encodePersonalId,
  isPersonalIdEditable,
} from '../model/personal-id';
import { CountryInputShell, type CountryInputProps } from './country-input-shell';

/**
 * Country with personal id (type 9), stored as `CZE|710319/2745`: the id can be entered only for
 * the Czech Republic and Slovakia and is cleared whenever the country changes (spec §5).
 */
export function PersonalIdInput(props: CountryInputProps) {
  const { value, onChange, label, placeholder, disabled } = props;
  const { t } = useTranslation(CHECKOUT_NS);
  const current = decodePersonalId(value);
  const editable = isPersonalIdEditable(current.country);
  return (
    <CountryInputShell
      field={props}
      layout={{ direction: { base: 'column', sm: 'row' }, align: { base: 'stretch', sm: 'center' } }}
      country={{ value: current.country, ariaLabel: t('personalId.country', { label }) }}
      onCountryChange={(code) => onChange(encodePersonalId(changePersonalIdCountry(current, code)))}
      text={current.id}
      onTextChange={(text) => onChange(encodePersonalId(changePersonalIdNumber(current, text)))}
      input={{
        inputMode: 'numeric',
        autoComplete: 'off',
        placeholder: editable ? (placeholder ?? t('personalId.placeholder')) : t('personalId.notForCountry'),
        disabled: disabled || !editable,
      }}
    />
  );
}
