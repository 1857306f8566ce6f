import { z } from 'zod';
import { raceChangePaymentCallbackQuerySchema } from '../../self-service/race-change-schemas';
import {
  acceptTransferBodySchema,
  acceptTransferResultSchema,
  myTransferSchema,
  startTransferBodySchema,
  transferOfferQuerySchema,
  transferLinkParamsSchema,
  transferOfferViewSchema,
  transferTokenParamsSchema,
} from '../../self-service/transfer-schemas';
import { defineArea } from '../define-area';

const idParams = z.object({ id: z.uuid({ version: undefined }) });

/**
 * Registration transfer to another runner (issue 27 item 2; docs/self-service.md), served by the
 * self-service Lambda. The registrant's calls read and write only the caller's own registration;
 * the new runner's calls are reached by the single-use offer link alone (no account needed).
 */
export const transferRoutes = defineArea('self-service', 'transfers', {
  myTransfer: {
    method: 'GET',
    path: 'user/my-registration-items/{id}/transfer',
    auth: 'user',
    summary: 'Whether an own registration may be transferred now (until, fee), and its pending offer',
    params: idParams,
    response: myTransferSchema,
    ownerScoped: 'orderItem',
  },
  startTransfer: {
    method: 'POST',
    path: 'user/my-registration-items/{id}/transfer',
    auth: 'user',
    summary:
      "Offer an own registration to another runner (e-mail 15 with the offer link to the runner's e-mail)",
    params: idParams,
    body: startTransferBodySchema,
    response: myTransferSchema,
    ownerScoped: 'orderItem',
  },
  cancelTransfer: {
    method: 'POST',
    path: 'user/my-registration-items/{id}/transfer/cancel',
    auth: 'user',
    summary: "Cancel an own registration's open transfer offer (its link stops working)",
    params: idParams,
    response: myTransferSchema,
    ownerScoped: 'orderItem',
  },
  // The registration e-mail's link (no account needed): the link alone proves the registrant;
  // wrong links count against the caller's address (rate limit of guessable secrets).
  linkTransfer: {
    method: 'GET',
    path: 'transfers/links/{token}',
    auth: 'public',
    summary:
      "A registration e-mail's transfer link: whether that registration may be transferred now, and its pending offer",
    params: transferLinkParamsSchema,
    response: myTransferSchema,
  },
  linkStartTransfer: {
    method: 'POST',
    path: 'transfers/links/{token}',
    auth: 'public',
    summary:
      "Offer the registration of a registration e-mail's transfer link to another runner (as My registrations does)",
    params: transferLinkParamsSchema,
    body: startTransferBodySchema,
    response: myTransferSchema,
  },
  linkCancelTransfer: {
    method: 'POST',
    path: 'transfers/links/{token}/cancel',
    auth: 'public',
    summary: "Cancel the open transfer offer of a registration e-mail's transfer link",
    params: transferLinkParamsSchema,
    response: myTransferSchema,
  },
  offer: {
    method: 'GET',
    path: 'transfers/offers/{token}',
    auth: 'public',
    summary:
      'A transfer offer link: the race offered, from whom, the fee and deadline (404 for a wrong link)',
    params: transferTokenParamsSchema,
    query: transferOfferQuerySchema,
    response: transferOfferViewSchema,
  },
  accept: {
    method: 'POST',
    path: 'transfers/offers/{token}/accept',
    auth: 'public',
    summary:
      "Accept a transfer offer with the new runner's registrant card (applied at once, or after the fee's card payment)",
    params: transferTokenParamsSchema,
    body: acceptTransferBodySchema,
    response: acceptTransferResultSchema,
  },
  // The gateway sends the payer's browser here; the answer is a redirect to the offer page.
  paymentResult: {
    method: 'GET',
    path: 'self-service/transfer-payments/{id}/card-payment-result',
    auth: 'public',
    summary: 'Card payment gateway return of a transfer fee (verified, applied once)',
    params: idParams,
    query: raceChangePaymentCallbackQuerySchema,
  },
});
