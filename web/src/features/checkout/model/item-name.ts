/** The parts that name a cart item on the checkout (spec §3 cart item). */
export interface ItemNameParts {
  eventName: string;
  subEventName: string;
  categoryName: string;
  waveName?: string | null;
  teamName?: string | null;
}

/**
 * "event - subevent - category - wave" (spec §8: removing an item on checkout asks for
 * confirmation showing the item name joined by dashes). Empty parts are left out.
 */
export function checkoutItemName(parts: ItemNameParts): string {
  return [parts.eventName, parts.subEventName, parts.categoryName, parts.waveName, parts.teamName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part.length > 0)
    .join(' - ');
}
