import { Box, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import type { SubComponentFields } from '@shared/checkout/card-keys';
import type { Translations } from '@shared/checkout/card-schemas';
import { localized, SubComponentType, type FieldValues } from '../model/field-values';
import { domId } from '../model/form-keys';
import type { ErrorMap } from '../model/validate';
import { errorId, useErrorText } from './form-bits';
import { useLocale } from '../../../lib/use-money';

/** How a field of a registration form reads and reports its values (shared by its sub-inputs). */
export interface FieldWiring {
  values: FieldValues;
  /** Error key (and DOM id source) of a value key of this form (`<valueGuid>` or `<valueGuid>/<itemGuid>`). */
  keyOf: (valueKey: string) => string;
  errors: ErrorMap;
  onChange: (valueKey: string, value: string) => void;
  onBlur: (valueKey: string) => void;
}

/**
 * A sub-input (spec §3 sub-component: input or checkbox) of a radio option (type 11) or of a card
 * value: active only while its option is selected / its field is answered.
 */
export function SubInput({
  sub,
  translations,
  fallbackLabel,
  valueKey,
  active,
  indent = true,
  wiring: { values, keyOf, errors, onChange, onBlur },
}: {
  sub: SubComponentFields;
  translations: Translations;
  /** Label when the sub-component has none of its own (in the interface language). */
  fallbackLabel: string;
  valueKey: string;
  active: boolean;
  /** Indented under a radio option; a value's own sub-input is not. */
  indent?: boolean;
  wiring: FieldWiring;
}) {
  const locale = useLocale();
  const errorText = useErrorText();
  const key = keyOf(valueKey);
  const id = domId(key);
  const subErrors = errors[key] ?? [];
  const label = localized(sub.subComponentLabel, translations, locale, 'subComponentLabel') || fallbackLabel;
  const placeholder =
    localized(sub.subComponentPlaceholder, translations, locale, 'subComponentPlaceholder') || undefined;
  const value = values[valueKey] ?? '';
  const invalid = subErrors.length > 0;
  return (
    <Box ps={indent ? '7' : '0'} pt="2" maxW="sm" data-active={active || undefined}>
      {sub.subComponentType === SubComponentType.CHECKBOX ? (
        <Checkbox.Root
          checked={value === 'true'}
          disabled={!active}
          onCheckedChange={(e) => onChange(valueKey, e.checked === true ? 'true' : 'false')}
        >
          <Checkbox.HiddenInput id={id} onBlur={() => onBlur(valueKey)} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      ) : (
        <Stack gap="1">
          <Text asChild fontSize="sm" fontWeight="medium" opacity={active ? 1 : 0.6}>
            <label htmlFor={id}>{label}</label>
          </Text>
          <Input
            id={id}
            size="sm"
            value={value}
            placeholder={placeholder}
            disabled={!active}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId(id) : undefined}
            onChange={(e) => onChange(valueKey, e.target.value)}
            onBlur={() => onBlur(valueKey)}
          />
        </Stack>
      )}
      {invalid && (
        <Text id={errorId(id)} fontSize="sm" color="fg.error" mt="1">
          {subErrors.map(errorText).join(' ')}
        </Text>
      )}
    </Box>
  );
}
