import type { OrderRecord } from './order-records';

/**
 * What every back-office list of orders (orders, payments, billing) reads of an order: the
 * columns the lists open with (`orderListColumns`) and where the order stands in the series,
 * which the lists' filters and the caller's access decide on. Adapters project these attributes.
 */
export const ORDER_LIST_BASIS = [
  'guid',
  'variableSymbol',
  'seriesGuid',
  'eventGuids',
  'subEventGuids',
  'categoryGuids',
  'waveGuids',
  'registrator',
  'calculatedPrice',
  'currency',
  'paymentMethod',
] as const satisfies readonly (keyof OrderRecord)[];

export type OrderListBasis = Pick<OrderRecord, (typeof ORDER_LIST_BASIS)[number]>;
