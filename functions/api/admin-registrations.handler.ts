import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { dynamoAdminOrders } from '../adapters/dynamodb/admin-order-repository';
import { checkoutRepository } from '../adapters/dynamodb/checkout-repository';
import { teamAdminRepository } from '../adapters/dynamodb/team-admin-repository';
import { dynamoStartList } from '../adapters/dynamodb/start-list-repository';
import { toCsv, toXlsx } from '../adapters/export/table-files';
import { enqueueOrderEmail } from '../adapters/queue/order-email-queue';
import type { AdminOrderPorts } from '../domain/orders/admin-order-ports';
import { deleteTeamsEmptiedBy } from '../domain/team-admin/emptied-teams';
import { changeOrderItem } from '../domain/checkout/item-change';
import {
  cancelOrderItem,
  cancelWholeOrder,
  changeOrderPrice,
  changeOrderRegistrator,
  deleteOrder,
  expireOrderItem,
  issueOrderItem,
  resendOrderEmail,
  setOrderFree,
  updateOrderItem,
  getOrder,
  listOrders,
  orderHistory,
  ordersByDiscount,
  restoreDeletedOrder,
  setOrderExpired,
  setOrderPaid,
  unsetOrderExpired,
} from '../domain/orders/admin-orders';
import { adminStartList, startListForExport, startNumberExists } from '../domain/orders/admin-start-list';
import { assignStartNumbers } from '../domain/numberings/start-number-assignment';
import { exportFileName, singleTableFile } from '../domain/export/export-table';
import { startListTable } from '../domain/orders/start-list-table';
import { adminRegistrationsBankActions } from './admin-registrations-bank-actions';
import { adminRegistrationsRefundActions } from './admin-registrations-refund-actions';
import { adminRegistrationsTeamActions } from './admin-registrations-team-actions';
import { adminRegistrationsRankingActions } from './admin-registrations-ranking-actions';
import { adminTransferFeeOrderActions } from './transfer-fee-actions';
import { CSV_TYPE, exportReply, XLSX_TYPE } from './file-reply';
import { createApiHandler } from './http/create-api-handler';
import { orderActorOf } from './http/actor-of';

const ports: AdminOrderPorts = {
  ...dynamoAdminOrders,
  teamsReleased: deleteTeamsEmptiedBy(teamAdminRepository),
  enqueueOrderEmail: (orderGuid, emailType, suffix, itemGuid) =>
    enqueueOrderEmail(orderGuid, emailType, suffix, itemGuid ? { itemGuid } : {}),
};

/** Who the order history names: the caller's id and name. */
const actorOf = orderActorOf;

/** The order and item an item action names. */
const itemOf = (params: { itemId: string }, body: { registrationId: string }) => ({
  orderGuid: body.registrationId,
  itemGuid: params.itemId,
});

/** Admin registrations (spec §7): rules in functions/domain/orders; scopes enforced by the stack. */
/** A race's start list as one export table, for both the CSV and the XLSX download. */
async function startListFile(
  caller: Parameters<typeof actorOf>[0],
  subEventId: string,
  query: Parameters<typeof startListForExport>[2],
  locale: Parameters<typeof startListTable>[2],
) {
  const { subEventName, rows } = await startListForExport(
    dynamoStartList(actorOf(caller)),
    subEventId,
    query,
  );
  return singleTableFile(startListTable(subEventName, rows, locale));
}

export const handler = createApiHandler(adminRegistrationsRoutes, {
  list: ({ caller, body }) => listOrders(ports, caller.access, body),
  detail: ({ params }) => getOrder(ports, params.id),
  delete: ({ caller, params }) => deleteOrder(ports, params.id, actorOf(caller), new Date()),
  restore: ({ caller, params }) => restoreDeletedOrder(ports, params.id, actorOf(caller), new Date()),
  paid: ({ caller, params }) => setOrderPaid(ports, params.id, actorOf(caller), new Date()),
  expired: ({ caller, params }) => setOrderExpired(ports, params.id, actorOf(caller), new Date()),
  unsetExpired: ({ caller, params }) => unsetOrderExpired(ports, params.id, actorOf(caller), new Date()),
  cancelItem: ({ caller, params, body }) =>
    cancelOrderItem(ports, itemOf(params, body), body.returnedAmount, actorOf(caller), new Date()),
  expireItem: ({ caller, params, body }) =>
    expireOrderItem(ports, itemOf(params, body), actorOf(caller), new Date()),
  issueItem: ({ caller, params, body }) =>
    issueOrderItem(ports, itemOf(params, body), true, actorOf(caller), new Date()),
  cancelIssueItem: ({ caller, params, body }) =>
    issueOrderItem(ports, itemOf(params, body), false, actorOf(caller), new Date()),
  updateItem: ({ caller, params, body }) =>
    updateOrderItem(ports, itemOf(params, body), body, actorOf(caller), new Date()),
  itemChange: ({ caller, params, body }) =>
    changeOrderItem(ports, checkoutRepository, itemOf(params, body), body, actorOf(caller), new Date()),
  cancel: ({ caller, params, body }) =>
    cancelWholeOrder(ports, params.id, body.returnedAmount, actorOf(caller), new Date()),
  free: ({ caller, params }) => setOrderFree(ports, params.id, actorOf(caller), new Date()),
  changePrice: ({ caller, params, body }) =>
    changeOrderPrice(ports, params.id, body, actorOf(caller), new Date()),
  resendEmail: ({ caller, params, body }) =>
    resendOrderEmail(ports, params.id, body.emailType, actorOf(caller), new Date()),
  registratorChange: ({ caller, params, body }) =>
    changeOrderRegistrator(ports, params.id, body, actorOf(caller), new Date()),
  byDiscount: ({ params, query }) => ordersByDiscount(ports, params.discountId, query),
  histories: ({ params }) => orderHistory(ports, params.id),
  startlist: ({ caller, params, query }) =>
    adminStartList(dynamoStartList(actorOf(caller)), params.subEventId, query),
  startlistCsv: async ({ caller, params, query, locale }) => {
    const file = await startListFile(caller, params.subEventId, query, locale);
    return exportReply({
      fileName: exportFileName(file.title, 'csv'),
      contentType: CSV_TYPE,
      body: Buffer.from(toCsv(file), 'utf8'),
    });
  },
  startlistXlsx: async ({ caller, params, query, locale }) => {
    const file = await startListFile(caller, params.subEventId, query, locale);
    return exportReply({
      fileName: exportFileName(file.title, 'xlsx'),
      contentType: XLSX_TYPE,
      body: await toXlsx(file),
    });
  },
  startNumberExists: ({ caller, params, query }) =>
    startNumberExists(dynamoStartList(actorOf(caller)), params.subEventId, query.startNumber),
  assignStartNumbers: ({ caller, params, body }) =>
    assignStartNumbers(dynamoStartList(actorOf(caller)), params.subEventId, body),
  ...adminRegistrationsBankActions,
  ...adminRegistrationsRefundActions,
  ...adminRegistrationsTeamActions,
  ...adminRegistrationsRankingActions,
  ...adminTransferFeeOrderActions,
});
