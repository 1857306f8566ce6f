import { Checkbox, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { useId, type ReactNode } from 'react';
import type { Translations } from '@shared/checkout/card-schemas';
import { CURRENCY_CODES, type CurrencyCode } from '@shared/codelists/enums';

// Small labelled controls of the card editor: each edits one draft value and reports it at once
// (the draft is saved as a whole by the card editor).

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  required,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  type?: 'text' | 'number';
  required?: boolean;
}) {
  const id = useId();
  return (
    <Stack gap="1">
      <label htmlFor={id}>
        {label}
        {required && ' *'}
      </label>
      <Input
        id={id}
        type={type}
        min={type === 'number' ? 0 : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Stack>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap="1">
      <label htmlFor={id}>{label}</label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

export function Flag({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A whole count typed as text; anything else reads as 0. */
export const count = (text: string) => Math.max(0, Math.floor(Number(text) || 0));
/** A price typed in major units, kept in minor units (spec: money in integer minor units). */
const minor = (text: string) => Math.max(0, Math.round((Number(text.replace(',', '.')) || 0) * 100));

export function Prices({
  label,
  prices,
  onChange,
}: {
  label: string;
  prices: Partial<Record<CurrencyCode, number>>;
  onChange: (prices: Partial<Record<CurrencyCode, number>>) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
      {CURRENCY_CODES.map((code) => (
        <TextField
          key={code}
          label={`${label} (${code})`}
          type="number"
          value={prices[code] !== undefined ? (prices[code] as number) / 100 : ''}
          onChange={(text) => {
            const next = { ...prices };
            if (text.trim() === '') delete next[code];
            else next[code] = minor(text);
            onChange(next);
          }}
        />
      ))}
    </SimpleGrid>
  );
}

/** The English text of a draft's translations; a blank one is left out (the Czech text is the draft's own). */
export const withEn = (
  translations: Translations,
  key: 'label' | 'placeholder' | 'subComponentLabel',
  text: string,
) => ({
  ...translations,
  en: { ...translations.en, [key]: text || undefined },
});

export function TextArea({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Stack gap="1">
      <label htmlFor={id}>{label}</label>
      <Textarea
        recipe={textareaRecipe}
        id={id}
        rows={2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Stack>
  );
}
