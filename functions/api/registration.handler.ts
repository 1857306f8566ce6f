import { addCardAttempt, loadOrder } from '../adapters/dynamodb/order-repository';
import { applyTransition } from '../adapters/dynamodb/order-transition-repository';
import {
  buildCreateOrderRequest,
  loadGpWebpayConfig,
  newOrderNumber,
  verifyGatewayResponse,
} from '../adapters/payments/gp-webpay';
import { config } from '../adapters/config';
import { registrationRoutes } from '@shared/api/areas/registration';
import { API_BASE_PATH } from '@shared/api/route-types';
import {
  applyGatewayAnswer,
  gatewayAnswerOf,
  startCardPayment,
  type CardPaymentPorts,
} from '../domain/checkout/card-payment';
import { toRegistrationView } from '../domain/checkout/registration-view';
import { enqueueOrderEmail } from '../adapters/queue/order-email-queue';
import { NotFoundError } from '../domain/errors';
import { createApiHandler, rawReply } from './http/create-api-handler';

const ports: CardPaymentPorts = {
  loadOrder,
  addAttempt: addCardAttempt,
  applyTransition,
  enqueueOrderEmail,
  newOrderNumber: () => newOrderNumber(),
  async createRedirect({ order, items, orderNumber }) {
    const cfg = await loadGpWebpayConfig();
    const first = items[0];
    return buildCreateOrderRequest(cfg, {
      orderNumber,
      amountMinor: order.calculatedPrice,
      currency: order.currency,
      merOrderNum: order.variableSymbol,
      returnUrl: `${config.appUrl}${API_BASE_PATH}/registration/${order.guid}/card-payment-result`,
      description: `${first ? `${first.eventName} - ${first.subEventName}` : 'Registrace'} (${order.variableSymbol})`,
      md: order.guid,
      email: order.registrator.email,
      lang: order.language,
    }).url;
  },
};

export const handler = createApiHandler(registrationRoutes, {
  detail: async ({ params }) => {
    const loaded = await loadOrder(params.guid);
    if (!loaded) throw new NotFoundError('payment.registrationNotFound');
    return toRegistrationView(loaded.order, loaded.items);
  },

  exists: async ({ params }) => ({
    exists: (await loadOrder(params.guid)) !== undefined,
  }),

  payment: async ({ params }) => startCardPayment(ports, params.guid, new Date()),

  // The gateway sends the payer's browser here. Only a verified answer for an attempt of this
  // order is applied, once; anything else changes nothing. The browser always lands on the
  // result page, which shows the order's state from the server.
  cardPaymentResult: async ({ params, query, log }) => {
    const verified = verifyGatewayResponse(await loadGpWebpayConfig(), query);
    let outcome = 'rejected';
    if (verified.ok) {
      outcome = await applyGatewayAnswer(ports, params.guid, gatewayAnswerOf(verified.response), new Date());
    } else {
      log.warn('card payment answer rejected', { reason: verified.reason, guid: params.guid });
    }
    const target = `${config.appUrl}/registration/${encodeURIComponent(params.guid)}${
      outcome === 'rejected' ? '?payment=invalid' : ''
    }`;
    return rawReply({
      statusCode: 303,
      headers: { location: target, 'cache-control': 'no-store' },
      body: '',
    });
  },
});
