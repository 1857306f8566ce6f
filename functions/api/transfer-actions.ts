import type { transferRoutes } from '@shared/api/areas/transfers';
import { config } from '../adapters/config';
import { dynamoRateLimiter } from '../adapters/dynamodb/rate-limit-repository';
import { loadGpWebpayConfig, verifyGatewayResponse } from '../adapters/payments/gp-webpay';
import { gatewayAnswerOf } from '../domain/checkout/card-payment';
import { acceptTransfer, viewTransferOffer } from '../domain/self-service/transfer-accept';
import { guardedByLink } from '../domain/self-service/transfer-link';
import {
  byLink,
  byOwner,
  cancelTransfer,
  myTransfer,
  startTransfer,
} from '../domain/self-service/transfer-offers';
import { applyTransferPaymentAnswer } from '../domain/self-service/transfer-payment';
import { rawReply, type ActionsOf } from './http/create-api-handler';
import { clientAddress } from './http/request-context';
import { transferPorts as ports } from './transfer-ports';

/** A call reached by a link alone: rate-limited per address like the other guessable secrets. */
const linked = <T>(event: Parameters<typeof clientAddress>[0], run: () => Promise<T>) =>
  guardedByLink(dynamoRateLimiter, clientAddress(event), new Date(), run);

/** Registration transfer (issue 27 item 2), served by the self-service Lambda (./self-service.handler.ts). */
export const transferActions: ActionsOf<typeof transferRoutes> = {
  myTransfer: ({ caller, params }) => myTransfer(ports, byOwner(caller.userId, params.id), new Date()),
  startTransfer: ({ caller, params, body, locale }) =>
    startTransfer(ports, byOwner(caller.userId, params.id), body, locale, new Date()),
  cancelTransfer: ({ caller, params }) =>
    cancelTransfer(ports, byOwner(caller.userId, params.id), new Date()),
  linkTransfer: ({ params, event }) =>
    linked(event, () => myTransfer(ports, byLink(params.token), new Date())),
  linkStartTransfer: ({ params, body, locale, event }) =>
    linked(event, () => startTransfer(ports, byLink(params.token), body, locale, new Date())),
  linkCancelTransfer: ({ params, event }) =>
    linked(event, () => cancelTransfer(ports, byLink(params.token), new Date())),
  offer: ({ params, query, event }) =>
    linked(event, () => viewTransferOffer(ports, params.token, new Date(), query.payment)),
  accept: ({ params, body, locale, event }) =>
    linked(event, () => acceptTransfer(ports, params.token, body, locale, new Date())),
  // Only a verified answer of the offer's current payment is applied, once; the browser lands on
  // the transfer page, which shows the outcome.
  paymentResult: async ({ params, query, log }) => {
    const verified = verifyGatewayResponse(await loadGpWebpayConfig(), query);
    let outcome = 'failed';
    if (verified.ok) {
      outcome = await applyTransferPaymentAnswer(
        ports,
        params.id,
        gatewayAnswerOf(verified.response),
        new Date(),
      );
      if (outcome === 'ignored') log.warn('transfer payment answer ignored', { id: params.id });
    } else log.warn('transfer payment answer rejected', { reason: verified.reason, id: params.id });
    const target = `${config.appUrl}/transfer-offer/done?outcome=${encodeURIComponent(outcome)}`;
    return rawReply({
      statusCode: 303,
      headers: { location: target, 'cache-control': 'no-store' },
      body: '',
    });
  },
};
