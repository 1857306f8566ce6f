import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RouteDef } from '@shared/api/route-types';
import type { CallerName, Targets, World } from './world';

export type Outcome = 'allow' | 401 | 403 | 404;

const signedIn = (c: CallerName) => c !== 'anonymous' && c !== 'teamManager';
const managers: CallerName[] = ['managerWithout', 'managerOther', 'managerRight'];

/** Who owns a `self`-scoped call: the plain user for user routes, the right manager for back-office ones. */
export const selfOwner = (route: RouteDef): CallerName => (route.auth === 'user' ? 'user' : 'managerRight');

const entityScopes = (route: RouteDef) => Object.keys(route.scope ?? {}).filter((k) => k !== 'self');

/** What the route's declaration (auth level, scopes, ownership) says each caller gets. */
export function expectedOutcome(route: RouteDef, caller: CallerName): Outcome {
  const self = route.scope?.self !== undefined;
  const owner = self ? selfOwner(route) : route.ownerScoped ? 'user' : undefined;
  switch (route.auth) {
    case 'public':
      return 'allow';
    case 'anonymousOnly':
      return signedIn(caller) ? 403 : 'allow';
    case 'apiClient':
      return caller === 'anonymous' ? 401 : 403;
    // No token opens a partner route, nor is one read there (the partner Lambda holds no JWT
    // secret): every caller is 401. The partner keys' own callers are in ./partner-callers.ts.
    case 'partnerKey':
      return 401;
    case 'teamManager':
      return caller === 'anonymous' ? 401 : caller === 'teamManager' ? 'allow' : 403;
    case 'user':
      if (caller === 'anonymous') return 401;
      if (caller === 'teamManager') return 403;
      if (self) return caller === owner ? 'allow' : 403;
      if (route.ownerScoped) return caller === owner ? 'allow' : 404;
      return 'allow';
    case 'eventManager':
    case 'admin': {
      if (caller === 'anonymous') return 401;
      const level =
        route.auth === 'admin' ? caller === 'admin' : caller === 'admin' || managers.includes(caller);
      if (!level) return 403;
      if (self) return caller === owner ? 'allow' : 403;
      if (entityScopes(route).length) return caller === 'admin' || caller === 'managerRight' ? 'allow' : 403;
      return 'allow';
    }
  }
}

/** A valid-looking value for an input field the matrix does not target (an unknown record is fine). */
export function sampleValue(field: z.ZodType | undefined): string {
  const schema = field
    ? (z.toJSONSchema(field, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>)
    : {};
  if (schema.format === 'uuid') return randomUUID();
  if (Array.isArray(schema.enum) && schema.enum.length) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  return 'x';
}

const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

export interface BuiltRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

/**
 * Bodies of owner-scoped calls that validate their body before the owner lookup: a valid one, so
 * another user's call reaches the lookup and answers 404 like a missing record.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'userArea.changeMyRegistrationValues': { values: [{ name: 'club', value: 'Matrix' }] },
  'userArea.startValueChangePayment': { values: [{ name: 'club', value: 'Matrix' }] },
  'selfService.changeMyRace': {
    subEventId: '6d2f3c1e-5b4a-4c8d-9e7f-1a2b3c4d5e6f',
    categoryId: '7e3f4d2a-6c5b-4d9e-8f0a-2b3c4d5e6f70',
  },
  'transfers.startTransfer': { email: 'matrix-friend@example.com', firstName: 'Mat', lastName: 'Rix' },
};

/** The call of a route aimed at the world's targets: scoped fields name them, the rest is filler. */
export function buildRequest(route: RouteDef, world: World, targets: Targets): BuiltRequest {
  const valid = VALID_BODIES[route.id];
  const parts: BuiltRequest = {
    params: {},
    query: {},
    body: route.body ? (valid ? { ...valid } : {}) : undefined,
  };
  for (const [, name = ''] of route.path.matchAll(/\{(\w+)\}/g))
    parts.params[name] = route.ownerScoped
      ? world.owned[route.ownerScoped]
      : sampleValue(shapeOf(route.params)[name]);
  for (const [kind, ref] of Object.entries(route.scope ?? {})) {
    const [where, field] = ref.split('.', 2) as ['params' | 'query' | 'body', string];
    const value =
      kind === 'self'
        ? (world.callers[selfOwner(route)].userId as string)
        : targets.entity[kind as keyof Targets['entity']];
    if (where === 'body') parts.body = { ...parts.body, [field]: value };
    else parts[where][field] = value;
  }
  return parts;
}

export function requestPath(route: RouteDef, params: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
