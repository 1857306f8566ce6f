import {
  orderDetailSchema,
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
import { existsSchema, idParams } from '../common-schemas';
import { adminRegistrationsBankRoutes } from './admin-registrations-bank';
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
  },
  startlistXlsx: {
    method: 'GET',
    path: 'admin/registrations/startlist/{subEventId}/xlsx',
    auth: 'eventManager',
    summary: 'Start list as XLSX',
    params: subEventIdParams,
    query: startListExportQuerySchema,
    scope: { subevent: 'params.subEventId' },
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
  ...adminRegistrationsBankRoutes,
});
