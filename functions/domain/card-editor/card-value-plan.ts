import type { CardFields, CardValueFields } from '@shared/back-office/card-editor-schemas';
import type { FieldChange } from '@shared/back-office/series-editor-schemas';
import { NotFoundError } from '../errors';
import { fieldChanges } from '../series-editor/history';
import type {
  CardEditorPorts,
  CardWrite,
  CounterCapacity,
  StoredCard,
  StoredOption,
  StoredValue,
} from './card-editor-ports';
import { capacityError, counterKey, OPTION_FIELDS, VALUE_FIELDS, type Ctx } from './card-editor-context';

/** An edit's values and options: stored records, capacity counters, archived or removed ones. */

const text = (s: string | undefined) => (s && s.trim() ? s.trim() : undefined);

/** Name of a card value's sub-input answer when the organiser gives none: `<value name>.detail`. */
const SUB_NAME = 'detail';

/** The texts of an option's or a value's sub-component, stored only when it has one. */
function subComponentRecord(
  s: Pick<
    CardValueFields,
    'subComponentType' | 'subComponentName' | 'subComponentLabel' | 'subComponentPlaceholder'
  >,
  defaultName: string,
) {
  return s.subComponentType
    ? {
        subComponentName: text(s.subComponentName) ?? defaultName,
        subComponentLabel: text(s.subComponentLabel),
        subComponentPlaceholder: text(s.subComponentPlaceholder),
      }
    : {};
}

/** The stored option of an edited one (empty texts left out). */
function optionRecord(guid: string, o: CardValueFields['options'][number]): StoredOption {
  return {
    guid,
    value: o.value,
    label: o.label,
    currencyPrices: o.currencyPrices,
    capacity: o.capacity,
    addToCardValueUsage: o.addToCardValueUsage,
    subComponentType: o.subComponentType,
    ...subComponentRecord(o, o.value),
    translations: o.translations,
  };
}

function valueRecord(
  ports: CardEditorPorts,
  guid: string,
  v: CardValueFields,
  items: StoredOption[],
): StoredValue {
  const description = v.description ? ports.sanitize(v.description) : '';
  return {
    guid,
    name: v.name,
    label: v.label,
    placeholder: text(v.placeholder),
    type: v.type,
    required: v.required,
    hasPrice: v.hasPrice,
    currencyPrices: v.hasPrice ? v.currencyPrices : {},
    defaultValue: text(v.defaultValue),
    description: description.trim() ? description : undefined,
    readOnly: v.readOnly,
    isAdditional: v.isAdditional,
    hidden: v.hidden,
    registrationOnSite: v.registrationOnSite,
    ...(v.showAtPickup ? { showAtPickup: true } : {}),
    capacity: v.capacity,
    ...(v.predefinedTemplate ? { predefinedTemplate: v.predefinedTemplate } : {}),
    validations: v.validations,
    ...(v.subComponentType ? { subComponentType: v.subComponentType } : {}),
    ...subComponentRecord(v, SUB_NAME),
    items,
    categoryGuids: v.categoryGuids,
    waveGuids: v.waveGuids,
    translations: v.translations,
  };
}

export interface Plan {
  values: StoredValue[];
  capacities: CounterCapacity[];
  removedCounters: CardWrite['removedCounters'];
  changes: FieldChange[];
}

/**
 * The card's values after an edit: matched by guid with what was stored; what was left out is
 * archived when answered, else removed with its counters. New values and options get a counter.
 */
