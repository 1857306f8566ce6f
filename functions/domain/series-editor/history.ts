import type { FieldChange, HistoryValue } from '@shared/back-office/series-editor-schemas';

const normal = (value: unknown): HistoryValue => {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return value === null ? null : JSON.stringify(value);
};

/**
 * The fields that differ between two states, before → after, in the order given. A missing field
 * and an empty text are the same (no change); long texts are recorded whole, as the editor shows them.
 */
export function fieldChanges<T extends object>(
  before: Partial<T> | undefined,
  after: Partial<T> | undefined,
  fields: ReadonlyArray<keyof T & string>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = normal(before?.[field]);
    const b = normal(after?.[field]);
    if (a !== b) changes.push({ field, before: a, after: b });
  }
  return changes;
}
