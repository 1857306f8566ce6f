import { queryOptions } from '@tanstack/react-query';
import { waitingListRoutes } from '@shared/api/areas/waiting-list';
import type { JoinBody } from '@shared/waiting-list/waiting-list-schemas';
import { api } from '../../../../lib/api-client';

/** Public waiting-list calls (issue 27). */
export const waitingListStateQuery = (subEventGuid: string) =>
  queryOptions({
    queryKey: ['waiting-list', subEventGuid],
    queryFn: () => api.call(waitingListRoutes.state, { params: { subEventGuid } }),
  });

export const joinWaitingList = (subEventGuid: string, body: JoinBody) =>
  api.call(waitingListRoutes.join, { params: { subEventGuid }, body });

export const offerOf = (token: string) => api.call(waitingListRoutes.offer, { params: { token } });
