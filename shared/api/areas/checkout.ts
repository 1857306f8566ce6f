import { z } from 'zod';
import { myTemplateDetailSchema } from '../../accounts/user-area-schemas';
import {
  checkoutCurrencyQuery,
  checkoutDataBodySchema,
  checkoutDataSchema,
  discountCheckAnswerSchema,
  discountCheckBodySchema,
  reapplyDiscountsAnswerSchema,
  reapplyDiscountsBodySchema,
  registerAnswerSchema,
  registerBodySchema,
  registerQuerySchema,
} from '../../checkout/checkout-schemas';
import {
  invitationCartItemBodySchema,
  invitationCartItemSchema,
  reserveTeamNameParams,
  reserveTeamNameQuery,
  teamReservationSchema,
  verifyTeamApplicationAnswerSchema,
  verifyTeamApplicationBodySchema,
} from '../../team-management/team-reservation-schemas';
import { currencyCodeSchema } from '../../catalog/catalog-schemas';
import { defineArea } from '../define-area';

export const checkoutRoutes = defineArea('checkout', 'checkout', {
  data: {
    method: 'POST',
    path: 'checkout/data',
    auth: 'public',
    summary: 'Forms and prices for the cart',
    query: checkoutCurrencyQuery,
    body: checkoutDataBodySchema,
    response: checkoutDataSchema,
  },
  register: {
    method: 'POST',
    path: 'checkout/register',
    auth: 'public',
    summary: 'Place the order',
    query: registerQuerySchema,
    body: registerBodySchema,
    response: registerAnswerSchema,
  },
  checkDiscount: {
    method: 'POST',
    path: 'checkout/check-discount',
    auth: 'public',
    summary: 'Check a discount code',
    body: discountCheckBodySchema,
    response: discountCheckAnswerSchema,
  },
  reapplyDiscounts: {
    method: 'POST',
    path: 'checkout/reapply-discounts',
    auth: 'public',
    summary: 'Re-apply discounts',
    body: reapplyDiscountsBodySchema,
    response: reapplyDiscountsAnswerSchema,
  },
  registrationTemplates: {
    method: 'GET',
    path: 'checkout/registration-templates',
    auth: 'user',
    summary: 'Own registrant templates for checkout',
    response: z.array(myTemplateDetailSchema),
  },
  reserveTeamName: {
    method: 'GET',
    path: 'checkout/reserve-team-name/{subEventGuid}',
    auth: 'public',
    summary: 'Reserve a team name (and one place) until valid-until; answers the reservation and its PIN',
    params: reserveTeamNameParams,
    query: reserveTeamNameQuery,
    response: teamReservationSchema,
  },
  verifyTeamApplication: {
    method: 'POST',
    path: 'checkout/verify-team-application',
    auth: 'public',
    summary:
      'Verify joining a team (PIN, places) or founding it under a reserved name; PIN guesses throttled',
    body: verifyTeamApplicationBodySchema,
    response: verifyTeamApplicationAnswerSchema,
  },
  cartItemForInvitation: {
    method: 'POST',
    path: 'checkout/shopping-cart-item-for-invintation/{currency}',
    auth: 'public',
    summary: "Cart item of a team invitation (the link's hash): race, category, wave, team and its PIN",
    params: z.object({ currency: currencyCodeSchema }),
    body: invitationCartItemBodySchema,
    response: invitationCartItemSchema,
  },
});
