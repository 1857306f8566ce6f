/**
 * Per-entity decoders of stored items: a row read from the table becomes its record only when it
 * is that entity and carries the attributes every reader relies on, instead of a blind cast. A row
 * that is not (a bug, or a hand-edited item) fails loudly where it is read, naming its key, rather
 * than as an `undefined` somewhere later. By default the key and index attributes stay on the
 * record (readers ignore them; writers build them again from the record, ./order-attributes.ts);
 * a record that goes out whole (to a screen, an e-mail) names the stored-only attributes to drop.
 *
 * Only presence is checked, not each attribute's type: these run on every hot read (checkout,
 * capacity, order reads), where a full schema parse of every row would cost more than the table read.
 */

export type StoredRow = Record<string, unknown>;

export class StoredItemError extends Error {
  constructor(entity: string, row: StoredRow, missing: string) {
    super(`Stored item ${String(row.pk)} / ${String(row.sk)} is not a valid ${entity} (${missing})`);
    this.name = 'StoredItemError';
  }
}

/** The key attributes every item has: dropped from a record that leaves the adapter whole. */
export const KEY_ATTRIBUTES = ['pk', 'sk'] as const;

/** The row holds each of `required` (the guard the decoders below narrow a row with). */
function holds<T>(row: StoredRow, required: readonly string[]): row is StoredRow & T {
  return required.every((name) => row[name] !== undefined);
}

function without(row: StoredRow, drop: readonly string[]): StoredRow {
  const rest = { ...row };
  for (const name of drop) delete rest[name];
  return rest;
}

/**
 * A decoder of a record stored under the entity mark `entity` (one of them, when several share the
 * record's shape): each of `required` present; the attributes in `drop` left out of the record
 * (key, index and TTL attributes, or the mark itself when the record has none).
 */
export function storedDecoder<T extends object>(
  entity: string | readonly string[],
  required: readonly (keyof T & string)[],
  drop: readonly string[] = [],
): (row: StoredRow) => T {
  const entities: readonly string[] = typeof entity === 'string' ? [entity] : entity;
  const name = entities.join(' or ');
  return (row) => {
    if (!entities.includes(String(row.entity)))
      throw new StoredItemError(name, row, `entity ${String(row.entity)}`);
    const record = drop.length ? without(row, drop) : row;
    if (!holds<T>(record, required))
      throw new StoredItemError(name, row, `no ${required.find((n) => record[n] === undefined)}`);
    return record;
  };
}

/** A decoder of one entity whose record carries its mark: `row.entity` must be `entity` and each of `required` present. */
export function entityDecoder<T extends { entity: string }>(
  entity: T['entity'] | readonly T['entity'][],
  required: readonly (keyof T & string)[],
  drop: readonly string[] = [],
): (row: StoredRow) => T {
  return storedDecoder<T>(entity, required, drop);
}

/** The rows of one entity in a partition's rows, decoded. */
export function rowsOf<T extends { entity: string }>(
  rows: readonly StoredRow[],
  entity: T['entity'],
  decode: (row: StoredRow) => T,
): T[] {
  return rows.filter((r) => r.entity === entity).map(decode);
}
