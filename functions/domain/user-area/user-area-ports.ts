import type { TeamRecord } from '../checkout/checkout-context';
import { type OrderItemRecord, type OrderRecord } from '../orders/order-records';

/** `USER#<userId>` / `TEMPLATE#<guid>`: a saved registrant (spec §3 template columns + field values). */
export interface TemplateRecord {
  entity: 'template';
  guid: string;
  userId: string;
  firstName: string;
  lastName: string;
  birthYear: number | null;
  values: Record<string, string>;
  dateCreated: string;
  dateUpdated: string;
}

/**
 * Reads of the user area, each keyed by the caller's user id (functions/adapters/dynamodb/
 * user-area-repository.ts): Queries of the user's own index partitions, never a Scan.
 */
export interface UserAreaPorts {
  /** Orders the user placed while signed in (gsi1 `USER#<id>#ORDERS`), optionally within UTC bounds. */
  listOrders(userId: string, bounds?: { from?: string; to?: string }): Promise<OrderRecord[]>;
  /** Items of those orders (gsi2 `USER#<id>#ITEMS`). */
  listItems(userId: string, bounds?: { from?: string; to?: string }): Promise<OrderItemRecord[]>;
  /** One of the user's items by its guid (the same partition, filtered). */
  findItem(userId: string, itemGuid: string): Promise<OrderItemRecord | undefined>;
  loadOrder(orderGuid: string): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | undefined>;
  getOrders(orderGuids: string[]): Promise<OrderRecord[]>;
  getTeams(teamGuids: string[]): Promise<TeamRecord[]>;
  listTemplates(userId: string): Promise<TemplateRecord[]>;
  getTemplate(userId: string, guid: string): Promise<TemplateRecord | undefined>;
  putTemplate(template: TemplateRecord): Promise<void>;
}
