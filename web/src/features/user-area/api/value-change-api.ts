import type {
  MyValueChange,
  ValueChangePaymentStart,
} from '@shared/accounts/registration-value-change-schemas';
import { userAreaRoutes } from '@shared/api/areas/user-area';
import { api } from '../../../lib/api-client';

/**
 * GET user/my-registration-items/{id}/values: what the runner may change now, its price, or why
 * not; with `payment`, the state of that priced change's payment (the result after the gateway).
 */
export function myValueChange(
  itemId: string,
  signal?: AbortSignal,
  payment?: string,
): Promise<MyValueChange> {
  return api.call(
    userAreaRoutes.myRegistrationValues,
    { params: { id: itemId }, query: payment ? { payment } : {} },
    { signal },
  );
}

/** POST user/my-registration-items/{id}/values: the changed values by name (a free change). */
export function changeMyValues(
  itemId: string,
  values: Array<{ name: string; value: string }>,
): Promise<MyValueChange> {
  return api.call(userAreaRoutes.changeMyRegistrationValues, { params: { id: itemId }, body: { values } });
}

/** POST user/my-registration-items/{id}/value-change-payment: a priced change, paid at the card gateway first. */
export function startValueChangePayment(
  itemId: string,
  values: Array<{ name: string; value: string }>,
): Promise<ValueChangePaymentStart> {
  return api.call(userAreaRoutes.startValueChangePayment, { params: { id: itemId }, body: { values } });
}
