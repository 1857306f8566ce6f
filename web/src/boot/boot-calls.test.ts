import { describe, expect, it } from 'vitest';
import { commonRoutes } from '@shared/api/areas/common';
import { seriesRoutes } from '@shared/api/areas/series';
import { routePath } from '../lib/api-route';
import { LANDING_CALLS, STARTUP_CALLS } from './boot-calls';

// The inline boot script is a few hundred bytes of its own (no route objects), so its paths are
// written out: they must be exactly the routes the app then calls, or the early answers go unused.
describe('boot calls of index.html', () => {
  const guid = '7d1f7f5e-4a43-4a1f-9b0e-0b2d2c3c4d5e';

  it('are the routes the app calls at startup and on the landing pages', () => {
    expect(STARTUP_CALLS.map((c) => c.path)).toEqual([routePath(commonRoutes.codelists, {})]);
    expect(LANDING_CALLS.home([]).map((c) => c.path)).toEqual([
      routePath(seriesRoutes.events, {}),
      routePath(seriesRoutes.list, {}),
    ]);
    expect(LANDING_CALLS.event([guid]).map((c) => c.path)).toEqual([routePath(seriesRoutes.event, { guid })]);
  });
});
