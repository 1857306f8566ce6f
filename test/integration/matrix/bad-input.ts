import fc from 'fast-check';
import { z } from 'zod';
import type { RouteDef } from '@shared/api/route-types';
import type { BuiltRequest } from './route-requests';

/** Query keys the stack strips before validation (cache busting, language): not part of a route's input. */
const STRIPPED = new Set(['_t', 'locale']);

/** Strings that have broken servers before: encodings, numbers at the edges, markup, Czech text. */
const nasty = fc.constantFrom(
  '%ff',
  '%',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  ' ',
  '<script>alert(1)</script>',
  'Žluťoučký kůň',
  "'; DROP TABLE x; --",
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
);
const text = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), nasty);

/** A JSON value of any shape (what a broken or hostile client may send as a body or a field). */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, [], {}, '', 0, -1, 1e308, true, 'x'.repeat(10_000)),
);

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
}

/**
 * Bodies derived from the route's schema: its own fields, each either left out or given a value of
 * any shape, plus fields it does not know: close enough to the schema to get past the first check.
 */
function bodyFromSchema(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema);
  const properties = Object.keys((json.properties as Record<string, unknown> | undefined) ?? {});
  if (!properties.length) return anyJson;
  return fc.record(
    Object.fromEntries([...properties, 'unexpected'].map((p) => [p, fc.oneof(anyJson, text)])),
    { requiredKeys: [] },
  );
}

export interface FuzzInput extends BuiltRequest {
  /** A body sent as raw text (malformed JSON), instead of `body`. */
  rawBody?: string;
}

/**
 * Bad input for one route: path parameters, query and body broken in the ways clients break them.
 * Fields naming the caller's own id (`self` scopes) keep it, so the call reaches validation.
 */
export function fuzzInput(route: RouteDef, base: BuiltRequest): fc.Arbitrary<FuzzInput> {
  const selfField = route.scope?.self;
  // A team-manager token opens exactly one team, as a self scope names one user: its guid stays put
  // so the bad input reaches validation instead of the scope's refusal.
  const teamField = route.scope?.team;
  const paramNames = Object.keys(base.params);
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((n) => [
        n,
        selfField === `params.${n}` || teamField === `params.${n}`
          ? fc.constant(base.params[n] as string)
          : // A lone "." or ".." is a dot segment: the URL itself changes, not the parameter.
            fc.oneof(
              fc.constant(base.params[n] as string),
              text.filter((v) => !/^\.{1,2}$/.test(v)),
            ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryKeys = [
    ...Object.keys(route.query instanceof z.ZodObject ? (route.query.shape as object) : {}),
    'unexpected',
  ].filter((k) => !STRIPPED.has(k) && `query.${k}` !== selfField);
  const query = fc.dictionary(fc.constantFrom(...queryKeys), text, { maxKeys: 4 }).map((q) => ({
    ...q,
    ...Object.fromEntries(Object.entries(base.query).filter(([k]) => `query.${k}` === selfField)),
  }));
  type BodyPart = { body?: unknown; rawBody?: string };
  const body: fc.Arbitrary<BodyPart> =
    route.method === 'GET'
      ? fc.constant({})
      : fc.oneof(
          (route.body ? bodyFromSchema(route.body) : anyJson).map((b) => ({ body: b })),
          anyJson.map((b) => ({ body: b })),
          fc.constantFrom('{', '{"a":', 'not json', '[1,2').map((raw) => ({ rawBody: raw })),
        );
  return fc.record({ params, query, body }).map(({ params: p, query: q, body: b }) => ({
    params: p,
    query: q,
    body: b.body as Record<string, unknown> | undefined,
    ...(b.rawBody !== undefined ? { rawBody: b.rawBody } : {}),
  }));
}

/**
 * Whether the route's own schemas accept the input, as the stack will see it (query values are
 * strings; a body is parsed JSON). Input they refuse must answer 400 — never 5xx.
 */
export function schemasAccept(route: RouteDef, input: FuzzInput): boolean {
  if (input.rawBody !== undefined && route.method !== 'GET') return false;
  const ok = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;
  return (
    ok(route.params, input.params) &&
    ok(route.query, input.query) &&
    (route.method === 'GET' || ok(route.body, input.body))
  );
}
