import { useCallback, useState } from 'react';
import type { DataListColumn } from './list-types';

export type ColumnVisibility = Record<string, boolean>;

const storageKey = (listId: string) => `back-office.columns.${listId}`;

function defaults<T>(columns: readonly DataListColumn<T>[]): ColumnVisibility {
  return Object.fromEntries(columns.map((column) => [column.id, column.defaultVisible ?? true]));
}

/**
 * The column choice of a list: each column's default, overridden by what the user chose for this
 * list before. Only the user's choices are stored, so a column added later shows by its default.
 * Broken or foreign stored data and ids of columns that no longer exist are ignored; a column the
 * user may not hide is always shown.
 */
export function readColumnVisibility<T>(
  listId: string,
  columns: readonly DataListColumn<T>[],
  storage: Storage | undefined = globalThis.localStorage,
): ColumnVisibility {
  const visibility = defaults(columns);
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(storageKey(listId)) ?? 'null');
  } catch {
    stored = null;
  }
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const column of columns) {
      const choice = (stored as Record<string, unknown>)[column.id];
      if (typeof choice === 'boolean' && column.hideable !== false) visibility[column.id] = choice;
    }
  }
  if (!Object.values(visibility).some(Boolean) && columns[0]) visibility[columns[0].id] = true;
  return visibility;
}

function storeChoices<T>(
  listId: string,
  columns: readonly DataListColumn<T>[],
  visibility: ColumnVisibility,
  storage: Storage | undefined,
): void {
  const base = defaults(columns);
  const choices = Object.fromEntries(
    Object.entries(visibility).filter(([id, visible]) => base[id] !== undefined && base[id] !== visible),
  );
  try {
    if (Object.keys(choices).length === 0) storage?.removeItem(storageKey(listId));
    else storage?.setItem(storageKey(listId), JSON.stringify(choices));
  } catch {
    // Storage full or blocked (private mode): the choice lasts until the page is left.
  }
}

/** The visible columns of a list, remembered per `listId` in localStorage. */
export function useColumnVisibility<T>(listId: string, columns: readonly DataListColumn<T>[]) {
  const [state, setState] = useState(() => ({ listId, visibility: readColumnVisibility(listId, columns) }));
  // Another list in the same component (a route change): its own choice.
  const visibility = state.listId === listId ? state.visibility : readColumnVisibility(listId, columns);
  if (state.listId !== listId) setState({ listId, visibility });

  const setVisible = useCallback(
    (id: string, visible: boolean) => {
      const next = { ...visibility, [id]: visible };
      // The last visible column stays: an empty table helps nobody.
      if (!Object.values(next).some(Boolean)) return;
      storeChoices(listId, columns, next, globalThis.localStorage);
      setState({ listId, visibility: next });
    },
    [listId, columns, visibility],
  );

  const reset = useCallback(() => {
    storeChoices(listId, columns, defaults(columns), globalThis.localStorage);
    setState({ listId, visibility: defaults(columns) });
  }, [listId, columns]);

  return { visibility, setVisible, reset };
}
