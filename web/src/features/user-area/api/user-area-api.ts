import type {
  MyItemRow,
  MyOrderDetail,
  MyOrderRow,
  MyTeamRow,
  MyTemplateDetail,
  MyTemplateRow,
} from '@shared/accounts/user-area-schemas';
import { userAreaRoutes } from '@shared/api/areas/user-area';
import { api } from '../../../lib/api-client';
import type { Envelope, ListFilter } from '../model/list-filter';

/** Page size of the user-area lists (USER_AREA_PAGE_SIZE of the schemas, which would bring zod along). */
export const USER_AREA_PAGE_SIZE = 30;

/** GET user/my-registrations: the user's orders, newest first. */
export function myOrders(
  filter: ListFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Envelope<MyOrderRow>> {
  return api.call(
    userAreaRoutes.myRegistrations,
    {
      query: {
        searchText: filter.searchText.trim() || undefined,
        dateFrom: filter.dateFrom || undefined,
        dateTo: filter.dateTo || undefined,
        paid: filter.paid || undefined,
        sortBy: 'dateCreated',
        descending: 'true',
        take: USER_AREA_PAGE_SIZE,
        skip: page * USER_AREA_PAGE_SIZE,
      },
    },
    { signal },
  );
}

/** GET user/my-registrations/{id}: one order with its items. */
export function myOrder(id: string, signal?: AbortSignal): Promise<MyOrderDetail> {
  return api.call(userAreaRoutes.myRegistration, { params: { id } }, { signal });
}

/** POST user/my-registration-items: the user's registrations (one per registered racer). */
export function myItems(
  filter: ListFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Envelope<MyItemRow>> {
  return api.call(
    userAreaRoutes.myRegistrationItems,
    {
      body: {
        filter: {
          searchText: filter.searchText.trim() || null,
          dateFrom: filter.dateFrom || null,
          dateTo: filter.dateTo || null,
          paid: filter.paid === '' ? null : filter.paid === 'true',
        },
        sortBy: 'dateCreated',
        descending: true,
        take: USER_AREA_PAGE_SIZE,
        skip: page * USER_AREA_PAGE_SIZE,
      },
    },
    { signal },
  );
}

/** GET user/my-teams: teams the user registered in or manages, by name. */
export function myTeams(
  searchText: string,
  page: number,
  signal?: AbortSignal,
): Promise<Envelope<MyTeamRow>> {
  return api.call(
    userAreaRoutes.myTeams,
    {
      query: {
        searchText: searchText.trim() || undefined,
        take: USER_AREA_PAGE_SIZE,
        skip: page * USER_AREA_PAGE_SIZE,
      },
    },
    { signal },
  );
}

/** GET user/my-templates: saved registrants, by last name. */
export function myTemplates(
  searchText: string,
  page: number,
  signal?: AbortSignal,
): Promise<Envelope<MyTemplateRow>> {
  return api.call(
    userAreaRoutes.myTemplates,
    {
      query: {
        searchText: searchText.trim() || undefined,
        take: USER_AREA_PAGE_SIZE,
        skip: page * USER_AREA_PAGE_SIZE,
      },
    },
    { signal },
  );
}

/** GET user/my-templates/{id}: one template with its values. */
export function myTemplate(id: string, signal?: AbortSignal): Promise<MyTemplateDetail> {
  return api.call(userAreaRoutes.myTemplate, { params: { id } }, { signal });
}
