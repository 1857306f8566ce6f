import type { AdminStartListRow } from '@shared/orders/start-list-schemas';

/** A start-list row with the item's index in its order (what a start-number claim names). */
export interface StartListItem extends AdminStartListRow {
  index: number;
}
