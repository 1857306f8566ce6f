import type { z } from 'zod';
import type { FieldRef, Resource, RouteSpec, ScopeKind } from './route-types';

/**
 * One typed contract per area: an area file declares its routes with their schemas inline, and the
 * route objects it exports are the single source of types for the Lambda's actions
 * (functions/api/http/create-api-handler.ts) and the SPA's client (web/src/lib/api-route.ts, web/src/lib/api-client.ts).
 */

type Schema<R, K extends 'params' | 'query' | 'body' | 'response'> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What an action receives (validated, after defaults and transforms). */
export type RouteParams<R> = Out<Schema<R, 'params'>>;
export type RouteQuery<R> = Out<Schema<R, 'query'>>;
export type RouteBody<R> = Out<Schema<R, 'body'>>;
/** What an action returns (before serialisation) and, as JSON, what the client receives. */
export type RouteResult<R> = In<Schema<R, 'response'>>;
export type RouteAnswer<R> = Out<Schema<R, 'response'>>;

/** What a client sends: the schemas' input types. */
export type RouteParamsInput<R> = In<Schema<R, 'params'>>;
export type RouteQueryInput<R> = In<Schema<R, 'query'>>;
export type RouteBodyInput<R> = In<Schema<R, 'body'>>;

type FieldNames<S> = S extends z.ZodType ? Extract<keyof NonNullable<z.input<S>>, string> : never;
/** The input fields of a route that a scope may name (checked at compile time). */
export type FieldRefOf<R> =
  | `params.${FieldNames<Schema<R, 'params'>>}`
  | `query.${FieldNames<Schema<R, 'query'>>}`
  | `body.${FieldNames<Schema<R, 'body'>>}`;

type CheckedScopes<T> = {
  [K in keyof T]: { scope?: Partial<Record<ScopeKind, FieldRefOf<T[K]> & FieldRef>> };
};

export type AreaRoute<Res extends Resource, Id extends string, Spec> = Spec & {
  readonly id: Id;
  readonly resource: Res;
  readonly implemented: true;
};

export type Area<Res extends Resource, Prefix extends string, T> = {
  readonly [K in keyof T & string]: AreaRoute<Res, `${Prefix}.${K}`, T[K]>;
};

/**
 * Declares the routes of one area (= one Lambda). Route ids are `<prefix>.<key>`; a scope naming a
 * field its route does not have fails the typecheck.
 */
export function defineArea<
  const Res extends Resource,
  const Prefix extends string,
  const T extends Record<string, RouteSpec>,
>(resource: Res, prefix: Prefix, routes: T & CheckedScopes<T>): Area<Res, Prefix, T> {
  const area: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(routes))
    area[key] = { ...spec, id: `${prefix}.${key}`, resource, implemented: true };
  return area as Area<Res, Prefix, T>;
}
