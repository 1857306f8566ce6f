import { Button, Field, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { DateInput } from './date-input';
import { Typeahead } from './typeahead';
import type { DateRange, FilterDefinitions, TriState } from './list-filters';
import { fieldsetSlotRecipe, nativeSelectSlotRecipe } from './recipes';
import type { ListFilters } from './use-list-filters';

export interface FilterField<D extends FilterDefinitions> {
  key: keyof D & string;
  /** Translated label. */
  label: string;
  /** Labels of a select filter's options (by value); the value itself when missing. */
  optionLabels?: Record<string, string>;
  /**
   * A select filter chosen by typing (kit Typeahead: accents and case ignored) instead of a
   * drop-down: for long option lists such as every series of a season.
   */
  typeahead?: boolean;
  /**
   * The options a select filter offers now, when fewer than its definition admits (a race filter
   * offers the races of the event chosen in the form, the address admits those of the applied one).
   */
  options?: readonly string[];
  /** Nothing to choose yet (a race filter before an event is chosen). */
  disabled?: boolean;
}

const TRI_STATE: Record<string, TriState> = { any: null, yes: true, no: false };
const triStateKey = (value: TriState) => (value === null ? 'any' : value ? 'yes' : 'no');

function SelectControl({
  name,
  value,
  onChange,
  disabled,
  children,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={disabled}>
      <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The filter form of a list: edits only the draft of `useListFilters`; "Apply" (or Enter) loads the
 * list from page 0, "Clear" restores the defaults and applies them (spec §2).
 */
export function FilterForm<D extends FilterDefinitions>({
  filters,
  fields,
}: {
  filters: ListFilters<D>;
  fields: readonly FilterField<D>[];
}) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const { definitions, draft, setDraftValue } = filters;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filters.apply();
  };

  const control = (field: FilterField<D>) => {
    const definition = definitions[field.key];
    const value = draft[field.key];
    const set = (next: unknown) => setDraftValue(field.key, next as (typeof draft)[typeof field.key]);
    switch (definition?.kind) {
      case 'text':
        return (
          <Field.Root key={field.key}>
            <Field.Label>{field.label}</Field.Label>
            <Input
              type="search"
              name={field.key}
              value={value as string}
              onChange={(e) => set(e.target.value)}
            />
          </Field.Root>
        );
      case 'boolean':
        return (
          <Field.Root key={field.key}>
            <Field.Label>{field.label}</Field.Label>
            <SelectControl
              name={field.key}
              value={triStateKey(value as TriState)}
              onChange={(next) => set(TRI_STATE[next] ?? null)}
            >
              <option value="any">{t('filters.any')}</option>
              <option value="yes">{t('filters.yes')}</option>
              <option value="no">{t('filters.no')}</option>
            </SelectControl>
          </Field.Root>
        );
      case 'select': {
        const options = field.options ?? definition.options;
        if (field.typeahead)
          return (
            <Field.Root key={field.key} disabled={field.disabled}>
              <Typeahead
                name={field.key}
                label={field.label}
                options={options.map((option) => ({
                  value: option,
                  label: field.optionLabels?.[option] ?? option,
                }))}
                value={(value as string) || null}
                onChange={(next) => set(next ?? '')}
                placeholder={t('filters.any')}
                clearable
              />
            </Field.Root>
          );
        return (
          <Field.Root key={field.key} disabled={field.disabled}>
            <Field.Label>{field.label}</Field.Label>
            <SelectControl name={field.key} value={value as string} onChange={set} disabled={field.disabled}>
              <option value="">{t('filters.any')}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {field.optionLabels?.[option] ?? option}
                </option>
              ))}
            </SelectControl>
          </Field.Root>
        );
      }
      case 'dateRange': {
        const range = value as DateRange;
        return (
          <Fieldset.Root
            recipe={fieldsetSlotRecipe}
            key={field.key}
            gridColumn={{ md: 'span 2' }}
            minW="0"
            gap="1.5"
          >
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              {field.label}
            </Fieldset.Legend>
            <HStack gap="2" align="flex-start">
              <Field.Root>
                <Field.Label fontWeight="normal" color="fg.muted">
                  {t('filters.dateFrom')}
                </Field.Label>
                <DateInput value={range.from} onChange={(from) => set({ ...range, from })} />
              </Field.Root>
              <Field.Root>
                <Field.Label fontWeight="normal" color="fg.muted">
                  {t('filters.dateTo')}
                </Field.Label>
                <DateInput value={range.to} onChange={(to) => set({ ...range, to })} />
              </Field.Root>
            </HStack>
          </Fieldset.Root>
        );
      }
      default:
        return null;
    }
  };

  return (
    <form role="search" aria-label={t('filters.label')} onSubmit={submit}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" alignItems="end">
          {fields.map(control)}
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand">
            {t('filters.apply')}
          </Button>
          <Button type="button" variant="outline" onClick={filters.clear}>
            {t('filters.clear')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
