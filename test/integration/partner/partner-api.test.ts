import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { PartnerKey, CreatedPartnerKey } from '@shared/partner-api/partner-key-schemas';
import type { PartnerRegistrationsPage } from '@shared/partner-api/partner-api-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { putUser } from '../matrix/world';
import { CAT, register, registerBody, runner, tenK } from '../orders/checkout-support';
import { api, useTestStackEnv } from '../support';

/** Partner API keys and the read-only partner routes (issue 28 item 3) on the local stack. */

type Who = { userId: string; token: string };
let admin: Who;
const series = DEMO.seriesCup;
const keysPath = `admin/series/${series}/partner-keys`;

async function createKey(body: Record<string, unknown>, seriesGuid = series): Promise<CreatedPartnerKey> {
  const res = await api<CreatedPartnerKey>(`admin/series/${seriesGuid}/partner-keys`, {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify(body),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A partner call: the key as a bearer token, or in X-Api-Key. */
const partner = <T>(path: string, key: string, how: 'bearer' | 'header' = 'bearer') =>
  api<T>(path, how === 'bearer' ? { token: key } : { apiKey: key });

describe('partner API', () => {
  let registrationOrder: string;
  let lastName: string;

  beforeAll(async () => {
    useTestStackEnv();
    admin = await putUser('partner-admin', [Role.USER, Role.ADMIN]);
    const r = runner({ last: `Partner${Date.now()}`, gender: 2, birth: '1988-06-01' });
    lastName = r.last;
    const res = await register(registerBody([tenK(CAT.women, r)], {}, r));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    registrationOrder = (res.body as { registrationGuid: string }).registrationGuid;
    const paid = await api(`admin/registrations/${registrationOrder}/paid`, {
      method: 'POST',
      token: admin.token,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it('an admin creates a key shown once; the list has its prefix and last use, the history its creation', async () => {
    const created = await createKey({ name: 'Timing Praha', scopes: ['startLists', 'registrations'] });
    expect(created.key).toMatch(/^rpk_/);
    const listed = await api<{ items: PartnerKey[] }>(keysPath, { token: admin.token });
    const mine = listed.body.items.find((k) => k.keyId === created.keyId)!;
    expect(mine).toMatchObject({ name: 'Timing Praha', prefix: created.key.slice(0, 12), lastUsedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(created.key);

    const list = await partner<{ raceName: string; items: Array<Record<string, unknown>> }>(
      `partner/series/${series}/start-lists/${DEMO.sub10k}`,
      created.key,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.items.find((i) => i.lastName === lastName)).toMatchObject({
      orderId: registrationOrder,
      gender: 'F',
      birthYear: 1988,
      categoryId: CAT.women,
      paid: true,
      state: 'active',
    });
    // No runner's e-mail address goes to a partner (other tests leave names such as "@SUM(A1)").
    expect(JSON.stringify(list.body)).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
    expect(list.body.items.every((i) => !('email' in i))).toBe(true);

    const used = await api<{ items: PartnerKey[] }>(keysPath, { token: admin.token });
    expect(used.body.items.find((k) => k.keyId === created.keyId)!.lastUsedAt).not.toBeNull();
    const history = await api<{ rows: HistoryEntry[] }>(`admin/series/${series}/histories?take=100`, {
      token: admin.token,
    });
    expect(history.body.rows.find((h) => h.target?.guid === created.keyId)).toMatchObject({
      action: 'CREATE',
      target: { kind: 'partnerKey' },
    });
  });

  it("pages the series' registrations by cursor (X-Api-Key), updatedSince keeps recent orders only", async () => {
    const { key } = await createKey({ name: 'Site', scopes: ['registrations'] });
    const seen: PartnerRegistrationsPage['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: PartnerRegistrationsPage } = await partner<PartnerRegistrationsPage>(
        `partner/series/${series}/registrations?limit=200${cursor ? `&cursor=${cursor}` : ''}`,
        key,
        'header',
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    expect(seen.find((r) => r.lastName === lastName)).toMatchObject({
      paid: true,
      state: 'active',
      gender: 'F',
    });
    expect(new Set(seen.map((r) => r.registrationId)).size).toBe(seen.length);

    const future = await partner<PartnerRegistrationsPage>(
      `partner/series/${series}/registrations?updatedSince=2099-01-01T00:00:00Z`,
      key,
    );
    expect(future.body.items).toEqual([]);
    const bad = await partner(`partner/series/${series}/registrations?cursor=eyJ4IjoxfQ`, key);
    expect(bad.status).toBe(400);
  });

  it('refuses a key of another series, one without the scope, a revoked and an expired one', async () => {
    const other = await createKey({ name: 'Other', scopes: ['startLists'] }, DEMO.seriesTrail);
    const path = `partner/series/${series}/start-lists/${DEMO.sub10k}`;
    expect((await partner(path, other.key)).status).toBe(403);
    expect(
      (await partner(`partner/series/${DEMO.seriesTrail}/start-lists/${DEMO.sub10k}`, other.key)).status,
    ).toBe(403);
    const noScope = await createKey({ name: 'Regs only', scopes: ['registrations'] });
    expect((await partner(path, noScope.key)).status).toBe(403);

    const revoked = await createKey({ name: 'Soon revoked', scopes: ['startLists'] });
    expect((await partner(path, revoked.key)).status).toBe(200);
    const res = await api<PartnerKey>(`${keysPath}/${revoked.keyId}/revoke`, {
      method: 'POST',
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.revokedAt).not.toBeNull();
    const after = await partner<{ code: string }>(path, revoked.key, 'header');
    expect([after.status, after.body.code]).toEqual([401, 'partnerKeys.invalidKey']);

    const past = await api<{ code: string }>(keysPath, {
      method: 'POST',
      token: admin.token,
      headers: { 'accept-language': 'cs' },
      body: JSON.stringify({ name: 'Old', scopes: ['startLists'], expiresAt: '2020-01-01T00:00:00Z' }),
    });
    expect([past.status, past.body.code]).toEqual([400, 'partnerKeys.expiryInPast']);
    // An admin's own token is no partner key (refused unread: the partner Lambda has no JWT
    // secret), and a partner key opens no other route.
    const byToken = await api<{ code: string }>(path, { token: admin.token });
    expect([byToken.status, byToken.body.code]).toEqual([401, 'partnerKeys.invalidKey']);
    expect((await api(keysPath, { token: other.key })).status).toBe(401);
  });

  it('an admin edits a key: the next call has the new scopes; history; bad input and a revoked key refused', async () => {
    const created = await createKey({ name: 'Timing Brno', scopes: ['startLists'] });
    const path = `partner/series/${series}/start-lists/${DEMO.sub10k}`;
    expect((await partner(path, created.key)).status).toBe(200);
    const edit = (body: Record<string, unknown>, keyId = created.keyId) =>
      api<PartnerKey & { code: string; message: string }>(`${keysPath}/${keyId}`, {
        method: 'PUT',
        token: admin.token,
        headers: { 'accept-language': 'cs' },
        body: JSON.stringify(body),
      });
    const edited = await edit({
      name: 'Timing Brno a.s.',
      scopes: ['registrations'],
      expiresAt: '2099-01-01T00:00:00Z',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Timing Brno a.s.',
      scopes: ['registrations'],
      expiresAt: '2099-01-01T00:00:00.000Z',
      prefix: created.prefix,
    });
    const refused = await partner<{ code: string }>(path, created.key);
    expect([refused.status, refused.body.code]).toEqual([403, 'partnerKeys.scopeMissing']);
    expect((await partner(`partner/series/${series}/registrations?limit=1`, created.key)).status).toBe(200);

    const history = await api<{ rows: HistoryEntry[] }>(`admin/series/${series}/histories?take=100`, {
      token: admin.token,
    });
    expect(
      history.body.rows.find((h) => h.target?.guid === created.keyId && h.action === 'UPDATE'),
    ).toMatchObject({
      target: { kind: 'partnerKey' },
      changes: expect.arrayContaining([
        { field: 'name', before: 'Timing Brno', after: 'Timing Brno a.s.' },
        { field: 'scopes', before: 'startLists', after: 'registrations' },
      ]),
    });

    const past = await edit({ name: 'X', scopes: ['registrations'], expiresAt: '2020-01-01T00:00:00Z' });
    expect([past.status, past.body.code, past.body.message]).toEqual([
      400,
      'partnerKeys.expiryInPast',
      'Platnost klíče musí skončit v budoucnu.',
    ]);
    expect((await edit({ name: '', scopes: [] })).status).toBe(400);
    expect(
      (await edit({ name: 'X', scopes: ['startLists'] }, '00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    await api(`${keysPath}/${created.keyId}/revoke`, { method: 'POST', token: admin.token });
    const revoked = await edit({ name: 'Back again', scopes: ['startLists'] });
    expect([revoked.status, revoked.body.code]).toEqual([409, 'partnerKeys.alreadyRevoked']);
    expect((await partner(path, created.key)).status).toBe(401);
  });
});
