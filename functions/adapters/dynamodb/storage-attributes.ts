/** Item attributes that are storage (the key and the index keys), not the record. */
export const STORAGE_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'];

/** The record an item stores: the item without its key and index attributes. */
export function withoutStorage<T>(item: Record<string, unknown>): T {
  const out = { ...item };
  for (const a of STORAGE_ATTRIBUTES) delete out[a];
  return out as T;
}
