import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { paymentsRoutes } from '@shared/api/areas/payments';
import { api } from '../../../../lib/api-client';
import { uploadAndStartJob, type ListQuery, type UploadProgress } from '../../../kit';

const text = (value: ListQuery[string]) => (typeof value === 'string' && value ? value : undefined);

export const bankPaymentKeys = {
  all: ['back-office', 'bank-payments'] as const,
  detail: (id: string) => ['back-office', 'bank-payments', 'detail', id] as const,
};

/** GET admin/bank-payments with the list's URL state. */
export const bankPaymentListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...bankPaymentKeys.all, 'list', query],
    queryFn: ({ signal }) =>
      api.call(
        paymentsRoutes.bankPayments,
        {
          query: {
            searchText: text(query.searchText),
            dateFrom: text(query.dateFrom),
            dateTo: text(query.dateTo),
            take: Number(query.take ?? 30),
            skip: Number(query.skip ?? 0),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

export const bankPaymentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: bankPaymentKeys.detail(id),
    queryFn: ({ signal }) => api.call(paymentsRoutes.bankPayment, { params: { id } }, { signal }),
    meta: { silentError: true },
  });

/**
 * Uploads a statement straight to S3 (presigned PUT, with progress) and starts its import job;
 * answers the job id.
 */
export const uploadStatement = (
  file: File,
  options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
) =>
  uploadAndStartJob(
    file,
    'bankStatement',
    (fileKey) => api.call(adminRegistrationsRoutes.uploadBankCsv, { body: { fileKey } }),
    options,
  );

/** Orders whose variable symbol is exactly this (the assign-by-hand search). */
export async function ordersByVariableSymbol(variableSymbol: string) {
  const list = await api.call(adminRegistrationsRoutes.list, {
    body: { filter: { searchText: variableSymbol }, take: 10, skip: 0 },
  });
  return list.rows.filter((o) => o.variableSymbol === variableSymbol);
}

export const matchPayment = (id: string, orderId: string) =>
  api.call(paymentsRoutes.matchBankPayment, { params: { id }, body: { orderId } });

export const unmatchPayment = (id: string) => api.call(paymentsRoutes.unmatch, { params: { id } });

export const discardPayment = (id: string) => api.call(paymentsRoutes.discardBankPayment, { params: { id } });

export const restorePayment = (id: string) => api.call(paymentsRoutes.restoreBankPayment, { params: { id } });

export const commentPayment = (id: string, comment: string) =>
  api.call(paymentsRoutes.commentBankPayment, { params: { id }, body: { comment } });
