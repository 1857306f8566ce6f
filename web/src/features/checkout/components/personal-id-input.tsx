import { Flex, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../checkout-namespace';
import {
  changePersonalIdCountry,
  changePersonalIdNumber,
  decodePersonalId,
  encodePersonalId,
  isPersonalIdEditable,
} from '../model/personal-id';
import { CountrySelect } from './country-select';

/**
 * Country with personal id (type 9), stored as `CZE|710319/2745`: the id can be entered only for
 * the Czech Republic and Slovakia and is cleared whenever the country changes (spec §5).
 */
export function PersonalIdInput({
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
  const current = decodePersonalId(value);
  const editable = isPersonalIdEditable(current.country);
  return (
    <Flex gap="2" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
      <CountrySelect
        id={`${id}-country`}
        value={current.country}
        ariaLabel={t('personalId.country', { label })}
        disabled={disabled}
        onChange={(code) => onChange(encodePersonalId(changePersonalIdCountry(current, code)))}
        onBlur={onBlur}
      />
      <Input
        id={id}
        flex="1"
        inputMode="numeric"
        autoComplete="off"
        value={current.id}
        placeholder={editable ? (placeholder ?? t('personalId.placeholder')) : t('personalId.notForCountry')}
        disabled={disabled || !editable}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(encodePersonalId(changePersonalIdNumber(current, e.target.value)))}
        onBlur={onBlur}
      />
    </Flex>
  );
}
