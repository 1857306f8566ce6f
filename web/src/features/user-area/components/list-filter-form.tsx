import { Button, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/account-forms/form-field';
import { nativeSelectSlotRecipe } from '../../../components/account-forms/recipes';
import { EMPTY_FILTER, type ListFilter, type PaidFilter } from '../model/list-filter';
import { USER_AREA_NS } from '../user-area-namespace';
import { editDateToIso, isoToEditDate, maskDateInput } from '../../../lib/date-mask';

type DateKey = 'dateFrom' | 'dateTo';
type DateTexts = Record<DateKey, string>;

/**
 * Filters of spec §3 (search text, date from/to, paid). Editing changes only the draft: "Apply"
 * loads the list (from page 0), "Clear" restores the defaults.
 */
export function ListFilterForm({
  applied,
  onApply,
  searchOnly = false,
}: {
  applied: ListFilter;
  onApply: (filter: ListFilter) => void;
  /** Lists filtered by search text only (teams, templates). */
  searchOnly?: boolean;
}) {
  const { t } = useTranslation(USER_AREA_NS);
  const [draft, setDraft] = useState<ListFilter>(applied);
  // The dates are typed in the edit format DD/MM/YYYY (spec §9), like everywhere else.
  const [dates, setDates] = useState<DateTexts>(() => ({
    dateFrom: isoToEditDate(applied.dateFrom),
    dateTo: isoToEditDate(applied.dateTo),
  }));
  const [invalid, setInvalid] = useState<ReadonlySet<DateKey>>(new Set());
  const set = <K extends keyof ListFilter>(key: K, value: ListFilter[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const from = editDateToIso(dates.dateFrom);
    const to = editDateToIso(dates.dateTo);
    const bad = new Set<DateKey>([
      ...(from === null ? (['dateFrom'] as const) : []),
      ...(to === null ? (['dateTo'] as const) : []),
    ]);
    setInvalid(bad);
    if (bad.size > 0) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${[...bad][0]}"]`)?.focus();
      return;
    }
    onApply({ ...draft, dateFrom: from ?? '', dateTo: to ?? '' });
  };

  const dateField = (key: DateKey) => (
    <FormField
      label={t(`filter.${key}`)}
      problems={invalid.has(key) ? [{ code: 'validation.invalidDate', ns: 'errors' }] : []}
    >
      <Input
        type="text"
        inputMode="numeric"
        name={key}
        placeholder={t('filter.datePlaceholder')}
        autoComplete="off"
        value={dates[key]}
        onChange={(e) => {
          const text = maskDateInput(e.target.value);
          setDates((d) => ({ ...d, [key]: text }));
          if (invalid.has(key)) setInvalid((s) => new Set([...s].filter((k) => k !== key)));
        }}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} role="search" aria-label={t('filter.label')}>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4" mb="4">
        <FormField label={t('filter.searchText')}>
          <Input
            type="search"
            name="searchText"
            value={draft.searchText}
            onChange={(e) => set('searchText', e.target.value)}
          />
        </FormField>
        {!searchOnly && (
          <>
            {dateField('dateFrom')}
            {dateField('dateTo')}
            <FormField label={t('filter.paid')}>
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field
                  name="paid"
                  value={draft.paid}
                  onChange={(e) => set('paid', e.target.value as PaidFilter)}
                >
                  <option value="">{t('filter.paidAny')}</option>
                  <option value="true">{t('filter.paidYes')}</option>
                  <option value="false">{t('filter.paidNo')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </>
        )}
      </SimpleGrid>
      <HStack gap="3" mb="6" wrap="wrap">
        <Button type="submit" colorPalette="brand">
          {t('filter.apply')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(EMPTY_FILTER);
            setDates({ dateFrom: '', dateTo: '' });
            setInvalid(new Set());
            onApply(EMPTY_FILTER);
          }}
        >
          {t('filter.clear')}
        </Button>
      </HStack>
    </form>
  );
}
