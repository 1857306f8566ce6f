/** Keys of fields and errors: the register call's paths, and the DOM ids of their controls. */

export const fieldKey = (itemIndex: number, localKey: string, valueKey: string) =>
  `items.${itemIndex}.cards.${localKey}.${valueKey}`;
export const teamNameKey = (itemIndex: number) => `items.${itemIndex}.teamName`;
export const itemTermsKey = (itemIndex: number) => `items.${itemIndex}.termsAccepted`;
export const itemKey = (itemIndex: number) => `items.${itemIndex}`;

/** DOM id of the control behind an error key. */
export function domId(key: string): string {
  return `co-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
