import { Box, Checkbox, RadioGroup, Stack } from '@chakra-ui/react';
import type { CardValueView } from '@shared/checkout/card-schemas';
import { CardValueType } from '@shared/codelists/enums';
import { localized, splitList, SubComponentType, subValueKey, toggleListValue } from '../model/field-values';
import type { CardOption } from './card-options';
import { labelId } from './form-bits';
import { radioGroupSlotRecipe } from './recipes';
import { SubInput, type FieldWiring } from './sub-input';
import { useLocale } from '../../../lib/use-money';

/** What a group of choices of one field needs (see FieldControl in card-field.tsx). */
export interface ChoiceGroupProps {
  field: CardValueView;
  id: string;
  value: string;
  options: (isChosen: (value: string) => boolean) => CardOption[];
  disabled: boolean;
  invalid: boolean;
  /** aria-describedby of the group (help, errors). */
  aria: string | undefined;
  set: (next: string) => void;
  blur: () => void;
  wiring: FieldWiring;
}

/** Radios (types RADIO and RADIO_WITH_COMPONENTS, the latter with an option's own sub-input). */
export function RadioChoices({
  field,
  id,
  value,
  options,
  disabled,
  invalid,
  aria,
  set,
  blur,
  wiring,
}: ChoiceGroupProps) {
  const locale = useLocale();
  return (
    <RadioGroup.Root
      recipe={radioGroupSlotRecipe}
      id={id}
      value={value || null}
      onValueChange={(e) => set(e.value ?? '')}
      disabled={disabled}
      aria-labelledby={labelId(id)}
      aria-describedby={aria}
      aria-required={field.required || undefined}
      aria-invalid={invalid || undefined}
      size="sm"
    >
      <Stack gap="2">
        {options((optionValue) => optionValue === value).map(({ item, label: optionLabel, blocked }) => (
          <Box key={item.guid}>
            <RadioGroup.Item value={item.value} disabled={blocked || disabled} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput onBlur={blur} />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText>{optionLabel}</RadioGroup.ItemText>
            </RadioGroup.Item>
            {field.type === CardValueType.RADIO_WITH_COMPONENTS &&
              item.subComponentType !== SubComponentType.NONE && (
                <SubInput
                  sub={item}
                  translations={item.translations}
                  fallbackLabel={
                    item.subComponentName || localized(item.label, item.translations, locale, 'label')
                  }
                  valueKey={subValueKey(field.guid, item.guid)}
                  active={item.value === value && !disabled}
                  wiring={wiring}
                />
              )}
          </Box>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** A checkbox list: the value is the chosen options' values in the field's order. */
export function CheckboxChoices({
  field,
  id,
  value,
  options,
  disabled,
  invalid,
  aria,
  set,
  blur,
}: ChoiceGroupProps) {
  const chosen = new Set(splitList(value));
  const order = field.items.map((i) => i.value);
  return (
    <Stack gap="2" id={id} role="group" aria-labelledby={labelId(id)} aria-describedby={aria}>
      {options((optionValue) => chosen.has(optionValue)).map(({ item, label: optionLabel, blocked }) => (
        <Checkbox.Root
          key={item.guid}
          checked={chosen.has(item.value)}
          disabled={blocked || disabled}
          invalid={invalid}
          onCheckedChange={(e) => set(toggleListValue(value, item.value, e.checked === true, order))}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput onBlur={blur} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>{optionLabel}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
