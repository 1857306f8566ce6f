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
  ...planned('admin-series', [
    [
      'adminSeries.uploadLogo',
      'POST',
      'admin/series/{id}/documents',
      'eventManager',
      'Upload the series logo',
    ],
    [
      'adminSeries.downloadDocument',
      'GET',
      'admin/series/{id}/documents/{documentId}',
      'eventManager',
      'Download a series document',
    ],
    [
      'adminSeries.deleteDocument',
      'DELETE',
      'admin/series/{id}/documents/{documentId}',
      'eventManager',
      'Delete a series document',
    ],
    [
      'adminSeries.document.detail',
      'GET',
      'admin/series/documents/{id}',
      'eventManager',
      'Detail of one of documents',
    ],
    [
      'adminSeries.document.create',
      'POST',
      'admin/series/documents',
      'eventManager',
      'Create one of documents',
    ],
    [
      'adminSeries.document.createMany',
      'POST',
      'admin/series/documents/create-many',
      'eventManager',
      'Create many documents',
    ],
    [
      'adminSeries.document.update',
      'PUT',
      'admin/series/documents/{id}',
      'eventManager',
      'Update one of documents',
    ],
    [
      'adminSeries.document.updateMany',
      'PUT',
      'admin/series/documents/update-many',
      'eventManager',
      'Update many documents',
    ],
    [
      'adminSeries.document.delete',
      'DELETE',
      'admin/series/documents/{id}',
      'eventManager',
      'Delete one of documents',
    ],
    [
      'adminSeries.registrationChange',
      'POST',
      'admin/series/registration-change',
      'eventManager',
      'Registration-change settings (seriesEventSubEventId, id)',
    ],
  ]),
  ...planned('admin-registrations', [
    [
      'adminRegistrations.itemChange',
      'POST',
      'admin/registrations/items/{itemId}/change',
      'admin',
      'Change event, subevent, category, wave of an item',
    ],
    [
      'adminRegistrations.importRanking',
      'POST',
      'admin/registrations/startlist/{subEventId}/import-ranking',
      'eventManager',
      'Import a ranking',
    ],
  ]),
  ...planned('emails', [
    ['emails.translations', 'GET', 'admin/translations', 'admin', 'Translations'],
    ['emails.updateTranslations', 'PUT', 'admin/translations', 'admin', 'Save translations'],
  ]),
];
