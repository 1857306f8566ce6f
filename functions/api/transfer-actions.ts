import type { transferRoutes } from '@shared/api/areas/transfers';
import { config } from '../adapters/config';
import { findUserById } from '../adapters/dynamodb/user-repository';
import { loadGpWebpayConfig, verifyGatewayResponse } from '../adapters/payments/gp-webpay';
import { gatewayAnswerOf } from '../domain/checkout/card-payment';
import { UnauthorizedError } from '../domain/errors';
import { acceptTransfer, viewTransferOffer } from '../domain/self-service/transfer-accept';
import { cancelTransfer, myTransfer, startTransfer } from '../domain/self-service/transfer-offers';
import { applyTransferPaymentAnswer } from '../domain/self-service/transfer-payment';
import { rawReply, type ActionsOf } from './http/create-api-handler';
import { transferPorts as ports } from './transfer-ports';

/** The registrant's name and e-mail (their account). */
async function account(userId: string): Promise<{ userId: string; name: string; email: string }> {
  const user = await findUserById(userId);
  if (!user) throw new UnauthorizedError('common.invalidToken');
  return { userId, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}

/** Registration transfer (issue 27 item 2), served by the self-service Lambda (./self-service.handler.ts). */
export const transferActions: ActionsOf<typeof transferRoutes> = {
  myTransfer: ({ caller, params }) => myTransfer(ports, caller.userId, params.id, new Date()),
  startTransfer: async ({ caller, params, body, locale }) =>
    startTransfer(ports, await account(caller.userId), params.id, body, locale, new Date()),
  cancelTransfer: ({ caller, params }) => cancelTransfer(ports, caller.userId, params.id, new Date()),
  offer: ({ params, query }) => viewTransferOffer(ports, params.token, new Date(), query.payment),
  accept: ({ params, body, locale }) => acceptTransfer(ports, params.token, body, locale, new Date()),
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
