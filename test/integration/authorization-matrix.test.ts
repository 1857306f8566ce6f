import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPLEMENTED_ROUTES } from '@shared/api/routes';
import type { RouteDef } from '@shared/api/route-types';
import { api, useTestStackEnv } from './support';
import { fuzzInput, schemasAccept, type FuzzInput } from './matrix/bad-input';
import { buildRequest, expectedOutcome, requestPath, selfOwner, type Outcome } from './matrix/route-requests';
import { PARTNER_CALLERS, createPartnerKey, partnerCallers, partnerOutcome } from './matrix/partner-callers';
import {
  CALLERS,
  clearRateWindows,
  createWorld,
  type Caller,
  type CallerName,
  type World,
} from './matrix/world';

/**
 * The authorization matrix, generated from the route manifest: every implemented route × every
 * kind of caller the issue names, each answer checked against what the route's declaration (auth
 * level, scopes, ownership) says. It grows by itself with every route an area file adds. Then every
 * route gets bad input derived from its schemas: refused input must answer 400, nothing may answer 5xx.
 */

let world: World;

beforeAll(async () => {
  useTestStackEnv();
  world = await createWorld();
}, 120_000);

afterAll(async () => {
  await clearRateWindows();
});

async function send(route: RouteDef, input: FuzzInput, caller: Caller) {
  const query = new URLSearchParams(input.query).toString();
  const sendsBody = route.method !== 'GET' && (input.rawBody !== undefined || input.body !== undefined);
  return api(`${requestPath(route, input.params)}${query ? `?${query}` : ''}`, {
    method: route.method,
    ...(caller.token ? { token: caller.token } : {}),
    ...(sendsBody ? { body: input.rawBody ?? JSON.stringify(input.body) } : {}),
  });
}

function verdict(expected: Outcome, status: number): boolean {
  if (status >= 500) return false;
  if (expected === 'allow') return status !== 401 && status !== 403;
  return status === expected;
}

// Callers refused first: a permitted call may change its target (delete, cancel) before the others ask.
const order = (route: RouteDef): CallerName[] =>
  [...CALLERS].sort(
    (a, b) => Number(expectedOutcome(route, a) === 'allow') - Number(expectedOutcome(route, b) === 'allow'),
  );

describe('authorization matrix (every implemented route × every kind of caller)', () => {
  for (const route of IMPLEMENTED_ROUTES) {
    it(`${route.id} (${route.method} ${route.path}, ${route.auth})`, async () => {
      const targets = await world.targetsFor();
      const request = buildRequest(route, world, targets);
      const violations: string[] = [];
      for (const name of order(route)) {
        const expected = expectedOutcome(route, name);
        const res = await send(route, request, world.callers[name]);
        const ownerFound = !(expected === 'allow' && route.ownerScoped && res.status === 404);
        if (!verdict(expected, res.status) || !ownerFound)
          violations.push(
            `${name}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
      }
      if (route.auth === 'partnerKey') {
        const keys = await partnerCallers(route, world.callers.admin.token as string, targets.seriesGuid);
        for (const name of PARTNER_CALLERS) {
          const expected = partnerOutcome[name];
          const res = await send(route, request, { name: 'anonymous', token: keys[name] });
          if (!verdict(expected, res.status))
            violations.push(
              `${name}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
            );
        }
      }
      expect(violations).toEqual([]);
    });
  }
});

/** A self-scoped route whose input also names a record: its scope is resolved for the owner. */
function checksRecordFirst(route: RouteDef): boolean {
  return Boolean(route.scope?.self) && Object.keys(route.scope ?? {}).some((kind) => kind !== 'self');
}

/** Who may call a route at all, so bad input reaches its validation. */
function permittedCaller(route: RouteDef): CallerName {
  if (route.scope?.self) return selfOwner(route);
  if (route.ownerScoped) return 'user';
  switch (route.auth) {
    case 'public':
    case 'anonymousOnly':
      return 'anonymous';
    case 'user':
      return 'user';
    case 'teamManager':
      return 'teamManager';
    default:
      // Admins pass entity scopes without resolving them: a broken id reaches validation.
      return 'admin';
  }
}

describe("bad input (fast-check, from each route's schemas): 400 when refused, never 5xx", () => {
  for (const route of IMPLEMENTED_ROUTES) {
    it(`${route.id}`, async () => {
      const targets = await world.targetsFor();
      const base = buildRequest(route, world, targets);
      const caller =
        route.auth === 'partnerKey'
          ? {
              name: 'anonymous' as const,
              token: (await createPartnerKey(world.callers.admin.token as string, targets.seriesGuid)).key,
            }
          : world.callers[permittedCaller(route)];
      await fc.assert(
        fc.asyncProperty(fuzzInput(route, base), async (input) => {
          const res = await send(route, input, caller);
          const accepted = schemasAccept(route, input);
          const context = `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.status, context).toBeLessThan(500);
          // The stack checks scopes before validation: a self-scoped route that also names a record
          // (e.g. the series of a group e-mail) refuses the owner a record he may not touch first,
          // and a partner key is refused a well-formed id of a series or race it does not know
          // (404) or that is not its own (403) before the rest of the request is read.
          const scopedFirst = checksRecordFirst(route) || route.auth === 'partnerKey';
          if (!accepted && !(scopedFirst && (res.status === 403 || res.status === 404)))
            expect(res.status, context).toBe(400);
        }),
        { numRuns: 12 },
      );
    });
  }
});
