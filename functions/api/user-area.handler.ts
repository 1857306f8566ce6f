import { dynamoRefundStore } from '../adapters/dynamodb/refund-repository';
import { myRefunds } from '../domain/refunds/my-refunds';
import { userAreaRoutes } from '@shared/api/areas/user-area';
import { findUserById } from '../adapters/dynamodb/user-repository';
import { dynamoUserArea as ports } from '../adapters/dynamodb/user-area-repository';
import {
  myItem,
  myItems,
  myOrder,
  myOrders,
  myTeams,
  myTemplate,
  myTemplates,
  saveTemplate,
} from '../domain/user-area/user-area';
import { config } from '../adapters/config';
import { loadGpWebpayConfig, verifyGatewayResponse } from '../adapters/payments/gp-webpay';
import { gatewayAnswerOf } from '../domain/checkout/card-payment';
import { UnauthorizedError } from '../domain/errors';
import { applyValueChangeAnswer, startValueChangePayment } from '../domain/user-area/priced-value-change';
import { changeMyValues, myValueChange } from '../domain/user-area/registration-value-change';
import { pricedValueChangePorts, valueChangePorts } from './user-value-change-ports';
import { createApiHandler, rawReply } from './http/create-api-handler';

/** The runner's name for the order history. */
async function callerName(userId: string): Promise<string> {
  const user = await findUserById(userId);
  if (!user) throw new UnauthorizedError('common.invalidToken');
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * The user area: every call reads or writes only the caller's own data (their user id keys every
 * query; a detail of anything else answers 404, like a missing record).
 */
export const handler = createApiHandler(userAreaRoutes, {
  myRegistrations: ({ caller, query }) => myOrders(ports, caller.userId, query),
  myRegistration: async ({ caller, params }) => {
    // myOrder checks the order is the caller's before its refunds are read.
    const order = await myOrder(ports, caller.userId, params.id);
    return { ...order, refunds: await myRefunds(dynamoRefundStore, order.id) };
  },
  myRegistrationItems: ({ caller, body }) => myItems(ports, caller.userId, body),
  myRegistrationItem: ({ caller, params }) => myItem(ports, caller.userId, params.id),
  myRegistrationValues: ({ caller, params, query }) =>
    myValueChange(valueChangePorts, caller.userId, params.id, new Date(), query.payment),
  changeMyRegistrationValues: async ({ caller, params, body, locale }) =>
    changeMyValues(
      valueChangePorts,
      { userId: caller.userId, name: await callerName(caller.userId) },
      params.id,
      body,
      locale,
      new Date(),
    ),
  startValueChangePayment: async ({ caller, params, body, locale }) =>
    startValueChangePayment(
      pricedValueChangePorts,
      { userId: caller.userId, name: await callerName(caller.userId) },
      params.id,
      body,
      locale,
      new Date(),
    ),
  // The gateway sends the payer's browser here. Only a verified answer of this change's payment is
  // applied, once; anything else changes nothing. The browser lands on My registrations, whose
  // result note reads the change's state from the server.
  valueChangePaymentResult: async ({ params, query, log }) => {
    const verified = verifyGatewayResponse(await loadGpWebpayConfig(), query);
    let itemGuid: string | undefined;
    if (verified.ok) {
      const { outcome, change } = await applyValueChangeAnswer(
        pricedValueChangePorts,
        params.id,
        gatewayAnswerOf(verified.response),
        new Date(),
      );
      itemGuid = change?.itemGuid;
      if (outcome === 'ignored') log.warn('value change payment answer ignored', { id: params.id });
    } else {
      log.warn('value change payment answer rejected', { reason: verified.reason, id: params.id });
      itemGuid = (await pricedValueChangePorts.getValueChange(params.id))?.itemGuid;
    }
    const target = itemGuid
      ? `${config.appUrl}/user/my-registrations?valueChange=${encodeURIComponent(params.id)}&item=${encodeURIComponent(itemGuid)}`
      : `${config.appUrl}/user/my-registrations`;
    return rawReply({
      statusCode: 303,
      headers: { location: target, 'cache-control': 'no-store' },
      body: '',
    });
  },
  myTeams: async ({ caller, query }) => {
    const user = await findUserById(caller.userId);
    if (!user) throw new UnauthorizedError('common.invalidToken');
    return myTeams(ports, user, query);
  },
  myTemplates: ({ caller, query }) => myTemplates(ports, caller.userId, query),
  myTemplate: ({ caller, params }) => myTemplate(ports, caller.userId, params.id),
  saveTemplate: ({ caller, body }) => saveTemplate(ports, caller.userId, body, new Date()),
});
