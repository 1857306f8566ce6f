import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, DiscountCodeRange, DiscountRange } from '@shared/codelists/enums';
import { DateTimeInput, FormField } from '../../../kit';
import { DISCOUNTS_NS } from '../discounts-namespace';

interface FieldValues {
  description: string;
  price: string;
  currency: string;
  discountRange: number;
  codeRange: number;
  usageLimit: number;
  validFrom?: string | null;
  validTo?: string | null;
}

const DISCOUNT_RANGES = Object.values(DiscountRange);
const CODE_RANGES = Object.values(DiscountCodeRange);

/** Everything of a code but the code itself: shared by the code form and the generate form. */
export function DiscountFields() {
  const { t } = useTranslation(DISCOUNTS_NS);
  const { register, control } = useFormContext<FieldValues>();
  const select = (
    name: 'currency' | 'discountRange' | 'codeRange',
    options: Array<[string | number, string]>,
  ) => (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
      <NativeSelect.Field {...register(name, name === 'currency' ? {} : { valueAsNumber: true })}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField name="price" label={t('fields.price')} required help={t('fields.priceHelp')}>
        <Input autoComplete="off" inputMode="text" {...register('price')} />
      </FormField>
      <FormField name="currency" label={t('fields.currency')} required>
        {select(
          'currency',
          CURRENCY_CODES.map((c) => [c, c]),
        )}
      </FormField>
      <FormField name="description" label={t('fields.description')}>
        <Input autoComplete="off" {...register('description')} />
      </FormField>
      <FormField name="usageLimit" label={t('fields.usageLimit')} help={t('fields.usageLimitHelp')}>
        <Input type="number" min={0} {...register('usageLimit', { valueAsNumber: true })} />
      </FormField>
      <FormField name="discountRange" label={t('fields.discountRange')} required>
        {select(
          'discountRange',
          DISCOUNT_RANGES.map((r) => [r, t(`discountRanges.${r}`)]),
        )}
      </FormField>
      <FormField name="codeRange" label={t('fields.codeRange')} required>
        {select(
          'codeRange',
          CODE_RANGES.map((r) => [r, t(`codeRanges.${r}`)]),
        )}
      </FormField>
      {(['validFrom', 'validTo'] as const).map((name) => (
        <FormField key={name} name={name} label={t(`fields.${name}`)}>
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <DateTimeInput
                name={field.name}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value || null)}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      ))}
    </SimpleGrid>
  );
}
