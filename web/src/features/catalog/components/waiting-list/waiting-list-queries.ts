import { queryOptions } from '@tanstack/react-query';
import { waitingListRoutes } from '@shared/api/areas/waiting-list';
import type { JoinBody, ListPart } from '@shared/waiting-list/waiting-list-schemas';
import { api } from '../../../../lib/api-client';

/** `?category=` / `?wave=` of a part's list; none for the race's own. */
export const partQuery = (part: ListPart | undefined) => (part ? { [part.kind]: part.guid } : {});

/** Public waiting-list calls (issue 27): a race's list, or its category's / wave's (`part`). */
export const waitingListStateQuery = (subEventGuid: string, part?: ListPart) =>
  queryOptions({
    queryKey: ['waiting-list', subEventGuid, part?.guid ?? ''],
    queryFn: () => api.call(waitingListRoutes.state, { params: { subEventGuid }, query: partQuery(part) }),
  });

export const joinWaitingList = (subEventGuid: string, body: JoinBody, part?: ListPart) =>
  api.call(waitingListRoutes.join, { params: { subEventGuid }, query: partQuery(part), body });

export const offerOf = (token: string) => api.call(waitingListRoutes.offer, { params: { token } });
