/**
 * Plain constants of card values, without zod, so the SPA's checkout chunk can use them at runtime
 * without pulling in the schema library.
 */

/** Sub-input of an option (spec §3: sub-component none, input, checkbox). */
export const SubComponentType = { NONE: 0, INPUT: 1, CHECKBOX: 2 } as const;

/** Key of an option's sub-input value in a filled card: `<cardValueGuid>/<itemGuid>`. */
export const subValueKey = (valueGuid: string, itemGuid: string) => `${valueGuid}/${itemGuid}`;

/**
 * Key of a card value's own sub-input (spec §3 card value "sub-component"): `<cardValueGuid>/sub`
 * (option guids never read `sub`, so it cannot meet an option's key).
 */
export const valueSubKey = (valueGuid: string) => subValueKey(valueGuid, 'sub');

/** The sub-component of an option or of a card value (spec §3), as stored and shown. */
export interface SubComponentFields {
  /** 0 / absent none. */
  subComponentType?: number;
  subComponentName?: string | null;
  subComponentLabel?: string | null;
  subComponentPlaceholder?: string | null;
}

/** A sub-input's answer as sent and stored: a checkbox `true` / `false`, text trimmed. */
export function subComponentAnswer(type: number, raw: string | null | undefined): string {
  if (type === SubComponentType.CHECKBOX) return raw === 'true' ? 'true' : 'false';
  return (raw ?? '').trim();
}
