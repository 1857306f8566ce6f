/**
 * Plain constants of card values, without zod, so the SPA's checkout chunk can use them at runtime
 * without pulling in the schema library.
 */

/** Sub-input of an option (spec §3: sub-component none, input, checkbox). */
export const SubComponentType = { NONE: 0, INPUT: 1, CHECKBOX: 2 } as const;

/** Key of an option's sub-input value in a filled card: `<cardValueGuid>/<itemGuid>`. */
export const subValueKey = (valueGuid: string, itemGuid: string) => `${valueGuid}/${itemGuid}`;
