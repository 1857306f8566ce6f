import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { billingRoutes } from '@shared/api/areas/billing';
import { organizerDisplayName } from '@shared/back-office/series-editor-schemas';
import type { BillingCreateBody } from '@shared/payments/billing-schemas';
import { api } from '../../../../lib/api-client';
import {
  catalogueListQuery,
  saveDownload,
  uploadAndStartJob,
  type ListQuery,
  type UploadProgress,
} from '../../../kit';

export const billingKeys = {
  all: ['back-office', 'billing'] as const,
  detail: (id: number) => ['back-office', 'billing', 'detail', id] as const,
};

/** GET admin/billing with the list's URL state. */
export const billingListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...billingKeys.all, 'list', query],
    queryFn: ({ signal }) =>
      api.call(
        billingRoutes.list,
        {
          query: catalogueListQuery(query),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

export const billingDetailQuery = (id: number) =>
  queryOptions({
    queryKey: billingKeys.detail(id),
    queryFn: ({ signal }) => api.call(billingRoutes.detail, { params: { id } }, { signal }),
    meta: { silentError: true },
  });

/** Every organizer, by name (the form's select; organizers are few). */
export const organizerChoicesQuery = () =>
  queryOptions({
    queryKey: [...billingKeys.all, 'organizers'],
    queryFn: async ({ signal }) => {
      const list = await api.call(
        adminSeriesRoutes.organizers,
        { query: { take: 100, skip: 0 } },
        { signal },
      );
      return list.rows.map((o) => ({ guid: o.guid, name: organizerDisplayName(o) }));
    },
    staleTime: 60_000,
    meta: { silentError: true },
  });

export const previewBilling = (body: BillingCreateBody) => api.call(billingRoutes.preview, { body });
export const createBilling = (body: BillingCreateBody) => api.call(billingRoutes.create, { body });
export const acceptBilling = (id: number) => api.call(billingRoutes.accept, { params: { id } });
export const rejectBilling = (id: number) => api.call(billingRoutes.reject, { params: { id } });

/** Downloads the settlement's CSV or XLSX under the name the server gives. */
export async function saveBillingFile(id: number, kind: 'csv' | 'xlsx') {
  const route = kind === 'csv' ? billingRoutes.exportCsv : billingRoutes.exportXlsx;
  await saveDownload(await api.download(route, { params: { id } }), `billing-${id}.${kind}`);
}

/** Uploads the gateway's settlement export straight to S3 and starts the card import job. */
export const uploadCardSettlement = (
  file: File,
  options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
) =>
  uploadAndStartJob(
    file,
    'cardSettlement',
    (fileKey) => api.call(adminRegistrationsRoutes.importCardPayments, { body: { fileKey } }),
    options,
  );
