import type { AuthLevel, HttpMethod, Resource, RouteDef } from './route-types';

/**
 * Calls of spec §7 not built yet: declared so their paths are written down once, neither deployed
 * nor routed (they answer 404). Implementing one moves it into its area file (shared/api/areas/)
 * with its schemas and scope.
 *
 * Where the spec names a call without its exact path (admin areas), the path follows the spec's
 * wording under the same prefix.
 */
type Row = [
  id: string,
  method: HttpMethod,
  path: string,
  auth: AuthLevel,
  summary: string,
  longRunning?: true,
];

const planned = (resource: Resource, rows: Row[]): RouteDef[] =>
  rows.map(([id, method, path, auth, summary, longRunning]) => ({
    id,
    method,
    path,
    auth,
    summary,
    resource,
    implemented: false,
    ...(longRunning ? { longRunning } : {}),
  }));

export const PLANNED_ROUTES: RouteDef[] = [
  ...planned('auth', [
    [
      'auth.bySocialNetwork',
      'POST',
      'authenticate-by-social-network',
      'public',
      'Sign in with a social network',
    ],
  ]),
  ...planned('users', [
    [
      'users.activateSocial',
      'POST',
      'users/activate/social',
      'anonymousOnly',
      'Activate an account from a social network',
    ],
    ['users.passwordSetUp', 'POST', 'users/password/set-up', 'user', 'Set a first password'],
  ]),
  ...planned('admin-users', [
    [
      'adminUsers.assignNetwork',
      'POST',
      'admin/user/assign-network',
      'admin',
      'Assign a social network to a user',
    ],
  ]),
];