export async function planValues(
  ctx: Ctx,
  before: StoredCard | undefined,
  fields: CardFields,
): Promise<Plan> {
  const { ports, event } = ctx;
  const old = new Map((before?.values ?? []).map((v) => [v.guid, v]));
  const capacities: CounterCapacity[] = [];
  const removedCounters: Plan['removedCounters'] = [];
  const changes: FieldChange[] = [];
  const seenValues = new Set<string>();
  const values: StoredValue[] = [];
  const leftOptions: Array<{ value: StoredValue; option: StoredOption }> = [];

  for (const input of fields.values) {
    if (input.guid && !old.has(input.guid)) throw new NotFoundError('cardEditor.valueNotFound');
    const prior = input.guid ? old.get(input.guid) : undefined;
    const guid = prior?.guid ?? ports.newId();
    seenValues.add(guid);
    const oldOptions = new Map((prior?.items ?? []).map((o) => [o.guid, o]));
    const items: StoredOption[] = [];
    const seenOptions = new Set<string>();
    for (const o of input.options) {
      if (o.guid && !oldOptions.has(o.guid)) throw new NotFoundError('cardEditor.optionNotFound');
      const priorOption = o.guid ? oldOptions.get(o.guid) : undefined;
      const option = optionRecord(priorOption?.guid ?? ports.newId(), o);
      seenOptions.add(option.guid);
      items.push(option);
      if (!priorOption || priorOption.capacity !== option.capacity || priorOption.archived)
        capacities.push({
          scope: 'cardItem',
          guid: option.guid,
          capacity: option.capacity,
          name: option.label,
        });
      const label = `${input.name}.${option.value}`;
      if (!priorOption) changes.push({ field: `${input.name}.options`, before: null, after: option.value });
      else
        changes.push(
          ...fieldChanges(priorOption, option, OPTION_FIELDS).map((c) => ({
            ...c,
            field: `${label}.${c.field}`,
          })),
        );
    }
    for (const o of prior?.items ?? [])
      if (!seenOptions.has(o.guid)) {
        if (o.archived) items.push(o);
        else leftOptions.push({ value: prior as StoredValue, option: o });
      }
    const value = valueRecord(ports, guid, input, items);
    values.push(value);
    if (!prior || prior.capacity !== value.capacity || prior.archived)
      capacities.push({ scope: 'cardValue', guid, capacity: value.capacity, name: value.label });
    if (!prior) changes.push({ field: 'values', before: null, after: value.name });
    else
      changes.push(
        ...fieldChanges({ ...prior, items: undefined }, { ...value, items: undefined }, VALUE_FIELDS).map(
          (c) => ({ ...c, field: `${value.name}.${c.field}` }),
        ),
      );
  }

  // Options left out: archived when an order chose them, else removed with their counter.
  const taken = await ports.store.takenOptions(
    event.seriesGuid,
    leftOptions.map((l) => l.option.guid),
  );
  for (const { value, option } of leftOptions) {
    const target = values.find((v) => v.guid === value.guid) as StoredValue;
    if (taken.has(option.guid)) {
      (target.items ??= []).push({ ...option, archived: true });
      changes.push({ field: `${value.name}.options`, before: option.value, after: 'archived' });
    } else {
      removedCounters.push({ scope: 'cardItem', guid: option.guid });
      changes.push({ field: `${value.name}.options`, before: option.value, after: null });
    }
  }

  // Values left out: archived when answered, else removed with their counters.
  const left = [...old.values()].filter((v) => !seenValues.has(v.guid));
  const answered = await ports.store.answeredValues(
    event,
    left
      .filter((v) => !v.archived)
      .map((v) => ({ guid: v.guid, optionGuids: (v.items ?? []).map((i) => i.guid) })),
  );
  for (const v of left) {
    if (v.archived || answered.has(v.guid)) {
      values.push({ ...v, archived: true });
      if (!v.archived) changes.push({ field: 'values', before: v.name, after: 'archived' });
    } else {
      removedCounters.push(
        { scope: 'cardValue', guid: v.guid },
        ...(v.items ?? []).map((i) => ({ scope: 'cardItem' as const, guid: i.guid })),
      );
      changes.push({ field: 'values', before: v.name, after: null });
    }
  }
  return { values, capacities, removedCounters, changes };
}

/** Refuses capacities below the places already taken (the write's condition is the final guard). */
export async function checkCapacities(ctx: Ctx, capacities: readonly CounterCapacity[]): Promise<void> {
  const limited = capacities.filter((c) => c.capacity > 0);
  if (!limited.length) return;
  const counters = await ctx.ports.store.counters(limited.map((c) => [c.scope, c.guid]));
  for (const c of limited) {
    const used = counters.get(counterKey(c.scope, c.guid))?.used ?? 0;
    if (used > c.capacity) throw capacityError(c, used);
  }
}
