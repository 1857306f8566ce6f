import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteDef } from '@shared/api/route-types';
import { accessOf, type ScopeTarget } from '../../domain/access/access';
import type { Permission } from '@shared/accounts/permission-schemas';
import type { StaffCaller } from './caller';
import { enforceScopes, type ScopeResolver } from './enforce-scopes';

const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';
const E1 = 'eeeeeeee-0001-4eee-8eee-eeeeeeeeeeee';
const E2 = 'eeeeeeee-0002-4eee-8eee-eeeeeeeeeeee';
const ORDER = '0000000a-0000-4000-8000-00000000000a';
const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const MY_JOB = '0000000b-0000-4000-8000-00000000000b';
const THEIR_JOB = '0000000c-0000-4000-8000-00000000000c';
const BANK_JOB = '0000000d-0000-4000-8000-00000000000d';

const route = (scope: RouteDef['scope']): RouteDef => ({
  id: 'test.route',
  method: 'POST',
  path: 'test/{id}',
  auth: 'eventManager',
  summary: 'test',
  resource: 'admin-series',
  implemented: true,
  params: z.object({ id: z.uuid() }),
  body: z.object({ eventGuid: z.uuid(), name: z.string() }),
  scope,
});

// Where records belong: events E1 and E2 in series S1; an order across both events.
const targets: Record<string, ScopeTarget> = {
  [`series:${S1}`]: { seriesGuid: S1, eventGuids: [] },
  [`event:${E1}`]: { seriesGuid: S1, eventGuids: [E1] },
  [`event:${E2}`]: { seriesGuid: S1, eventGuids: [E2] },
  [`order:${ORDER}`]: { seriesGuid: S1, eventGuids: [E1, E2] },
  // Jobs: mine and another manager's in S1; a bank import started outside any series.
  [`job:${MY_JOB}`]: { seriesGuid: S1, eventGuids: [], startedBy: ME },
  [`job:${THEIR_JOB}`]: { seriesGuid: S1, eventGuids: [], startedBy: S2 },
  [`job:${BANK_JOB}`]: { seriesGuid: '', eventGuids: [], startedBy: ME },
};
const reads: string[] = [];
const resolve: ScopeResolver = async (kind, id) => {
  reads.push(`${kind}:${id}`);
  return targets[`${kind}:${id}`];
};

const perm = (kind: Permission['kind'], guid: string): Permission => ({
  permissionId: `${kind}-${guid}`,
  kind,
  guid,
  seriesGuid: S1,
  name: '',
  seriesName: '',
  dateCreated: '',
});
const manager = (...permissions: Permission[]): StaffCaller => {
  const roles = ['user', 'event_manager'] as const;
  return {
    userId: ME,
    roles: [...roles],
    firstName: '',
    lastName: '',
    email: '',
    permissions,
    access: accessOf([...roles], permissions),
  };
};
const admin: StaffCaller = { ...manager(), roles: ['user', 'admin'], access: { all: true } };

const outcome = (r: RouteDef, raw: Record<string, unknown>, caller: StaffCaller) =>
  enforceScopes(
    r,
    { params: (raw.params ?? {}) as Record<string, unknown>, query: {}, body: raw.body },
    { kind: 'user', userId: caller.userId, roles: caller.roles },
    caller,
    resolve,
    'en',
  ).then(
    () => 'ok',
    (err: { status: number; code: string }) => `${err.status} ${err.code}`,
  );

describe('declared scopes', () => {
  it('admit an event manager with a permission on the series, and refuse one without', async () => {
    const r = route({ series: 'params.id' });
    expect(await outcome(r, { params: { id: S1 } }, manager(perm('series', S1)))).toBe('ok');
    expect(await outcome(r, { params: { id: S1 } }, manager(perm('series', S2)))).toBe(
      '403 common.noPermission',
    );
    expect(await outcome(r, { params: { id: S1 } }, manager())).toBe('403 common.noPermission');
  });

  it('admit a permission on the event for that event only, never for the whole series', async () => {
    const onEvent = manager(perm('event', E1));
    expect(await outcome(route({ event: 'body.eventGuid' }), { body: { eventGuid: E1 } }, onEvent)).toBe(
      'ok',
    );
    expect(await outcome(route({ event: 'body.eventGuid' }), { body: { eventGuid: E2 } }, onEvent)).toBe(
      '403 common.noPermission',
    );
    expect(await outcome(route({ series: 'params.id' }), { params: { id: S1 } }, onEvent)).toBe(
      '403 common.noPermission',
    );
  });

  it('admit a record spanning several events only with a permission for each of them (or the series)', async () => {
    const r = route({ order: 'params.id' });
    expect(await outcome(r, { params: { id: ORDER } }, manager(perm('event', E1)))).toBe(
      '403 common.noPermission',
    );
    expect(await outcome(r, { params: { id: ORDER } }, manager(perm('event', E1), perm('event', E2)))).toBe(
      'ok',
    );
  });

  it('answer 404 for a record that does not exist, and 400 naming the field for a malformed id', async () => {
    const r = route({ series: 'params.id' });
    expect(await outcome(r, { params: { id: S2 } }, manager(perm('series', S1)))).toBe('404 common.notFound');
    expect(await outcome(r, { params: { id: 'nope' } }, manager(perm('series', S1)))).toBe(
      '400 common.validationFailed',
    );
  });

  it('check the scope before the rest of the input, so a refused caller learns nothing of it', async () => {
    const r = route({ event: 'body.eventGuid' });
    expect(await outcome(r, { body: { eventGuid: E2, name: 42 } }, manager(perm('event', E1)))).toBe(
      '403 common.noPermission',
    );
  });

  it('let admins through entity scopes without reading the record', async () => {
    reads.length = 0;
    expect(await outcome(route({ series: 'params.id' }), { params: { id: S2 } }, admin)).toBe('ok');
    expect(reads).toEqual([]);
  });

  it("admit only the caller's own id for `self`, admins included", async () => {
    const r = route({ self: 'params.id' });
    expect(await outcome(r, { params: { id: ME } }, manager())).toBe('ok');
    expect(await outcome(r, { params: { id: S1 } }, manager(perm('series', S1)))).toBe(
      '403 common.noPermission',
    );
    expect(await outcome(r, { params: { id: S1 } }, admin)).toBe('403 common.noPermission');
  });

  it('admit an event manager to a job only when he started it in a series he may manage; admins to any', async () => {
    const r = route({ job: 'params.id' });
    const right = manager(perm('series', S1));
    expect(await outcome(r, { params: { id: MY_JOB } }, right)).toBe('ok');
    expect(await outcome(r, { params: { id: THEIR_JOB } }, right)).toBe('403 common.noPermission');
    expect(await outcome(r, { params: { id: MY_JOB } }, manager(perm('series', S2)))).toBe(
      '403 common.noPermission',
    );
    expect(await outcome(r, { params: { id: BANK_JOB } }, right)).toBe('403 common.noPermission');
    expect(await outcome(r, { params: { id: THEIR_JOB } }, admin)).toBe('ok');
  });
});
