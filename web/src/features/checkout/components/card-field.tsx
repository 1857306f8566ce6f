import { Box, Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardValueView } from '@shared/checkout/card-schemas';
import { rulesForCardValue } from '@shared/checkout/card-rules';
import { CardValueType, type CurrencyCode } from '@shared/codelists/enums';
import { isNumberInProgress, isNumberOnly } from '@shared/validation/field-rules';
import { CHECKOUT_NS } from '../checkout-namespace';
import { maskDateInput } from '../../../lib/date-mask';
import { isValueSubActive, localized, SubComponentType, valueSubKey } from '../model/field-values';
import { domId } from '../model/form-keys';
import { useCardOptions } from './card-options';
import { CheckboxChoices, RadioChoices } from './choice-groups';
import { CountrySelect } from './country-select';
import { autoCompleteOf } from './field-autocomplete';
import { describedBy, FieldsetShell, FieldShell, HtmlText } from './form-bits';
import { useLocale, useMoney } from '../../../lib/use-money';
import { PersonalIdInput } from './personal-id-input';
import { PhoneInput } from './phone-input';
import { nativeSelectSlotRecipe, textareaRecipe } from './recipes';
import { SubInput, type FieldWiring } from './sub-input';

export interface CardFieldProps extends FieldWiring {
  field: CardValueView;
  /** Options that cannot be chosen now (capacity). */
  disabledOptions: ReadonlySet<string>;
  currency: CurrencyCode;
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
        wiring={props}
      />
    </Box>
  );
}

function FieldControl(props: CardFieldProps) {
  const { field, values, keyOf, errors, disabledOptions, currency, onChange, onBlur } = props;
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
  const choiceProps = { field, id, value, options, disabled, invalid, aria, set, blur, wiring: props };
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
      return fieldset(<RadioChoices {...choiceProps} />);

    case CardValueType.CHECKBOX_LIST:
      return fieldset(<CheckboxChoices {...choiceProps} />);

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
