import { describe, expect, it } from 'vitest';
import { partnerKeyBodySchema } from '@shared/partner-api/partner-key-schemas';
import { authenticatePartnerKey, LAST_USED_EVERY_MS, PARTNER_KEY_RATE } from './partner-key-check';
import { newPartnerKey, partnerKeyHash } from './partner-key-secret';
import {
  createPartnerKey,
  MAX_PARTNER_KEYS_PER_SERIES,
  revokePartnerKey,
  updatePartnerKey,
} from './partner-keys';
import { inMemoryPartnerKeys } from './in-memory-partner-keys';

const SERIES = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const actor = { userId: 'admin-1', name: 'Ada Admin' };
const now = new Date('2026-11-29T10:00:00.000Z');

function setup() {
  const mem = inMemoryPartnerKeys();
  let n = 0;
  const ports = { store: mem.store, newId: () => `id-${++n}`, newKey: newPartnerKey };
  const body = (over: Record<string, unknown> = {}) =>
    partnerKeyBodySchema.parse({ name: 'Timing s.r.o.', scopes: ['startLists'], ...over });
  const status = (p: Promise<unknown>) =>
    p.then(
      () => 'ok' as const,
      (e: { status: number; code: string }) => `${e.status} ${e.code}`,
    );
  return { mem, ports, body, status };
}

describe('partner API keys: create, show once, revoke', () => {
  it('answers the key once, stores only its hash and a short prefix, and writes the history', async () => {
    const { mem, ports, body } = setup();
    const created = await createPartnerKey(
      ports,
      actor,
      SERIES,
      body({ expiresAt: '2027-01-01T00:00:00+01:00' }),
      now,
    );
    expect(created.key).toMatch(/^rpk_[A-Za-z0-9_-]{43}$/);
    const stored = mem.records.get(created.keyId)!;
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect(stored.keyHash).toBe(partnerKeyHash(created.key));
    expect(created.prefix).toBe(created.key.slice(0, 12));
    expect(created.expiresAt).toBe('2026-12-31T23:00:00.000Z');
    expect(mem.history).toHaveLength(1);
    expect(mem.history[0]).toMatchObject({
      seriesGuid: SERIES,
      action: 'CREATE',
      actor,
      target: { kind: 'partnerKey', guid: created.keyId },
    });
  });

  it('refuses an expiry in the past and an eleventh active key', async () => {
    const { ports, body, status } = setup();
    expect(
      await status(createPartnerKey(ports, actor, SERIES, body({ expiresAt: '2026-11-29T09:59:59Z' }), now)),
    ).toBe('400 partnerKeys.expiryInPast');
    for (let i = 0; i < MAX_PARTNER_KEYS_PER_SERIES; i++)
      await createPartnerKey(ports, actor, SERIES, body(), now);
    expect(await status(createPartnerKey(ports, actor, SERIES, body(), now))).toBe('409 partnerKeys.tooMany');
    // Another series has its own allowance.
    expect(await status(createPartnerKey(ports, actor, OTHER, body(), now))).toBe('ok');
  });

  it('revokes once (history), and the key is refused from then on', async () => {
    const { mem, ports, body, status } = setup();
    const created = await createPartnerKey(ports, actor, SERIES, body(), now);
    const check = () => authenticatePartnerKey(mem, created.key, now);
    expect(await status(check())).toBe('ok');
    const revoked = await revokePartnerKey(ports, actor, SERIES, created.keyId, now);
    expect(revoked.revokedAt).toBe(now.toISOString());
    expect(mem.history.map((h) => h.action)).toEqual(['CREATE', 'UPDATE']);
    expect(await status(check())).toBe('401 partnerKeys.invalidKey');
    expect(await status(revokePartnerKey(ports, actor, SERIES, created.keyId, now))).toBe(
      '409 partnerKeys.alreadyRevoked',
    );
    expect(await status(revokePartnerKey(ports, actor, OTHER, created.keyId, now))).toBe(
      '404 partnerKeys.notFound',
    );
  });

  it('edits name, scopes and expiry (history of what changed); the next call sees them', async () => {
    const { mem, ports, body, status } = setup();
    const created = await createPartnerKey(
      ports,
      actor,
      SERIES,
      body({ scopes: ['startLists', 'registrations'], expiresAt: '2026-11-29T11:00:00Z' }),
      now,
    );
    const later = new Date('2026-11-29T12:00:00Z');
    expect(await status(authenticatePartnerKey(mem, created.key, later))).toBe('401 partnerKeys.invalidKey');
    const edited = await updatePartnerKey(
      ports,
      actor,
      SERIES,
      created.keyId,
      body({ name: 'Timing a.s.', scopes: ['registrations'], expiresAt: '2027-01-01T00:00:00Z' }),
      later,
    );
    expect(edited).toMatchObject({
      name: 'Timing a.s.',
      scopes: ['registrations'],
      expiresAt: '2027-01-01T00:00:00.000Z',
      prefix: created.prefix,
    });
    // An expired key given a later expiry works again, with its new scopes only.
    expect(await authenticatePartnerKey(mem, created.key, later)).toMatchObject({
      scopes: ['registrations'],
    });
    expect(mem.history.at(-1)).toMatchObject({
      action: 'UPDATE',
      actor,
      target: { kind: 'partnerKey', guid: created.keyId, name: `Timing a.s. (${created.prefix}…)` },
      changes: [
        { field: 'name', before: 'Timing s.r.o.', after: 'Timing a.s.' },
        { field: 'scopes', before: 'startLists, registrations', after: 'registrations' },
        { field: 'expiresAt', before: '2026-11-29T11:00:00.000Z', after: '2027-01-01T00:00:00.000Z' },
      ],
    });
    // The same values again write nothing.
    await updatePartnerKey(
      ports,
      actor,
      SERIES,
      created.keyId,
      body({ name: 'Timing a.s.', scopes: ['registrations'], expiresAt: '2027-01-01T01:00:00+01:00' }),
      later,
    );
    expect(mem.history).toHaveLength(2);
  });

  it('refuses to edit a revoked key, another series’ key and a new expiry in the past', async () => {
    const { ports, body, status } = setup();
    const expired = await createPartnerKey(
      ports,
      actor,
      SERIES,
      body({ expiresAt: '2026-11-29T11:00:00Z' }),
      now,
    );
    const later = new Date('2026-11-29T12:00:00Z');
    // Renaming an expired key keeps its past expiry; moving it to another past time is refused.
    expect(
      await status(
        updatePartnerKey(
          ports,
          actor,
          SERIES,
          expired.keyId,
          body({ name: 'Old', expiresAt: expired.expiresAt }),
          later,
        ),
      ),
    ).toBe('ok');
    expect(
      await status(
        updatePartnerKey(
          ports,
          actor,
          SERIES,
          expired.keyId,
          body({ expiresAt: '2026-11-29T11:30:00Z' }),
          later,
        ),
      ),
    ).toBe('400 partnerKeys.expiryInPast');
    expect(await status(updatePartnerKey(ports, actor, OTHER, expired.keyId, body(), later))).toBe(
      '404 partnerKeys.notFound',
    );
    await revokePartnerKey(ports, actor, SERIES, expired.keyId, later);
    expect(await status(updatePartnerKey(ports, actor, SERIES, expired.keyId, body(), later))).toBe(
      '409 partnerKeys.alreadyRevoked',
    );
  });
});

