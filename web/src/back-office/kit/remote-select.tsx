import { createListCollection } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { ComboboxShell, type ComboboxControlProps } from './combobox-shell';

/** Spec §5: the search starts at 3 characters unless a select says otherwise. */
export const REMOTE_SELECT_MIN_LENGTH = 3;

export interface RemoteSelectProps<T> extends ComboboxControlProps {
  /** The chosen item's value (id), or null. */
  value: string | null;
  onChange: (value: string | null, item: T | null) => void;
  /** Loads the chosen item (to show its label): on mount and whenever `value` changes. */
  loadOne: (value: string, signal: AbortSignal) => Promise<T | null>;
  /** Items matching the typed text. */
  search: (text: string, signal: AbortSignal) => Promise<readonly T[]>;
  itemToValue: (item: T) => string;
  itemToLabel: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** Characters needed before searching (default 3). */
  minLength?: number;
  /** Offer a clear button while a value is chosen (default no). */
  clearable?: boolean;
  /** Wait this long after the last keystroke before searching (default 250 ms). */
  debounceMs?: number;
}

type SearchState<T> =
  | { status: 'idle' }
  | { status: 'loading'; text: string }
  | { status: 'done'; text: string; items: readonly T[] };

const NO_ITEMS: readonly never[] = [];

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A select whose options come from the server (spec §4/§5/§8): closed or open; opens on click,
 * closes on an outside click or after a choice; loads the chosen item on mount and when the value
 * changes; searches once the text reaches the minimum length, dropping answers to older texts.
 * Load errors go to the console only. "No results" and the clear button use the common texts.
 */
export function RemoteSelect<T>({
  value,
  onChange,
  loadOne,
  search,
  itemToValue,
  itemToLabel,
  renderItem,
  minLength = REMOTE_SELECT_MIN_LENGTH,
  clearable = false,
  debounceMs = 250,
  ...control
}: RemoteSelectProps<T>) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const [current, setCurrent] = useState<T | null>(null);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState(false);
  const [found, setFound] = useState<SearchState<T>>({ status: 'idle' });
  const searchAbort = useRef<AbortController | null>(null);

  const load = useEffectEvent((id: string, signal: AbortSignal) =>
    loadOne(id, signal).then(
      (item) => {
        if (!signal.aborted) setCurrent(item);
      },
      (error: unknown) => {
        if (!isAbort(error)) console.error('RemoteSelect: loading the chosen item failed', error);
      },
    ),
  );
  useEffect(() => {
    // No value: nothing to load (the label below only shows an item matching the value).
    if (value === null) return;
    const controller = new AbortController();
    void load(value, controller.signal);
    return () => controller.abort();
  }, [value]);

  const runSearch = useEffectEvent((query: string) => {
    searchAbort.current?.abort();
    const controller = new AbortController();
    searchAbort.current = controller;
    setFound({ status: 'loading', text: query });
    search(query, controller.signal).then(
      (items) => {
        // An answer to an older text (or after the select closed) is not shown.
        if (searchAbort.current === controller && !controller.signal.aborted)
          setFound({ status: 'done', text: query, items });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        console.error('RemoteSelect: search failed', error);
        if (searchAbort.current === controller) setFound({ status: 'idle' });
      },
    );
  });
  const query = editing ? text.trim() : '';
  const searchable = query.length >= minLength;
  useEffect(() => {
    if (!searchable) {
      searchAbort.current?.abort();
      return;
    }
    const timer = setTimeout(() => runSearch(query), debounceMs);
    return () => clearTimeout(timer);
  }, [query, searchable, debounceMs]);
  useEffect(() => () => searchAbort.current?.abort(), []);

  const currentLabel =
    current && value !== null && itemToValue(current) === value ? itemToLabel(current) : '';
  // Only the answer to the text now in the input counts (older ones may still be on screen otherwise).
  const answered = found.status === 'done' && searchable && found.text === query;
  const items = answered ? found.items : NO_ITEMS;
  const collection = useMemo(
    () => createListCollection<T>({ items, itemToValue, itemToString: itemToLabel }),
    [items, itemToValue, itemToLabel],
  );

  const status = !searchable
    ? t('select.typeMore', { count: minLength })
    : !answered
      ? t('select.searching')
      : items.length === 0
        ? t('common:remoteSelectOptionsEmpty')
        : null;

  return (
    <ComboboxShell<T>
      {...control}
      collection={collection}
      value={value}
      inputValue={editing ? text : currentLabel}
      onInputChange={(next) => {
        setEditing(true);
        setText(next);
      }}
      onSelect={(item) => {
        setEditing(false);
        setText('');
        setFound({ status: 'idle' });
        if (item) setCurrent(item);
        onChange(item ? itemToValue(item) : null, item);
      }}
      onOpenChange={(open) => {
        if (open) return;
        // Closed without a choice: the input shows the chosen item again.
        setEditing(false);
        setText('');
      }}
      status={status}
      clearLabel={clearable ? t('common:remoteSelectClearSelection') : undefined}
      renderItem={renderItem}
    />
  );
}
