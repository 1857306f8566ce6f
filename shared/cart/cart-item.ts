/**
 * The cart item of spec §3, the one type the cart, the catalogue pages (which add items) and the
 * checkout (which reads them) share. `price` and `priceTo` are integer minor units of the cart's
 * currency; `priceTo` is the most the registration can cost (price plus the dearest priced extras
 * of its registration forms), null when unknown (carts stored before it existed).
 */
export interface CartItem {
  seriesGuid: string;
  seriesEventGuid: string;
  seriesEventName: string;
  seriesSubEventGuid: string;
  seriesSubEventName: string;
  categoryGuid: string;
  categoryName: string;
  waveGuid: string | null;
  waveName: string | null;
  teamGuid: string | null;
  teamName: string | null;
  price: number;
  priceTo: number | null;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNullableString = (v: unknown): v is string | null | undefined =>
  v === undefined || v === null || typeof v === 'string';
/** Minor units are whole numbers; a fraction means the value was not written by the cart. */
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * Checks a stored or received cart item and normalises it (missing optional fields become null:
 * carts stored earlier left them out). Returns null when it is not a cart item.
 */
export function toCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const texts = [
    v.seriesGuid,
    v.seriesEventGuid,
    v.seriesEventName,
    v.seriesSubEventGuid,
    v.seriesSubEventName,
    v.categoryGuid,
    v.categoryName,
  ];
  const optional = [v.waveGuid, v.waveName, v.teamGuid, v.teamName];
  if (!texts.every(isString) || !optional.every(isNullableString) || !isAmount(v.price)) return null;
  if (!(v.priceTo === undefined || v.priceTo === null || isAmount(v.priceTo))) return null;
  return {
    seriesGuid: v.seriesGuid as string,
    seriesEventGuid: v.seriesEventGuid as string,
    seriesEventName: v.seriesEventName as string,
    seriesSubEventGuid: v.seriesSubEventGuid as string,
    seriesSubEventName: v.seriesSubEventName as string,
    categoryGuid: v.categoryGuid as string,
    categoryName: v.categoryName as string,
    waveGuid: (v.waveGuid as string | null | undefined) ?? null,
    waveName: (v.waveName as string | null | undefined) ?? null,
    teamGuid: (v.teamGuid as string | null | undefined) ?? null,
    teamName: (v.teamName as string | null | undefined) ?? null,
    price: v.price,
    priceTo: (v.priceTo as number | null | undefined) ?? null,
  };
}

/** "event – subevent – category – wave – team" (the spec's dash-joined item name). */
export function cartItemName(item: CartItem): string {
  return [item.seriesEventName, item.seriesSubEventName, item.categoryName, item.waveName, item.teamName]
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' – ');
}
