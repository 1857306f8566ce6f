import type { ValidationError } from '@shared/errors/error-body';
import type { CardInstance } from './form-model';
import type { ErrorMap } from './validate';

/**
 * The register call's 400/409 body mapped back onto the form (spec §8): `validationErrors[].field`
 * paths like `items.0.cards.<cardGuid>.<cardValueGuid>`, `registrator.email`, `items.0`,
 * `discounts.<code>` (a `body.` prefix from request validation is dropped). A card segment is the
 * card guid (its first form), `<cardGuid>#<n>` for its n-th repeat (relay racers, n from 1), or the
 * form's position within the item.
 */
export function normalizeServerField(
  field: string,
  instancesByItem: ReadonlyArray<readonly CardInstance[]>,
): string {
  const path = field.replace(/^body\./, '');
  const match = /^items\.(\d+)\.cards\.([^.]+)(\..+)?$/.exec(path);
  if (!match) return path;
  const itemIndex = Number(match[1]);
  const segment = match[2] as string;
  const rest = match[3] ?? '';
  const instances = instancesByItem[itemIndex] ?? [];
  const instance = /^\d+$/.test(segment)
    ? instances[Number(segment)]
    : (instances.find((i) => i.localKey === segment) ?? instances.find((i) => i.card.guid === segment));
  if (!instance) return path;
  return `items.${itemIndex}.cards.${instance.localKey}${rest}`;
}

export interface MappedServerErrors {
  /** Errors shown under the field they name. */
  fields: ErrorMap;
  /** Messages with no field on the page: shown in the alert at the top. */
  general: string[];
}

export function mapServerErrors(
  validationErrors: readonly ValidationError[],
  instancesByItem: ReadonlyArray<readonly CardInstance[]>,
  isShown: (key: string) => boolean,
): MappedServerErrors {
  const fields: ErrorMap = {};
  const general: string[] = [];
  for (const entry of validationErrors) {
    const key = normalizeServerField(entry.field, instancesByItem);
    const messages = entry.errors.filter((e) => typeof e === 'string' && e.trim() !== '');
    if (messages.length === 0) continue;
    if (isShown(key)) fields[key] = [...(fields[key] ?? []), ...messages.map((message) => ({ message }))];
    else general.push(...messages);
  }
  return { fields, general: [...new Set(general)] };
}
