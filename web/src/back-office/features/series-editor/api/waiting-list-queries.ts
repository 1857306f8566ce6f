import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { waitingListRoutes } from '@shared/api/areas/waiting-list';
import type { WaitingListSettings } from '@shared/waiting-list/waiting-list-schemas';
import { api } from '../../../../lib/api-client';

/** The organiser's waiting-list calls (issue 27). */
export const waitingListAdminQuery = (subEventGuid: string) =>
  queryOptions({
    queryKey: ['admin', 'waiting-list', subEventGuid],
    queryFn: () => api.call(waitingListRoutes.admin, { params: { subEventGuid } }),
  });

export type EntryAction = 'remove' | 'moveUp' | 'offerNow';

export function useWaitingListActions(subEventGuid: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'waiting-list', subEventGuid] });
  const save = useMutation({
    mutationFn: (body: WaitingListSettings) =>
      api.call(waitingListRoutes.saveSettings, { params: { subEventGuid }, body }),
    onSuccess: refresh,
  });
  const act = useMutation({
    mutationFn: ({ action, entryGuid }: { action: EntryAction; entryGuid: string }) =>
      api.call(waitingListRoutes[action], { params: { subEventGuid, entryGuid } }),
    onSettled: refresh,
    meta: { silentError: true },
  });
  return { save, act };
}
