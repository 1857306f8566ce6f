import type { OrderItemRecord } from './order-records';

/** How an item shows in history (id and name) and what it costs. */
export const itemName = (i: Pick<OrderItemRecord, 'itemGuid' | 'firstName' | 'lastName'>) => ({
  id: i.itemGuid,
  name: `${i.firstName} ${i.lastName}`.trim(),
});

/** What an item costs: its prices less its discount (minor units). */
export const itemPrice = (i: Pick<OrderItemRecord, 'basePrice' | 'additionalsPrice' | 'discount'>) =>
  Math.max(0, i.basePrice + i.additionalsPrice - i.discount);
