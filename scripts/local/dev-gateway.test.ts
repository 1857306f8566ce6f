import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../shared/api/route-types';
import { matchRoute } from './dev-gateway';

const route = (id: string, path: string, method: RouteDef['method'] = 'GET'): RouteDef => ({
  id,
  path,
  method,
  resource: 'series',
  auth: 'public',
  summary: id,
  implemented: true,
});

describe('dev gateway routing', () => {
  it('prefers the route with more literal segments, like API Gateway', async () => {
    const routes = [route('byGuid', 'series/events/{guid}'), route('exists', 'series/events/exists/{guid}')];
    const { compileRoutes } = await import('./dev-gateway');
    const table = compileRoutes(routes);
    expect(matchRoute(table, 'GET', '/api/v1/series/events/exists/abc')).toEqual({
      route: routes[1],
      params: { guid: 'abc' },
    });
    expect(matchRoute(table, 'GET', '/api/v1/series/events/abc')).toEqual({
      route: routes[0],
      params: { guid: 'abc' },
    });
    expect(matchRoute(table, 'POST', '/api/v1/series/events/abc')).toBeUndefined();
    expect(matchRoute(table, 'GET', '/api/v1/series/events/a/b/c')).toBeUndefined();
  });
});
