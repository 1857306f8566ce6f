import { queryOptions, useMutation } from '@tanstack/react-query';
import { registrationRoutes } from '@shared/api/areas/registration';
import type { CallAnswer } from '../../../lib/api-route';
import { api, isApiError } from '../../../lib/api-client';

/** GET registration/{guid}: the order as its registrator sees it; fresh again whenever the tab regains focus. */
export const registrationQuery = (guid: string) =>
  queryOptions({
    queryKey: ['registration', guid],
    queryFn: ({ signal }) => api.call(registrationRoutes.detail, { params: { guid } }, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: (failureCount, error) =>
      failureCount < 2 && isApiError(error) && (error.kind === 'offline' || error.kind === 'unavailable'),
    meta: { silentError: true },
  });

export type PaymentStart = CallAnswer<typeof registrationRoutes.payment>;

/** GET registration/{guid}/registration-payment: a new card payment attempt (new ORDERNUMBER). */
export function startCardPayment(guid: string): Promise<PaymentStart> {
  return api.call(registrationRoutes.payment, { params: { guid } });
}

/** Starts a card payment and sends the browser to the gateway. */
export function useStartCardPayment(
  guid: string,
  redirect: (url: string) => void = (url) => window.location.assign(url),
) {
  return useMutation({
    mutationFn: () => startCardPayment(guid),
    onSuccess: (answer) => redirect(answer.redirectUrl),
    meta: { silentError: true },
  });
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
