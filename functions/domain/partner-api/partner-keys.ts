import type { FieldChange } from '@shared/back-office/series-editor-schemas';
import type { CreatedPartnerKey, PartnerKey, PartnerKeyBody } from '@shared/partner-api/partner-key-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { fieldChange as change, seriesPartHistory } from '../series-editor/history';
import type { Actor, SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import type { PartnerKeyRecord, PartnerKeyStore } from './partner-key-ports';
import { partnerKeyHash, visiblePrefix } from './partner-key-secret';

/** Active (not revoked) keys per series: a few partners; more is a mistake, not a need. */
export const MAX_PARTNER_KEYS_PER_SERIES = 10;

export interface PartnerKeyAdminPorts {
  store: PartnerKeyStore;
  newId(): string;
  newKey(): string;
}

export const partnerKeyView = (r: PartnerKeyRecord): PartnerKey => ({
  keyId: r.keyId,
  seriesGuid: r.seriesGuid,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes,
  createdAt: r.createdAt,
  createdBy: r.createdBy.name,
  expiresAt: r.expiresAt,
  revokedAt: r.revokedAt,
  lastUsedAt: r.lastUsedAt,
});

function keyHistory(
  historyId: string,
  record: PartnerKeyRecord,
  actor: Actor,
  at: string,
  action: SeriesHistoryRecord['action'],
  changes: FieldChange[],
): SeriesHistoryRecord {
  return seriesPartHistory({ historyId, at, actor, seriesGuid: record.seriesGuid }, action, changes, {
    kind: 'partnerKey',
    guid: record.keyId,
    name: `${record.name} (${record.prefix}…)`,
  });
}

export async function listPartnerKeys(
  store: PartnerKeyStore,
  seriesGuid: string,
): Promise<{ items: PartnerKey[] }> {
  const items = await store.listKeys(seriesGuid);
  return { items: items.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(partnerKeyView) };
}

/** Creates a key; the answer carries the key itself, never shown again (only its hash is kept). */
export async function createPartnerKey(
  ports: PartnerKeyAdminPorts,
  actor: Actor,
  seriesGuid: string,
  body: PartnerKeyBody,
  now: Date,
): Promise<CreatedPartnerKey> {
  if (body.expiresAt !== null && Date.parse(body.expiresAt) <= now.getTime())
    throw new BusinessRuleError('partnerKeys.expiryInPast', undefined, 400);
  const active = (await ports.store.listKeys(seriesGuid)).filter((k) => k.revokedAt === null);
  if (active.length >= MAX_PARTNER_KEYS_PER_SERIES)
    throw new BusinessRuleError('partnerKeys.tooMany', { max: MAX_PARTNER_KEYS_PER_SERIES });
  const key = ports.newKey();
  const at = now.toISOString();
  const record: PartnerKeyRecord = {
    keyId: ports.newId(),
    seriesGuid,
    name: body.name,
    prefix: visiblePrefix(key),
    keyHash: partnerKeyHash(key),
    scopes: [...new Set(body.scopes)],
    createdAt: at,
    createdBy: { userId: actor.userId, name: actor.name },
    expiresAt: body.expiresAt === null ? null : new Date(body.expiresAt).toISOString(),
    revokedAt: null,
    lastUsedAt: null,
  };
  await ports.store.createKey(
    record,
    keyHistory(ports.newId(), record, actor, at, 'CREATE', [
      change('name', null, record.name),
      change('prefix', null, record.prefix),
      change('scopes', null, record.scopes.join(', ')),
      change('expiresAt', null, record.expiresAt),
    ]),
  );
  return { ...partnerKeyView(record), key };
}

export async function revokePartnerKey(
  ports: PartnerKeyAdminPorts,
  actor: Actor,
  seriesGuid: string,
  keyId: string,
  now: Date,
): Promise<PartnerKey> {
  const record = await ports.store.getKey(seriesGuid, keyId);
  if (!record) throw new NotFoundError('partnerKeys.notFound');
  if (record.revokedAt !== null) throw new BusinessRuleError('partnerKeys.alreadyRevoked');
  const at = now.toISOString();
  const revoked = await ports.store.revokeKey(
    record,
    at,
    keyHistory(ports.newId(), record, actor, at, 'UPDATE', [change('revokedAt', null, at)]),
  );
  if (!revoked) throw new BusinessRuleError('partnerKeys.alreadyRevoked');
  return partnerKeyView({ ...record, revokedAt: at });
}

const sameScopes = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

/**
 * Edits a key's name, scopes and expiry (the key itself and its hash stay): what changed goes to
 * the series history, and a partner's next call is checked against the new scopes and expiry. An
 * expired key given a later expiry works again; a revoked one stays revoked (create another).
 */
export async function updatePartnerKey(
  ports: PartnerKeyAdminPorts,
  actor: Actor,
  seriesGuid: string,
  keyId: string,
  body: PartnerKeyBody,
  now: Date,
): Promise<PartnerKey> {
  const record = await ports.store.getKey(seriesGuid, keyId);
  if (!record) throw new NotFoundError('partnerKeys.notFound');
  if (record.revokedAt !== null) throw new BusinessRuleError('partnerKeys.alreadyRevoked');
  const expiresAt = body.expiresAt === null ? null : new Date(body.expiresAt).toISOString();
  // An expiry left as it was may lie in the past (the admin renames an expired key).
  if (expiresAt !== null && expiresAt !== record.expiresAt && Date.parse(expiresAt) <= now.getTime())
    throw new BusinessRuleError('partnerKeys.expiryInPast', undefined, 400);
  const next: PartnerKeyRecord = { ...record, name: body.name, scopes: [...new Set(body.scopes)], expiresAt };
  const changes = [
    ...(next.name !== record.name ? [change('name', record.name, next.name)] : []),
    ...(sameScopes(next.scopes, record.scopes)
      ? []
      : [change('scopes', record.scopes.join(', '), next.scopes.join(', '))]),
    ...(next.expiresAt !== record.expiresAt ? [change('expiresAt', record.expiresAt, next.expiresAt)] : []),
  ];
  if (!changes.length) return partnerKeyView(record);
  const at = now.toISOString();
  const updated = await ports.store.updateKey(
    next,
    keyHistory(ports.newId(), next, actor, at, 'UPDATE', changes),
  );
  if (!updated) throw new BusinessRuleError('partnerKeys.alreadyRevoked');
  return partnerKeyView(next);
}
