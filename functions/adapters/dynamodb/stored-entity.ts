/**
 * Per-entity decoders of stored items: a row read from the table becomes its record only when it
 * is that entity and carries the attributes every reader relies on, instead of a blind cast. A row
 * that is not (a bug, or a hand-edited item) fails loudly where it is read, naming its key, rather
 * than as an `undefined` somewhere later. The key and index attributes stay on the record (readers
 * ignore them; writers build them again from the record, ./order-attributes.ts).
 */

export type StoredRow = Record<string, unknown>;

export class StoredItemError extends Error {
  constructor(entity: string, row: StoredRow, missing: string) {
    super(`Stored item ${String(row.pk)} / ${String(row.sk)} is not a valid ${entity} (${missing})`);
    this.name = 'StoredItemError';
  }
}

/** A decoder of one entity: `row.entity` must be `entity` and each of `required` present. */
export function entityDecoder<T extends { entity: string }>(
  entity: T['entity'],
  required: readonly (keyof T & string)[],
): (row: StoredRow) => T {
  return (row) => {
    if (row.entity !== entity) throw new StoredItemError(entity, row, `entity ${String(row.entity)}`);
    const missing = required.find((name) => row[name] === undefined);
    if (missing) throw new StoredItemError(entity, row, `no ${missing}`);
    // Checked above: the entity and the attributes its readers rely on.
    return row as unknown as T;
  };
}

/** The rows of one entity in a partition's rows, decoded. */
export function rowsOf<T extends { entity: string }>(
  rows: readonly StoredRow[],
  entity: T['entity'],
  decode: (row: StoredRow) => T,
): T[] {
  return rows.filter((r) => r.entity === entity).map(decode);
}