describe('partner API keys: a call with a key', () => {
  it('gives the series and scopes of a valid key; refuses unknown, malformed and expired keys (401)', async () => {
    const { mem, ports, body, status } = setup();
    const created = await createPartnerKey(
      ports,
      actor,
      SERIES,
      body({ expiresAt: '2026-11-29T11:00:00Z' }),
      now,
    );
    expect(await authenticatePartnerKey(mem, created.key, now)).toEqual({
      keyId: created.keyId,
      seriesGuid: SERIES,
      scopes: ['startLists'],
    });
    expect(await status(authenticatePartnerKey(mem, newPartnerKey(), now))).toBe(
      '401 partnerKeys.invalidKey',
    );
    expect(await status(authenticatePartnerKey(mem, 'rpk_', now))).toBe('401 partnerKeys.invalidKey');
    const later = new Date('2026-11-29T11:00:00Z');
    expect(await status(authenticatePartnerKey(mem, created.key, later))).toBe('401 partnerKeys.invalidKey');
  });

  it('records "last used" at most once a minute', async () => {
    const { mem, ports, body } = setup();
    const created = await createPartnerKey(ports, actor, SERIES, body(), now);
    await authenticatePartnerKey(mem, created.key, now);
    await authenticatePartnerKey(mem, created.key, new Date(now.getTime() + 1_000));
    await authenticatePartnerKey(mem, created.key, new Date(now.getTime() + LAST_USED_EVERY_MS));
    expect(mem.touches).toEqual([
      now.toISOString(),
      new Date(now.getTime() + LAST_USED_EVERY_MS).toISOString(),
    ]);
    expect(mem.records.get(created.keyId)!.lastUsedAt).toBe(mem.touches[1]);
  });

  it('refuses calls beyond the rate of one key (429), not those of another key', async () => {
    const { mem, ports, body, status } = setup();
    const a = await createPartnerKey(ports, actor, SERIES, body(), now);
    const b = await createPartnerKey(ports, actor, SERIES, body(), now);
    for (let i = 0; i < PARTNER_KEY_RATE.limit; i++) await authenticatePartnerKey(mem, a.key, now);
    expect(await status(authenticatePartnerKey(mem, a.key, now))).toBe('429 auth.tooManyAttempts');
    expect(await status(authenticatePartnerKey(mem, b.key, now))).toBe('ok');
    const nextWindow = new Date(now.getTime() + PARTNER_KEY_RATE.windowSeconds * 1000);
    expect(await status(authenticatePartnerKey(mem, a.key, nextWindow))).toBe('ok');
  });
});
