import {
  cardPaymentCallbackQuerySchema,
  paymentStartSchema,
  registrationViewSchema,
} from '../../checkout/checkout-schemas';
import { existsSchema, guidParams } from '../common-schemas';
import { defineArea } from '../define-area';

/** An order after checkout, by its guid (the guid is the runner's link: unguessable). */
export const registrationRoutes = defineArea('registration', 'registration', {
  detail: {
    method: 'GET',
    path: 'registration/{guid}',
    auth: 'public',
    summary: 'Registration (order) result',
    params: guidParams,
    response: registrationViewSchema,
  },
  exists: {
    method: 'GET',
    path: 'registration/{guid}/exists',
    auth: 'public',
    summary: 'Whether a registration exists',
    params: guidParams,
    response: existsSchema,
  },
  payment: {
    method: 'GET',
    path: 'registration/{guid}/registration-payment',
    auth: 'public',
    summary: 'Start a card payment',
    params: guidParams,
    response: paymentStartSchema,
  },
  // The gateway sends the payer's browser here; the answer is a redirect to the result page.
  cardPaymentResult: {
    method: 'GET',
    path: 'registration/{guid}/card-payment-result',
    auth: 'public',
    summary: 'Card payment gateway return (verified, applied once)',
    params: guidParams,
    query: cardPaymentCallbackQuerySchema,
  },
});
