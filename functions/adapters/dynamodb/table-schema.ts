/**
 * The single table's key schema, defined once. Imported by infra (TableV2) and by the local table
 * setup (scripts/local), so both always agree. Access patterns: ./README.md.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

export interface GsiDef {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

/** Generic overloaded GSIs; which entity uses which is listed in ./README.md. */
export const GSIS: readonly GsiDef[] = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
];

/** Attribute holding an epoch-seconds expiry for DynamoDB TTL (rate-limit windows, reservations). */
export const TTL_ATTRIBUTE = 'expiresAt';

/** All key attributes are strings. */
export const KEY_ATTRIBUTE_TYPE = 'S' as const;

export const DEFAULT_TABLE_NAME = 'race-registration';
