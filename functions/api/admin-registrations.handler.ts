import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { dynamoAdminOrders } from '../adapters/dynamodb/admin-order-repository';
import { enqueueOrderEmail } from '../adapters/queue/order-email-queue';
import type { AdminOrderPorts } from '../domain/orders/admin-order-ports';
import {
  deleteOrder,
  getOrder,
  listOrders,
  orderHistory,
  restoreDeletedOrder,
  setOrderExpired,
  setOrderPaid,
  unsetOrderExpired,
} from '../domain/orders/admin-orders';
import { createApiHandler } from './http/create-api-handler';

const ports: AdminOrderPorts = {
  ...dynamoAdminOrders,
  enqueueOrderEmail: (orderGuid, emailType, suffix) => enqueueOrderEmail(orderGuid, emailType, suffix),
};

/** Admin registrations (spec §7): rules in functions/domain/orders; scopes enforced by the stack. */
export const handler = createApiHandler(adminRegistrationsRoutes, {
  list: ({ caller, body }) => listOrders(ports, caller.access, body),
  detail: ({ params }) => getOrder(ports, params.id),
  delete: ({ caller, params }) => deleteOrder(ports, params.id, { by: caller.userId }, new Date()),
  restore: ({ caller, params }) => restoreDeletedOrder(ports, params.id, { by: caller.userId }, new Date()),
  paid: ({ caller, params }) => setOrderPaid(ports, params.id, { by: caller.userId }, new Date()),
  expired: ({ caller, params }) => setOrderExpired(ports, params.id, { by: caller.userId }, new Date()),
  unsetExpired: ({ caller, params }) =>
    unsetOrderExpired(ports, params.id, { by: caller.userId }, new Date()),
  histories: ({ params }) => orderHistory(ports, params.id),
});
