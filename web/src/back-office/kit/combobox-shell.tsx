import { Combobox, Portal, Text, type ListCollection } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { ChevronDownIcon, ClearIcon } from './icons';
import { comboboxSlotRecipe } from './recipes';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxControlProps {
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  /** Visible label; leave out inside a FormField (the field's label names the input). */
  label?: ReactNode;
  'aria-label'?: string;
  onBlur?: () => void;
}

interface ShellProps<T> extends ComboboxControlProps {
  collection: ListCollection<T>;
  value: string | null;
  inputValue: string;
  onInputChange: (text: string) => void;
  onSelect: (item: T | null) => void;
  onOpenChange?: (open: boolean) => void;
  /** A line above the options: too short a text, searching, nothing found. */
  status?: ReactNode;
  /** Shows a clear button while a value is chosen. */
  clearLabel?: string;
  renderItem?: (item: T) => ReactNode;
}

/**
 * Chakra's (Ark/zag) combobox set up as the back office's selects: opens on click, arrows move,
 * Enter chooses, Escape and outside clicks close, ARIA combobox + listbox semantics; the filtering
 * is the caller's (remote search or local typeahead).
 */
export function ComboboxShell<T>({
  collection,
  value,
  inputValue,
  onInputChange,
  onSelect,
  onOpenChange,
  status,
  clearLabel,
  renderItem,
  label,
  ...control
}: ShellProps<T>) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  // A mouse choice closes the list first: the caller empties its options on close, so by the time
  // zag reports the chosen value its item is gone from the collection. The options last shown still
  // have it.
  const shownItems = useRef<readonly T[]>([]);
  useEffect(() => {
    if (collection.items.length > 0) shownItems.current = collection.items;
  }, [collection]);
  const chosenItem = (value: string | undefined, found: T | undefined): T | null => {
    if (found !== undefined) return found;
    if (value === undefined) return null;
    return shownItems.current.find((item) => collection.getItemValue(item) === value) ?? null;
  };
  return (
    <Combobox.Root
      recipe={comboboxSlotRecipe}
      collection={collection}
      value={value ? [value] : []}
      inputValue={inputValue}
      openOnClick
      // Zag would filter nothing and only mirror the text: the caller decides the options.
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') onInputChange(details.inputValue);
      }}
      onValueChange={(details) => onSelect(chosenItem(details.value[0], details.items[0] as T | undefined))}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      disabled={control.disabled}
      invalid={control.invalid}
      required={control.required}
      name={control.name}
      ids={control.id ? { input: control.id } : undefined}
      positioning={{ sameWidth: true }}
      width="full"
    >
      {label && <Combobox.Label>{label}</Combobox.Label>}
      <Combobox.Control>
        <Combobox.Input
          placeholder={control.placeholder}
          aria-label={control['aria-label']}
          onBlur={control.onBlur}
          autoComplete="off"
        />
        <Combobox.IndicatorGroup>
          {clearLabel && value && (
            <Combobox.ClearTrigger aria-label={clearLabel}>
              <ClearIcon />
            </Combobox.ClearTrigger>
          )}
          <Combobox.Trigger aria-label={t('select.showOptions')}>
            <ChevronDownIcon />
          </Combobox.Trigger>
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content bg="bg.panel" maxH="20rem" overflowY="auto">
            {status && (
              <Text role="status" px="2" py="1.5" fontSize="sm" color="fg.muted">
                {status}
              </Text>
            )}
            {collection.items.map((item) => (
              <Combobox.Item key={collection.getItemValue(item)} item={item}>
                {renderItem ? renderItem(item) : collection.stringifyItem(item)}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
