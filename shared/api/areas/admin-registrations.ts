import {
  byDiscountParams,
  byDiscountQuery,
  cancelItemBodySchema,
  cancelOrderBodySchema,
  changePriceBodySchema,
  itemActionBodySchema,
  itemChangeBodySchema,
  itemIdParams,
  orderDetailSchema,
  registratorChangeBodySchema,
  resendEmailBodySchema,
  updateItemBodySchema,
  orderHistorySchema,
  orderListBodySchema,
  orderListSchema,
} from '../../orders/admin-order-schemas';
import {
  adminStartListQuerySchema,
  adminStartListSchema,
  assignStartNumbersBodySchema,
  assignStartNumbersResultSchema,
  startListExportQuerySchema,
  startNumberExistsQuerySchema,
  subEventIdParams,
} from '../../orders/start-list-schemas';
import { importRankingBodySchema, seedWavesBodySchema } from '../../orders/ranking-schemas';
import { startedJobSchema } from '../../jobs/job-schemas';
import { existsSchema, idParams } from '../common-schemas';
import { adminRegistrationsBankRoutes } from './admin-registrations-bank';
import { adminRegistrationsRefundRoutes } from './admin-registrations-refunds';
import { adminRegistrationsTeamRoutes } from './admin-registrations-teams';
import { adminTransferFeeOrderRoutes } from './admin-transfer-fees';
import { defineArea } from '../define-area';

/** An action on one order: event managers of the order's series (or of all its events) and admins. */
const orderAction = (method: 'POST' | 'DELETE', path: string, summary: string) =>
  ({
    method,
    path,
    auth: 'eventManager',
    summary,
    params: idParams,
    response: orderDetailSchema,
    scope: { order: 'params.id' },
  }) as const;

/**
 * An admin's action on one item of an order (spec §7 `admin/registrations/items/{itemId}/…`); the
 * body names the order (`registrationId`), whose partition holds the item.
 */
const itemAction = <B>(path: string, summary: string, body: B) =>
  ({
    method: 'POST',
    path: `admin/registrations/items/{itemId}/${path}`,
    auth: 'admin',
    summary,
    params: itemIdParams,
    body,
    response: orderDetailSchema,
  }) as const;

/** An admin's action on one order, with a body. */
const adminOrderAction = <B>(path: string, summary: string, body: B) =>
  ({
    method: 'POST',
    path: `admin/registrations/{id}/${path}`,
    auth: 'admin',
    summary,
    params: idParams,
    body,
    response: orderDetailSchema,
  }) as const;

/**
 * Admin registrations (spec §7, orders list and detail of §2). State changes follow the order
 * state machine (functions/domain/orders/order-state.ts) and each writes a history entry.
 */
