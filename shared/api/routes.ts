import { adminRegistrationsRoutes } from './areas/admin-registrations';
import { adminSeriesRoutes } from './areas/admin-series';
import { adminUsersRoutes } from './areas/admin-users';
import { authRoutes } from './areas/auth';
import { billingRoutes } from './areas/billing';
import { checkInRoutes } from './areas/check-in';
import { checkoutRoutes } from './areas/checkout';
import { commonRoutes } from './areas/common';
import { emailsRoutes } from './areas/emails';
import { eventManagerRoutes } from './areas/event-manager';
import { jobsRoutes } from './areas/jobs';
import { paymentsRoutes } from './areas/payments';
import { registrationRoutes } from './areas/registration';
import { selfServiceRoutes } from './areas/self-service';
import { seriesRoutes } from './areas/series';
import { statisticsRoutes } from './areas/statistics';
import { teamManagementRoutes } from './areas/team-management';
import { publicTranslationRoutes } from './areas/translations';
import { transferRoutes } from './areas/transfers';
import { userAreaRoutes } from './areas/user-area';
import { usersRoutes } from './areas/users';
import { waitingListRoutes } from './areas/waiting-list';
import { webhooksRoutes } from './areas/webhooks';
import { taxDocumentsRoutes } from './areas/tax-documents';
import { partnerKeysRoutes } from './areas/partner-keys';
import { partnerRoutes } from './areas/partner';
import { PLANNED_ROUTES } from './planned-routes';
import type { Resource, RouteDef } from './route-types';

/**
 * The route manifest: every call of spec §7. Implemented routes live in their area file
 * (./areas/*, schemas and scope inline); the rest are declared in ./planned-routes. Infra, the local
 * dev gateway, the OpenAPI document, the SPA's typed client and the authorization matrix all
 * derive from it.
 */
export const AREAS = [
  commonRoutes,
  authRoutes,
  usersRoutes,
  userAreaRoutes,
  seriesRoutes,
  teamManagementRoutes,
  checkoutRoutes,
  registrationRoutes,
  adminUsersRoutes,
  adminSeriesRoutes,
  adminRegistrationsRoutes,
  jobsRoutes,
  paymentsRoutes,
  billingRoutes,
  eventManagerRoutes,
  emailsRoutes,
  statisticsRoutes,
  publicTranslationRoutes,
  waitingListRoutes,
  checkInRoutes,
  selfServiceRoutes,
  webhooksRoutes,
  taxDocumentsRoutes,
  transferRoutes,
  partnerKeysRoutes,
  partnerRoutes,
] as const;

const routesOf = (area: Record<string, RouteDef>): RouteDef[] => Object.values(area);

export const IMPLEMENTED_ROUTES: RouteDef[] = AREAS.flatMap((area) => routesOf(area));

export const ROUTES: RouteDef[] = [...IMPLEMENTED_ROUTES, ...PLANNED_ROUTES];

/** Resources with at least one implemented route: the Lambdas that are deployed. */
export const implementedResources = (): Resource[] => [...new Set(IMPLEMENTED_ROUTES.map((r) => r.resource))];
