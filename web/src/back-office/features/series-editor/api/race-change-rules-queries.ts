import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { selfServiceRoutes } from '@shared/api/areas/self-service';
import type { RaceChangeRules, SelfServiceSettings } from '@shared/self-service/race-change-schemas';
import { api } from '../../../../lib/api-client';
import { SERIES_EDITOR_KEY } from './series-editor-queries';

/** The race's self-service rules (under the editor's key: saving the race reloads them, and back). */
export const selfServiceSettingsQuery = (subEventGuid: string) =>
  queryOptions({
    queryKey: [...SERIES_EDITOR_KEY, 'self-service', subEventGuid],
    queryFn: () => api.call(selfServiceRoutes.settings, { params: { id: subEventGuid } }),
  });

/**
 * Saves the race-change rules. The call takes all self-service rules of the race, so the other
 * rules are sent back as read; the race's version moves, so every editor query reloads.
 */
export function useSaveRaceChangeRules(subEventGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, raceChange }: { settings: SelfServiceSettings; raceChange: RaceChangeRules }) =>
      api.call(selfServiceRoutes.saveSettings, {
        params: { id: subEventGuid },
        body: { version: settings.version, selfService: { ...settings.selfService, raceChange } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERIES_EDITOR_KEY }),
  });
}
