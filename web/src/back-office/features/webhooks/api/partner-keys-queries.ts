import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { partnerKeysRoutes } from '@shared/api/areas/partner-keys';
import type { PartnerKeyBody } from '@shared/partner-api/partner-key-schemas';
import { api } from '../../../../lib/api-client';

export const partnerKeysQuery = (seriesGuid: string) =>
  queryOptions({
    queryKey: ['back-office', 'partner-keys', seriesGuid],
    queryFn: ({ signal }) => api.call(partnerKeysRoutes.listKeys, { params: { id: seriesGuid } }, { signal }),
    meta: { silentError: true },
  });

export const partnerKeysChanged = (client: QueryClient, seriesGuid: string) =>
  client.invalidateQueries({ queryKey: ['back-office', 'partner-keys', seriesGuid] });

export const createPartnerKey = (seriesGuid: string, body: PartnerKeyBody) =>
  api.call(partnerKeysRoutes.createKey, { params: { id: seriesGuid }, body });

export const revokePartnerKey = (seriesGuid: string, keyId: string) =>
  api.call(partnerKeysRoutes.revokeKey, { params: { id: seriesGuid, keyId } });

export const updatePartnerKey = (seriesGuid: string, keyId: string, body: PartnerKeyBody) =>
  api.call(partnerKeysRoutes.updateKey, { params: { id: seriesGuid, keyId }, body });
