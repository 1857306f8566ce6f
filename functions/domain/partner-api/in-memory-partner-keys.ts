import type { RateKey, RateLimiterPort } from '../accounts/rate-limit';
import { windowIndex } from '../accounts/rate-limit';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import type { PartnerKeyLookup, PartnerKeyRecord, PartnerKeyStore } from './partner-key-ports';

/** The key store and rate limiter in memory, for the domain's tests. */
export function inMemoryPartnerKeys() {
  const records = new Map<string, PartnerKeyRecord>();
  const lookups = new Map<string, PartnerKeyLookup>();
  const history: SeriesHistoryRecord[] = [];
  const touches: string[] = [];
  const store: PartnerKeyStore = {
    listKeys: async (series) => [...records.values()].filter((r) => r.seriesGuid === series),
    getKey: async (series, keyId) => {
      const r = records.get(keyId);
      return r && r.seriesGuid === series ? { ...r } : undefined;
    },
    createKey: async (record, h) => {
      records.set(record.keyId, { ...record });
      lookups.set(record.keyHash, {
        keyId: record.keyId,
        seriesGuid: record.seriesGuid,
        scopes: record.scopes,
        expiresAt: record.expiresAt,
        lastUsedAt: null,
      });
      history.push(h);
    },
    revokeKey: async (record, at, h) => {
      const r = records.get(record.keyId);
      if (!r || r.revokedAt !== null) return false;
      r.revokedAt = at;
      lookups.delete(record.keyHash);
      history.push(h);
      return true;
    },
    updateKey: async (record, h) => {
      const r = records.get(record.keyId);
      const l = lookups.get(record.keyHash);
      if (!r || r.revokedAt !== null || !l) return false;
      Object.assign(r, { name: record.name, scopes: record.scopes, expiresAt: record.expiresAt });
      Object.assign(l, { scopes: record.scopes, expiresAt: record.expiresAt });
      history.push(h);
      return true;
    },
    findByHash: async (hash) => {
      const l = lookups.get(hash);
      return l ? { ...l } : undefined;
    },
    touch: async (lookup, hash, at) => {
      touches.push(at);
      const l = lookups.get(hash);
      if (l) l.lastUsedAt = at;
      const r = records.get(lookup.keyId);
      if (r) r.lastUsedAt = at;
    },
  };
  const counts = new Map<string, number>();
  const id = (k: RateKey, now: Date) => `${k.rule.kind}#${k.id}#${windowIndex(k.rule, now)}`;
  const rateLimiter: RateLimiterPort = {
    counts: async (keys, now) => keys.map((k) => counts.get(id(k, now)) ?? 0),
    hit: async (keys, now) => {
      for (const k of keys) counts.set(id(k, now), (counts.get(id(k, now)) ?? 0) + 1);
    },
  };
  return { store, rateLimiter, records, history, touches };
}
