import { createListCollection } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { ComboboxShell, type ComboboxControlProps, type ComboboxOption } from './combobox-shell';
import { foldText } from './fold-text';

export interface TypeaheadProps extends ComboboxControlProps {
  options: readonly ComboboxOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Characters needed before suggesting (spec §5: 1). */
  minLength?: number;
  clearable?: boolean;
  /** At most this many suggestions (the list stays short enough to scan). */
  limit?: number;
}

function rank(key: string, query: string): number {
  if (key.startsWith(query)) return 0;
  return key.split(/\s+/).some((word) => word.startsWith(query)) ? 1 : 2;
}

const itemToValue = (option: ComboboxOption) => option.value;
const itemToString = (option: ComboboxOption) => option.label;

/**
 * Choosing from a known list by typing (spec §5): suggestions from the first character, ignoring
 * case and Czech accents ("zl" finds "Žluťoučký"); the same keyboard and ARIA as RemoteSelect.
 */
export function Typeahead({
  options,
  value,
  onChange,
  minLength = 1,
  clearable = false,
  limit = 50,
  ...control
}: TypeaheadProps) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const [text, setText] = useState<string | null>(null);
  const folded = useMemo(() => options.map((option) => ({ option, key: foldText(option.label) })), [options]);
  const chosen = options.find((option) => option.value === value) ?? null;
  const query = foldText((text ?? '').trim());
  const searching = text !== null && query.length >= minLength;

  const collection = useMemo(() => {
    const matches = searching
      ? folded
          .filter(({ key }) => key.includes(query))
          // Matches at the start of the label, then of a word, then inside a word: "br" puts
          // "SK Brno" before "AC Zbraslav".
          .sort((a, b) => rank(a.key, query) - rank(b.key, query))
          .slice(0, limit)
          .map(({ option }) => option)
      : [];
    return createListCollection({ items: matches, itemToValue, itemToString });
  }, [folded, query, searching, limit]);

  const status = !searching
    ? t('select.typeMore', { count: minLength })
    : collection.items.length === 0
      ? t('select.noMatch')
      : null;

  return (
    <ComboboxShell<ComboboxOption>
      {...control}
      collection={collection}
      value={value}
      inputValue={text ?? chosen?.label ?? ''}
      onInputChange={setText}
      onSelect={(item) => {
        setText(null);
        onChange(item?.value ?? null);
      }}
      onOpenChange={(open) => {
        if (!open) setText(null);
      }}
      status={status}
      clearLabel={clearable ? t('common:remoteSelectClearSelection') : undefined}
    />
  );
}