export const adminRegistrationsRoutes = defineArea('admin-registrations', 'adminRegistrations', {
  list: {
    method: 'POST',
    path: 'admin/registrations',
    auth: 'eventManager',
    summary: 'Orders (filter of spec §3, take, skip); event managers see the orders of their permissions',
    body: orderListBodySchema,
    response: orderListSchema,
  },
  detail: {
    method: 'GET',
    path: 'admin/registrations/{id}',
    auth: 'eventManager',
    summary: 'Order detail: items, values, prices, payment attempts, history',
    params: idParams,
    response: orderDetailSchema,
    scope: { order: 'params.id' },
  },
  delete: orderAction('DELETE', 'admin/registrations/{id}', 'Remove an order (releases its places)'),
  restore: orderAction(
    'POST',
    'admin/registrations/{id}/restore',
    'Restore a removed order (takes its places again; refused when they are gone)',
  ),
  paid: orderAction('POST', 'admin/registrations/{id}/paid', 'Set paid (sends the payment e-mail once)'),
  expired: orderAction(
    'POST',
    'admin/registrations/{id}/expired',
    'Set expired now (releases the places, sends the expiry e-mail)',
  ),
  unsetExpired: orderAction(
    'POST',
    'admin/registrations/{id}/unset-expired',
    'Unset expiry (takes the places again; refused when they are gone)',
  ),
  cancelItem: itemAction(
    'cancel',
    'Cancel an item with a returned amount (releases its places once; item-cancellation e-mail)',
    cancelItemBodySchema,
  ),
  expireItem: itemAction('expire', 'Expire an unpaid item (releases its places once)', itemActionBodySchema),
  issueItem: itemAction('issue', 'Issue an item (start pack handed over)', itemActionBodySchema),
  cancelIssueItem: itemAction('cancel-issue', 'Take back the issue of an item', itemActionBodySchema),
  updateItem: itemAction('update', 'Correct a registrant and values (change history)', updateItemBodySchema),
  itemChange: itemAction(
    'change',
    'Change event, subevent, category, wave of an item (old places released and new ones taken at once; a full target changes nothing)',
    itemChangeBodySchema,
  ),
  cancel: adminOrderAction(
    'cancel',
    'Cancel the order with a returned amount (releases its places; cancellation e-mail to all)',
    cancelOrderBodySchema,
  ),
  free: {
    method: 'POST',
    path: 'admin/registrations/{id}/free',
    auth: 'admin',
    summary: 'Set free registration (every item costs nothing; paid; payment e-mail)',
    params: idParams,
    response: orderDetailSchema,
  },
  changePrice: adminOrderAction(
    'change-price',
    'Edit prices per item (totals recomputed; price history)',
    changePriceBodySchema,
  ),
  resendEmail: adminOrderAction('resend-email', 'Resend an e-mail of the order', resendEmailBodySchema),
  registratorChange: adminOrderAction(
    'registrator-change',
    'Change the registrator (name, e-mail)',
    registratorChangeBodySchema,
  ),
  byDiscount: {
    method: 'GET',
    path: 'admin/registrations/by-discount/{discountId}',
    auth: 'admin',
    summary: 'Orders that used a discount code of a series (query seriesGuid, take, skip), newest first',
    params: byDiscountParams,
    query: byDiscountQuery,
    response: orderListSchema,
  },
  histories: {
    method: 'GET',
    path: 'admin/registrations/{id}/histories',
    auth: 'eventManager',
    summary: 'Change history of an order, newest first',
    params: idParams,
    response: orderHistorySchema,
    scope: { order: 'params.id' },
  },
  startlist: {
    method: 'GET',
    path: 'admin/registrations/startlist/{subEventId}',
    auth: 'eventManager',
    summary: 'Start list of a subevent: items of active orders with start numbers (search, sort, paging)',
    params: subEventIdParams,
    query: adminStartListQuerySchema,
    response: adminStartListSchema,
    scope: { subevent: 'params.subEventId' },
  },
  startlistCsv: {
    method: 'GET',
    path: 'admin/registrations/startlist/{subEventId}/csv',
    auth: 'eventManager',
    summary: 'Start list as CSV (UTF-8 with BOM, `;` separated, as Excel opens it)',
    params: subEventIdParams,
    query: startListExportQuerySchema,
    scope: { subevent: 'params.subEventId' },
    file: 'csv',
  },
  startlistXlsx: {
    method: 'GET',
    path: 'admin/registrations/startlist/{subEventId}/xlsx',
    auth: 'eventManager',
    summary: 'Start list as XLSX',
    params: subEventIdParams,
    query: startListExportQuerySchema,
    scope: { subevent: 'params.subEventId' },
    file: 'xlsx',
  },
  startNumberExists: {
    method: 'GET',
    path: 'admin/registrations/startlist/{subEventId}/start-number-exists',
    auth: 'eventManager',
    summary: 'Whether a start number is taken in the subevent',
    params: subEventIdParams,
    query: startNumberExistsQuerySchema,
    response: existsSchema,
    scope: { subevent: 'params.subEventId' },
  },
  assignStartNumbers: {
    method: 'POST',
    path: 'admin/registrations/startlist/{subEventId}/assign-start-numbers',
    auth: 'eventManager',
    summary:
      'Assign free start numbers to the chosen items without one (never a duplicate; twice = no change)',
    params: subEventIdParams,
    body: assignStartNumbersBodySchema,
    response: assignStartNumbersResultSchema,
    scope: { subevent: 'params.subEventId' },
  },
  importRanking: {
    method: 'POST',
    path: 'admin/registrations/startlist/{subEventId}/import-ranking',
    auth: 'eventManager',
    summary:
      'Import a ranking (CSV/XLSX of previous results, uploaded first) as a job: preview writes nothing, apply stores rank and time on the registrations',
    params: subEventIdParams,
    body: importRankingBodySchema,
    response: startedJobSchema,
    scope: { subevent: 'params.subEventId' },
  },
  seedWaves: {
    method: 'POST',
    path: 'admin/registrations/startlist/{subEventId}/seed-waves',
    auth: 'eventManager',
    summary:
      "Seed the race's waves from its ranking as a job (fastest wave first, within each wave's capacity): preview or apply",
    params: subEventIdParams,
    body: seedWavesBodySchema,
    response: startedJobSchema,
    scope: { subevent: 'params.subEventId' },
  },
  ...adminRegistrationsBankRoutes,
  ...adminRegistrationsRefundRoutes,
  ...adminRegistrationsTeamRoutes,
  ...adminTransferFeeOrderRoutes,
});
