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
import type { StaffCaller } from './http/caller';
import { createApiHandler } from './http/create-api-handler';

const ports: AdminOrderPorts = {
  ...dynamoAdminOrders,
  enqueueOrderEmail: (orderGuid, emailType, suffix) => enqueueOrderEmail(orderGuid, emailType, suffix),
};

/** Who the order history names: the caller's id and name. */
const actorOf = (caller: StaffCaller) => ({
  by: caller.userId,
  byName: `${caller.firstName} ${caller.lastName}`.trim(),
});

/** Admin registrations (spec §7): rules in functions/domain/orders; scopes enforced by the stack. */
export const handler = createApiHandler(adminRegistrationsRoutes, {
  list: ({ caller, body }) => listOrders(ports, caller.access, body),
  detail: ({ params }) => getOrder(ports, params.id),
  delete: ({ caller, params }) => deleteOrder(ports, params.id, actorOf(caller), new Date()),
  restore: ({ caller, params }) => restoreDeletedOrder(ports, params.id, actorOf(caller), new Date()),
  paid: ({ caller, params }) => setOrderPaid(ports, params.id, actorOf(caller), new Date()),
  expired: ({ caller, params }) => setOrderExpired(ports, params.id, actorOf(caller), new Date()),
  unsetExpired: ({ caller, params }) => unsetOrderExpired(ports, params.id, actorOf(caller), new Date()),
  histories: ({ params }) => orderHistory(ports, params.id),
});
