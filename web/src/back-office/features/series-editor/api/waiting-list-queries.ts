import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { waitingListRoutes } from '@shared/api/areas/waiting-list';
import type { ListPart, WaitingListSettings } from '@shared/waiting-list/waiting-list-schemas';
import { api } from '../../../../lib/api-client';

/** `?category=` / `?wave=` of a part's list; none for the race's own list. */
const partQuery = (part: ListPart | undefined) => (part ? { [part.kind]: part.guid } : {});
const keyOf = (subEventGuid: string, part: ListPart | undefined) => [
  'admin',
  'waiting-list',
  subEventGuid,
  part?.guid ?? '',
];

/** The organiser's waiting-list calls (issue 27): the race's list, or its category's / wave's. */
export const waitingListAdminQuery = (subEventGuid: string, part?: ListPart) =>
  queryOptions({
    queryKey: keyOf(subEventGuid, part),
    queryFn: () => api.call(waitingListRoutes.admin, { params: { subEventGuid }, query: partQuery(part) }),
  });

export type EntryAction = 'remove' | 'moveUp' | 'offerNow';

export function useWaitingListActions(subEventGuid: string, part?: ListPart) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keyOf(subEventGuid, part) });
  const query = partQuery(part);
  const save = useMutation({
    mutationFn: (body: WaitingListSettings) =>
      api.call(waitingListRoutes.saveSettings, { params: { subEventGuid }, query, body }),
    onSuccess: refresh,
  });
  const act = useMutation({
    mutationFn: ({ action, entryGuid }: { action: EntryAction; entryGuid: string }) =>
      api.call(waitingListRoutes[action], { params: { subEventGuid, entryGuid }, query }),
    onSettled: refresh,
    meta: { silentError: true },
  });
  return { save, act };
}
