import { Box, Checkbox, Input, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubComponentFields } from '@shared/checkout/card-keys';
import type { CardValueView, Translations } from '@shared/checkout/card-schemas';
import { rulesForCardValue } from '@shared/checkout/card-rules';
import { CardValueType, type CurrencyCode } from '@shared/codelists/enums';
import { isNumberInProgress, isNumberOnly } from '@shared/validation/field-rules';
import { CHECKOUT_NS } from '../checkout-namespace';
import { maskDateInput } from '../../../lib/date-mask';
import {
  isValueSubActive,
  localized,
  splitList,
  SubComponentType,
  subValueKey,
  toggleListValue,
  valueSubKey,
  type FieldValues,
} from '../model/field-values';
import { domId } from '../model/form-model';
import type { ErrorMap } from '../model/validate';
import { useCardOptions } from './card-options';
import { CountrySelect } from './country-select';
import {
  describedBy,
  errorId,
  FieldsetShell,
  FieldShell,
  HtmlText,
  labelId,
  useErrorText,
} from './form-bits';
import { useLocale, useMoney } from '../../../lib/use-money';
import { PersonalIdInput } from './personal-id-input';
import { PhoneInput } from './phone-input';
import { nativeSelectSlotRecipe, radioGroupSlotRecipe, textareaRecipe } from './recipes';

export interface CardFieldProps {
  field: CardValueView;
  values: FieldValues;
  /** Error key (and DOM id source) of a value key of this form (`<valueGuid>` or `<valueGuid>/<itemGuid>`). */
  keyOf: (valueKey: string) => string;
  errors: ErrorMap;
  /** Options that cannot be chosen now (capacity). */
  disabledOptions: ReadonlySet<string>;
  currency: CurrencyCode;
  onChange: (valueKey: string, value: string) => void;
  onBlur: (valueKey: string) => void;
}

/**
 * One field of a registration form: the 11 card value types of spec §3, with the value's own
 * sub-input (spec §3 card value sub-component) below it, active while the field is answered.
 */
export function CardField(props: CardFieldProps) {
  const { field, values } = props;
  const locale = useLocale();
  const control = <FieldControl {...props} />;
  if (field.subComponentType === SubComponentType.NONE || field.hidden) return control;
  return (
    <Box>
      {control}
      <SubInput
        sub={field}
        translations={field.translations}
        fallbackLabel={field.subComponentName || localized(field.label, field.translations, locale, 'label')}
        valueKey={valueSubKey(field.guid)}
        active={!field.readOnly && isValueSubActive(field, values[field.guid] ?? '')}
        indent={false}
        values={values}
        keyOf={props.keyOf}
        errors={props.errors}
        onChange={props.onChange}
        onBlur={props.onBlur}
      />
    </Box>
  );
}

