import type { RouteAnswer, RouteBodyInput, RouteParamsInput, RouteQueryInput } from '@shared/api/define-area';
import type { HttpMethod, Query } from './api-request';

/**
 * A route as the SPA holds it: the route objects of shared/api/areas/*. In the browser bundle they
 * carry only id, method and path (vite-plugins/api-contract.ts strips the schemas, so zod stays on
 * the server); their TypeScript types still carry the schemas, which type every call.
 */
export interface ClientRoute {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly longRunning?: boolean;
}

/** An input with nothing in it: a part (or a call) that accepts it may be left out. */
type Empty = Record<never, never>;

type Part<Key extends string, T> = [T] extends [undefined]
  ? unknown
  : // A part whose every field is optional (or defaulted) may be left out.
    Empty extends NonNullable<T>
    ? { [K in Key]?: T }
    : { [K in Key]: T };

/** What a call of route R sends: its path parameters, query and body, typed by its schemas. */
export type CallInput<R> = Part<'params', RouteParamsInput<R>> &
  Part<'query', RouteQueryInput<R>> &
  Part<'body', RouteBodyInput<R>>;

/** What a call of route R answers (its response schema's output, as JSON). */
export type CallAnswer<R> = RouteAnswer<R>;

/** Whether a route can be called without an input argument. */
export type InputOptional<R> = Empty extends CallInput<R> ? true : false;

export interface ResolvedCall {
  method: HttpMethod;
  path: string;
  query?: Query;
  body?: unknown;
  long: boolean;
}

/** The route's path with its parameters filled in (each encoded as one path segment). */
export function routePath(route: ClientRoute, params: Record<string, unknown> | undefined): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${route.id}: path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

export function resolveCall(route: ClientRoute, input: unknown): ResolvedCall {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
  };
  return {
    method: route.method,
    path: routePath(route, params),
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    long: route.longRunning === true,
  };
}
