import { queryOptions, useMutation } from '@tanstack/react-query';
import { checkoutRoutes } from '@shared/api/areas/checkout';
import type {
  CheckoutItemRef,
  DiscountCheckAnswer,
  DiscountPerson,
  RegisterBody,
} from '@shared/checkout/checkout-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { CartItem } from '@shared/cart/cart-item';
import { api, isApiError } from '../../../lib/api-client';
import type { RegistrantTemplate } from '../model/registrant-templates';

/** Checkout calls of spec §7: checkout/data, register, check-discount, reapply-discounts. */

export function toItemRef(item: CartItem): CheckoutItemRef {
  return {
    seriesEventGuid: item.seriesEventGuid,
    subEventGuid: item.seriesSubEventGuid,
    categoryGuid: item.categoryGuid,
    waveGuid: item.waveGuid ?? null,
    teamGuid: item.teamGuid ?? null,
  };
}

export const checkoutDataKey = (currency: CurrencyCode, refs: readonly CheckoutItemRef[]) =>
  ['checkout', 'data', currency, refs] as const;

/** POST checkout/data?currency: forms, current prices and registration state of every cart item. */
export const checkoutDataQuery = (currency: CurrencyCode, refs: readonly CheckoutItemRef[]) =>
  queryOptions({
    queryKey: checkoutDataKey(currency, refs),
    queryFn: ({ signal }) =>
      api.call(checkoutRoutes.data, { body: { items: [...refs] }, query: { currency } }, { signal }),
    enabled: refs.length > 0,
    staleTime: 30_000,
    meta: { silentError: true },
  });

/** GET checkout/registration-templates: the signed-in user's saved registrants. */
export const registrationTemplatesQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['checkout', 'registration-templates'] as const,
    queryFn: ({ signal }): Promise<RegistrantTemplate[]> =>
      api.call(checkoutRoutes.registrationTemplates, undefined, { signal }),
    enabled: signedIn,
    staleTime: 60_000,
    meta: { silentError: true },
  });

/** Transport failures after which the same order (same idempotency key) is sent once more. */
function isTransient(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'offline' || error.kind === 'timeout' || error.kind === 'unavailable')
  );
}

/**
 * POST checkout/register. The body carries an idempotency key made once per submission attempt:
 * the automatic retry after a lost answer reuses it, so the server returns the first order instead
 * of creating a second one.
 */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      api.call(checkoutRoutes.register, {
        body,
        query: { currency: body.currency, language: body.language },
      }),
    retry: (failureCount, error) => failureCount < 2 && isTransient(error),
    retryDelay: 1000,
    meta: { silentError: true },
  });
}

export interface DiscountRequest {
  currency: CurrencyCode;
  items: CheckoutItemRef[];
  additionals: number[];
  persons?: Array<DiscountPerson | null>;
}

/** POST checkout/check-discount: whether a code applies, and how much it takes off. */
export function checkDiscount(code: string, request: DiscountRequest): Promise<DiscountCheckAnswer> {
  return api.call(checkoutRoutes.checkDiscount, { body: { code, ...request } });
}

/** POST checkout/reapply-discounts: the applied codes again after the cart or the extras changed. */
export async function reapplyDiscounts(
  codes: string[],
  request: DiscountRequest,
): Promise<DiscountCheckAnswer[]> {
  const answer = await api.call(checkoutRoutes.reapplyDiscounts, { body: { codes, ...request } });
  return answer.discounts;
}

/** GET checkout/reserve-team-name/{subEventGuid}: holds the name (and a place) until valid-until. */
export const reserveTeamName = (subEventGuid: string, teamName: string, reservationGuid?: string) =>
  api.call(checkoutRoutes.reserveTeamName, {
    params: { subEventGuid },
    query: { teamName, ...(reservationGuid ? { reservationGuid } : {}) },
  });

/** POST checkout/verify-team-application: may the runner join this team with this PIN? */
export const verifyTeamApplication = (body: {
  subEventGuid: string;
  teamName?: string;
  teamGuid?: string;
  pin?: string;
}) => api.call(checkoutRoutes.verifyTeamApplication, { body });

/** POST checkout/shopping-cart-item-for-invintation/{currency}: the invited person's cart item. */
export const invitationCartItem = (hash: string, currency: CurrencyCode) =>
  api.call(checkoutRoutes.cartItemForInvitation, { params: { currency }, body: { hash } });
