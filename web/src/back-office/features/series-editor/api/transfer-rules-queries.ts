import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { selfServiceRoutes } from '@shared/api/areas/self-service';
import type { SelfServiceSettings } from '@shared/self-service/race-change-schemas';
import type { TransferRules } from '@shared/self-service/transfer-schemas';
import { api } from '../../../../lib/api-client';
import { SERIES_EDITOR_KEY } from './series-editor-queries';

/** The race's self-service rules (the transfer panel reads and saves its part). */
export const selfServiceQuery = (subEventGuid: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'self-service', subEventGuid],
    queryFn: () => api.call(selfServiceRoutes.settings, { params: { id: subEventGuid } }),
  });

/**
 * Saves the transfer rules with the race's version; the race-change rules go back as loaded. The
 * save bumps the race's version, so every editor query reloads.
 */
export function useSaveTransferRules(current: SelfServiceSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transfer: TransferRules) =>
      api.call(selfServiceRoutes.saveSettings, {
        params: { id: current.seriesEventSubEventId },
        body: {
          version: current.version,
          selfService: { raceChange: current.selfService.raceChange, transfer },
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERIES_EDITOR_KEY }),
  });
}
