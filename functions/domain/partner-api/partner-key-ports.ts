import type { PartnerKeyScope } from '@shared/partner-api/partner-key-scopes';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';

/** `PARTNERKEYS#<series>` / `KEY#<keyId>`: a key as the back office lists it (no key, its hash only). */
export interface PartnerKeyRecord {
  keyId: string;
  seriesGuid: string;
  name: string;
  /** The key's first characters, shown to tell keys apart. */
  prefix: string;
  /** SHA-256 of the whole key, hex: what a call's key is looked up by. */
  keyHash: string;
  scopes: PartnerKeyScope[];
  createdAt: string;
  createdBy: { userId: string; name: string };
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/**
 * `PARTNERKEY#<hash>` / `KEY`: what a call needs to authenticate, read with one GetItem. It exists
 * while the key is not revoked (revoking deletes it), so a revoked key is not found at all.
 */
export interface PartnerKeyLookup {
  keyId: string;
  seriesGuid: string;
  scopes: PartnerKeyScope[];
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export interface PartnerKeyStore {
  listKeys(seriesGuid: string): Promise<PartnerKeyRecord[]>;
  getKey(seriesGuid: string, keyId: string): Promise<PartnerKeyRecord | undefined>;
  /** Puts the record, its lookup item and the history entry in one transaction. */
  createKey(record: PartnerKeyRecord, history: SeriesHistoryRecord): Promise<void>;
  /** Marks the record revoked and deletes its lookup, with the history entry; false if revoked meanwhile. */
  revokeKey(record: PartnerKeyRecord, at: string, history: SeriesHistoryRecord): Promise<boolean>;
  /**
   * Writes the record's name, scopes and expiry and its lookup's scopes and expiry, with the
   * history entry, in one transaction; false if the key was revoked meanwhile.
   */
  updateKey(record: PartnerKeyRecord, history: SeriesHistoryRecord): Promise<boolean>;
  findByHash(keyHash: string): Promise<PartnerKeyLookup | undefined>;
  /** Records a use on the record and its lookup (at most once a minute per key). */
  touch(lookup: PartnerKeyLookup, keyHash: string, at: string): Promise<void>;
}