function FieldControl({
  field,
  values,
  keyOf,
  errors,
  disabledOptions,
  currency,
  onChange,
  onBlur,
}: CardFieldProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  const locale = useLocale();
  const money = useMoney();
  const options = useCardOptions(field, disabledOptions, currency);
  const key = keyOf(field.guid);
  const id = domId(key);
  const fieldErrors = errors[key] ?? [];
  const invalid = fieldErrors.length > 0;
  const value = values[field.guid] ?? '';
  const label = localized(field.label, field.translations, locale, 'label') || field.name;
  const placeholder = localized(field.placeholder, field.translations, locale, 'placeholder') || undefined;
  const description = localized(field.description, field.translations, locale, 'description');
  const help: ReactNode = description ? <HtmlText html={description} /> : undefined;
  const disabled = field.readOnly;
  const aria = describedBy(id, Boolean(help), invalid);
  const set = (next: string) => onChange(field.guid, next);
  const blur = () => onBlur(field.guid);
  const priced = field.hasPrice && field.price > 0 ? ` (+ ${money(field.price, currency)})` : '';
  const isValue = (optionValue: string) => optionValue === value;
  /** A labelled single control (every type but the choice groups). */
  const shell = (control: ReactNode, shellLabel: ReactNode = label) => (
    <FieldShell
      id={id}
      label={shellLabel}
      required={field.required}
      errors={fieldErrors}
      help={help}
      disabled={disabled}
    >
      {control}
    </FieldShell>
  );
  /** A group of choices with a legend (radios, checkbox list). */
  const fieldset = (group: ReactNode) => (
    <FieldsetShell id={id} legend={label} required={field.required} errors={fieldErrors} help={help}>
      {group}
    </FieldsetShell>
  );

  switch (field.type) {
    case CardValueType.TEXT_EDITOR:
      return shell(
        <Textarea
          recipe={textareaRecipe}
          id={id}
          value={value}
          placeholder={placeholder}
          rows={4}
          autoresize
          aria-describedby={aria}
          onChange={(e) => set(e.target.value)}
          onBlur={blur}
        />,
      );

    case CardValueType.DATE:
      return shell(
        <Input
          id={id}
          inputMode="numeric"
          autoComplete={field.predefinedTemplate === 'birthDate' ? 'bday' : 'off'}
          value={value}
          placeholder={placeholder ?? t('field.datePlaceholder')}
          maxW="12rem"
          aria-describedby={aria}
          onChange={(e) => set(maskDateInput(e.target.value))}
          onBlur={blur}
        />,
      );

    case CardValueType.SELECT:
      return shell(
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            id={id}
            value={value}
            aria-describedby={aria}
            onChange={(e) => set(e.target.value)}
            onBlur={blur}
          >
            <option value="">{t('field.choose')}</option>
            {options(isValue).map((option) => (
              <option key={option.item.guid} value={option.item.value} disabled={option.blocked}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>,
      );

    case CardValueType.CHECKBOX:
      return shell(
        <Checkbox.Root
          checked={value === 'true'}
          onCheckedChange={(e) => set(e.checked === true ? 'true' : 'false')}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput id={id} aria-describedby={aria} onBlur={blur} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            {label}
            {priced}
            {field.required && (
              <Box as="span" aria-hidden="true" color="fg.error" ms="0.5">
                *
              </Box>
            )}
          </Checkbox.Label>
        </Checkbox.Root>,
        null,
      );

    case CardValueType.RADIO:
    case CardValueType.RADIO_WITH_COMPONENTS:
      return fieldset(
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
            {options(isValue).map(({ item, label: optionLabel, blocked }) => (
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
                      values={values}
                      keyOf={keyOf}
                      errors={errors}
                      onChange={onChange}
                      onBlur={onBlur}
                    />
                  )}
              </Box>
            ))}
          </Stack>
        </RadioGroup.Root>,
      );

    case CardValueType.CHECKBOX_LIST: {
      const chosen = new Set(splitList(value));
      const order = field.items.map((i) => i.value);
      return fieldset(
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
        </Stack>,
      );
    }

    case CardValueType.PHONE:
    case CardValueType.COUNTRY_WITH_PERSONAL_ID: {
      const CountryInput = field.type === CardValueType.PHONE ? PhoneInput : PersonalIdInput;
      return shell(
        <CountryInput
          id={id}
          value={value}
          label={label}
          placeholder={placeholder}
          disabled={disabled}
          required={field.required}
          invalid={invalid}
          describedBy={aria}
          onChange={set}
          onBlur={blur}
        />,
      );
    }

    case CardValueType.COUNTRY_SELECT:
      return shell(
        <CountrySelect
          id={id}
          value={value}
          disabled={disabled}
          describedBy={aria}
          onChange={set}
          onBlur={blur}
          allowEmpty={!field.required}
        />,
      );

    case CardValueType.INPUT:
    default: {
      // Spec §5: a number-only field rejects a non-numeric change as the runner types.
      const numberOnly = isNumberOnly(rulesForCardValue(field));
      return shell(
        <Input
          id={id}
          type={field.predefinedTemplate === 'email' ? 'email' : 'text'}
          inputMode={field.predefinedTemplate === 'email' ? 'email' : numberOnly ? 'decimal' : undefined}
          autoComplete={autoCompleteOf(field.predefinedTemplate)}
          value={value}
          placeholder={placeholder}
          aria-describedby={aria}
          onChange={(e) => {
            if (!numberOnly || isNumberInProgress(e.target.value)) set(e.target.value);
          }}
          onBlur={blur}
        />,
      );
    }
  }
}

function autoCompleteOf(template: CardValueView['predefinedTemplate']): string {
  switch (template) {
    case 'firstName':
      return 'given-name';
    case 'lastName':
      return 'family-name';
    case 'email':
      return 'email';
    case 'city':
      return 'address-level2';
    case 'zipcode':
      return 'postal-code';
    case 'street':
      return 'address-line1';
    default:
      return 'off';
  }
}

/**
 * A sub-input (spec §3 sub-component: input or checkbox) of a radio option (type 11) or of a card
 * value: active only while its option is selected / its field is answered.
 */
function SubInput({
  sub,
  translations,
  fallbackLabel,
  valueKey,
  active,
  indent = true,
  values,
  keyOf,
  errors,
  onChange,
  onBlur,
}: {
  sub: SubComponentFields;
  translations: Translations;
  /** Label when the sub-component has none of its own (in the interface language). */
  fallbackLabel: string;
  valueKey: string;
  active: boolean;
  /** Indented under a radio option; a value's own sub-input is not. */
  indent?: boolean;
  values: FieldValues;
  keyOf: (valueKey: string) => string;
  errors: ErrorMap;
  onChange: (valueKey: string, value: string) => void;
  onBlur: (valueKey: string) => void;
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
