import { Button, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/account-forms/form-field';
import { nativeSelectSlotRecipe } from '../../../components/account-forms/recipes';
import { EMPTY_FILTER, type ListFilter, type PaidFilter } from '../model/list-filter';
import { USER_AREA_NS } from '../user-area-namespace';

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
  const set = <K extends keyof ListFilter>(key: K, value: ListFilter[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

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
            <FormField label={t('filter.dateFrom')}>
              <Input
                type="date"
                name="dateFrom"
                value={draft.dateFrom}
                onChange={(e) => set('dateFrom', e.target.value)}
              />
            </FormField>
            <FormField label={t('filter.dateTo')}>
              <Input
                type="date"
                name="dateTo"
                value={draft.dateTo}
                onChange={(e) => set('dateTo', e.target.value)}
              />
            </FormField>
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
            onApply(EMPTY_FILTER);
          }}
        >
          {t('filter.clear')}
        </Button>
      </HStack>
    </form>
  );
}
