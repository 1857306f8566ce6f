import type { RouteDef } from './route-types';

/**
 * Calls of spec §7 not built yet: declared so their paths are written down once, neither deployed
 * nor routed (they answer 404). Implementing one moves it into its area file (shared/api/areas/)
 * with its schemas and scope.
 *
 * Every call of the spec is built: the social sign-in calls were the last (docs/social-sign-in.md).
 */
export const PLANNED_ROUTES: RouteDef[] = [];
