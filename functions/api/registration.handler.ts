import { addCardAttempt, loadOrder, recordCardAnswer } from '../adapters/dynamodb/order-repository';
import {
  buildCreateOrderRequest,
  loadGpWebpayConfig,
  newOrderNumber,
  verifyGatewayResponse,
} from '../adapters/payments/gp-webpay';
import { config } from '../adapters/config';
import { API_BASE_PATH } from '../../shared/api/route-types';
import { applyGatewayAnswer, startCardPayment, type CardPaymentPorts } from '../domain/checkout/card-payment';
import { toRegistrationView } from '../domain/checkout/registration-view';
import { enqueueOrderEmail } from '../domain/emails/order-email-trigger';
import { NotFoundError } from '../domain/errors';
import { createApiHandler, rawReply, type ActionInput } from './http/create-api-handler';

const ports: CardPaymentPorts = {
  loadOrder,
  addAttempt: addCardAttempt,
  recordAnswer: recordCardAnswer,
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

type Guid = { params: { guid: string } };

export const handler = createApiHandler('registration', {
  'registration.detail': async ({ params }: Guid) => {
    const loaded = await loadOrder(params.guid);
    if (!loaded) throw new NotFoundError('payment.registrationNotFound');
    return toRegistrationView(loaded.order, loaded.items);
  },

  'registration.exists': async ({ params }: Guid) => ({
    exists: (await loadOrder(params.guid)) !== undefined,
  }),

  'registration.payment': async ({ params }: Guid) => startCardPayment(ports, params.guid, new Date()),

  // The gateway sends the payer's browser here. Only a verified answer for an attempt of this
  // order is applied, once; anything else changes nothing. The browser always lands on the
  // result page, which shows the order's state from the server.
  'registration.cardPaymentResult': async ({
    params,
    query,
    log,
  }: ActionInput<{ guid: string }, Record<string, string>>) => {
    const verified = verifyGatewayResponse(await loadGpWebpayConfig(), query);
    let outcome = 'rejected';
    if (verified.ok) {
      const r = verified.response;
      outcome = await applyGatewayAnswer(
        ports,
        params.guid,
        {
          orderNumber: r.orderNumber,
          md: r.md ?? null,
          prCode: r.prCode,
          srCode: r.srCode,
          resultText: r.resultText ?? null,
        },
        new Date(),
      );
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
