import type {
  Card,
  CardFields,
  CardOption,
  CardValue,
  CardValueFields,
  CreateCardBody,
  UpdateCardBody,
} from '@shared/back-office/card-editor-schemas';
import type { FieldChange, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { fieldChanges } from '../series-editor/history';
import type {
  Actor,
  CardCounter,
  CardCounterScope,
  CardEditorPorts,
  CardEventFacts,
  CardWrite,
  CounterCapacity,
  StoredCard,
  StoredOption,
  StoredValue,
} from './card-editor-ports';

/**
 * The form builder (spec §3 Card, Card value, Card item, Card value group; §7 admin series cards).
 * Every value and option has a capacity counter (`CAP#cardValue#…`, `CAP#cardItem#…`): a new one
 * is created with it, a changed capacity changes only the counter's capacity and is refused below
 * the places taken. A value or option that registrations answered is archived instead of removed,
 * so their stored answers stay readable while the checkout no longer asks it. Every change writes
 * an event and a series history entry whose target is the card.
 */

const counterKey = (scope: CardCounterScope, guid: string) => `${scope}#${guid}`;

const CARD_FIELDS = ['name', 'type', 'limit', 'order', 'subEventGuids', 'translations', 'archived'] as const;
const VALUE_FIELDS = [
  'name',
  'label',
  'placeholder',
  'type',
  'required',
  'hasPrice',
  'currencyPrices',
  'defaultValue',
  'description',
  'readOnly',
  'isAdditional',
  'hidden',
  'registrationOnSite',
  'showAtPickup',
  'capacity',
  'predefinedTemplate',
  'validations',
  'subComponentType',
  'subComponentName',
  'subComponentLabel',
  'subComponentPlaceholder',
  'categoryGuids',
  'waveGuids',
  'translations',
  'archived',
] as const;
const OPTION_FIELDS = [
  'value',
  'label',
  'currencyPrices',
  'capacity',
  'addToCardValueUsage',
  'subComponentType',
  'subComponentName',
  'subComponentLabel',
  'subComponentPlaceholder',
  'translations',
  'archived',
] as const;

interface Ctx {
  ports: CardEditorPorts;
  actor: Actor;
  event: CardEventFacts;
  cards: StoredCard[];
  now: string;
}

async function context(ports: CardEditorPorts, actor: Actor, eventGuid: string): Promise<Ctx> {
  const event = await ports.store.getEvent(eventGuid);
  if (!event) throw new NotFoundError('cardEditor.eventNotFound');
  const cards = await ports.store.listCards(eventGuid);
  return { ports, actor, event, cards, now: ports.now().toISOString() };
}

function requireCard(ctx: Ctx, guid: string): StoredCard {
  const card = ctx.cards.find((c) => c.guid === guid);
  if (!card) throw new NotFoundError('cardEditor.cardNotFound');
  return card;
}

// ——— reading ———

function counterRefs(cards: readonly StoredCard[]): Array<[CardCounterScope, string]> {
  return cards.flatMap((c) =>
    c.values.flatMap((v): Array<[CardCounterScope, string]> => [
      ['cardValue', v.guid],
      ...(v.items ?? []).map((i): [CardCounterScope, string] => ['cardItem', i.guid]),
    ]),
  );
}

const nul = <T>(v: T | undefined): T | null => v ?? null;

function toOption(o: StoredOption, counters: Map<string, CardCounter>): CardOption {
  return {
    guid: o.guid,
    value: o.value,
    label: o.label,
    currencyPrices: o.currencyPrices ?? {},
    addToCardValueUsage: o.addToCardValueUsage,
    subComponentType: o.subComponentType ?? 0,
    subComponentName: nul(o.subComponentName),
    subComponentLabel: nul(o.subComponentLabel),
    subComponentPlaceholder: nul(o.subComponentPlaceholder),
    translations: o.translations ?? {},
    archived: o.archived ?? false,
    capacity: o.capacity,
    used: counters.get(counterKey('cardItem', o.guid))?.used ?? 0,
  };
}

function toValue(v: StoredValue, counters: Map<string, CardCounter>): CardValue {
  return {
    guid: v.guid,
    name: v.name,
    label: v.label,
    placeholder: nul(v.placeholder),
    type: v.type,
    required: v.required,
    hasPrice: v.hasPrice,
    currencyPrices: v.currencyPrices ?? {},
    defaultValue: nul(v.defaultValue),
    description: nul(v.description),
    readOnly: v.readOnly ?? false,
    isAdditional: v.isAdditional ?? false,
    hidden: v.hidden ?? false,
    registrationOnSite: v.registrationOnSite ?? false,
    showAtPickup: v.showAtPickup ?? false,
    predefinedTemplate: v.predefinedTemplate ?? null,
    validations: v.validations ?? [],
    subComponentType: v.subComponentType ?? 0,
    subComponentName: nul(v.subComponentName),
    subComponentLabel: nul(v.subComponentLabel),
    subComponentPlaceholder: nul(v.subComponentPlaceholder),
    options: (v.items ?? []).map((o) => toOption(o, counters)),
    categoryGuids: v.categoryGuids ?? [],
    waveGuids: v.waveGuids ?? [],
    translations: v.translations ?? {},
    archived: v.archived ?? false,
    capacity: v.capacity,
    used: counters.get(counterKey('cardValue', v.guid))?.used ?? 0,
  };
}

export function toCard(c: StoredCard, counters: Map<string, CardCounter>): Card {
  return {
    guid: c.guid,
    eventGuid: c.eventGuid,
    name: c.name,
    order: c.order,
    type: c.type,
    limit: c.limit,
    subEventGuids: c.subEventGuids ?? [],
    translations: c.translations ?? {},
    values: c.values.map((v) => toValue(v, counters)),
    archived: c.archived ?? false,
    version: c.version ?? 0,
    dateCreated: nul(c.dateCreated),
    dateUpdated: nul(c.dateUpdated),
  };
}

async function withUsage(ports: CardEditorPorts, cards: StoredCard[]): Promise<Card[]> {
  const counters = await ports.store.counters(counterRefs(cards));
  return cards.map((c) => toCard(c, counters));
}

const byOrder = (a: StoredCard, b: StoredCard) => a.order - b.order || a.name.localeCompare(b.name);

/** The event's cards in their order, archived ones included (marked), with usage per value and option. */
export async function listCards(ports: CardEditorPorts, eventGuid: string): Promise<Card[]> {
  const event = await ports.store.getEvent(eventGuid);
  if (!event) throw new NotFoundError('cardEditor.eventNotFound');
  return withUsage(ports, (await ports.store.listCards(eventGuid)).sort(byOrder));
}

export async function getCard(ports: CardEditorPorts, eventGuid: string, guid: string): Promise<Card> {
  const cards = await ports.store.listCards(eventGuid);
  const card = cards.find((c) => c.guid === guid);
  if (!card) throw new NotFoundError('cardEditor.cardNotFound');
  return (await withUsage(ports, [card]))[0] as Card;
}

// ——— writing ———

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

interface Plan {
  values: StoredValue[];
  capacities: CounterCapacity[];
  removedCounters: CardWrite['removedCounters'];
  changes: FieldChange[];
}

/**
 * The card's values after an edit: matched by guid with what was stored; what was left out is
 * archived when answered, else removed with its counters. New values and options get a counter.
 */
async function planValues(ctx: Ctx, before: StoredCard | undefined, fields: CardFields): Promise<Plan> {
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
async function checkCapacities(ctx: Ctx, capacities: readonly CounterCapacity[]): Promise<void> {
  const limited = capacities.filter((c) => c.capacity > 0);
  if (!limited.length) return;
  const counters = await ctx.ports.store.counters(limited.map((c) => [c.scope, c.guid]));
  for (const c of limited) {
    const used = counters.get(counterKey(c.scope, c.guid))?.used ?? 0;
    if (used > c.capacity) throw capacityError(c, used);
  }
}

const capacityError = (c: CounterCapacity, used: number) =>
  new BusinessRuleError('cardEditor.capacityBelowTaken', { name: c.name, capacity: c.capacity, used });

function history(
  ctx: Ctx,
  card: StoredCard,
  action: HistoryEntry['action'],
  changes: FieldChange[],
): Pick<CardWrite, 'eventHistory' | 'seriesHistory'> {
  const entry: HistoryEntry = {
    historyId: ctx.ports.newId(),
    at: ctx.now,
    action,
    actor: ctx.actor,
    changes,
    target: { kind: 'card', guid: card.guid, name: card.name, eventName: ctx.event.name },
  };
  return {
    eventHistory: { ...entry, eventGuid: ctx.event.guid },
    seriesHistory: { ...entry, seriesGuid: ctx.event.seriesGuid },
  };
}

async function write(ctx: Ctx, w: CardWrite): Promise<void> {
  const outcome = await ctx.ports.store.write(w);
  switch (outcome.kind) {
    case 'ok':
      return;
    case 'capacityBelowTaken': {
      const c = w.capacities[outcome.index] as CounterCapacity;
      const used =
        (await ctx.ports.store.counters([[c.scope, c.guid]])).get(counterKey(c.scope, c.guid))?.used ?? 0;
      throw capacityError(c, used);
    }
    case 'gone':
      throw new NotFoundError('cardEditor.cardNotFound');
    default:
      throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  }
}

async function createIn(ctx: Ctx, fields: CardFields, order: number | undefined): Promise<StoredCard> {
  const guid = ctx.ports.newId();
  const plan = await planValues(ctx, undefined, fields);
  const last = Math.max(0, ...ctx.cards.map((c) => c.order));
  const record: StoredCard = {
    entity: 'card',
    guid,
    eventGuid: ctx.event.guid,
    seriesGuid: ctx.event.seriesGuid,
    name: fields.name,
    order: order ?? last + 1,
    type: fields.type,
    limit: fields.limit,
    subEventGuids: fields.subEventGuids,
    translations: fields.translations,
    values: plan.values,
    version: 1,
    dateCreated: ctx.now,
    dateUpdated: ctx.now,
  };
  const changes = [...fieldChanges(undefined, record, CARD_FIELDS), ...plan.changes];
  await write(ctx, {
    record,
    eventGuid: ctx.event.guid,
    cardGuid: guid,
    expectedVersion: undefined,
    ...history(ctx, record, 'CREATE', changes),
    capacities: plan.capacities,
    removedCounters: [],
  });
  ctx.cards.push(record);
  return record;
}

async function updateIn(
  ctx: Ctx,
  guid: string,
  fields: CardFields,
  order: number | undefined,
  version: number,
): Promise<StoredCard> {
  const before = requireCard(ctx, guid);
  if (before.archived) throw new NotFoundError('cardEditor.cardNotFound');
  if ((before.version ?? 0) !== version) throw new BusinessRuleError('seriesEditor.changedMeanwhile');
  const plan = await planValues(ctx, before, fields);
  await checkCapacities(ctx, plan.capacities);
  const record: StoredCard = {
    ...before,
    name: fields.name,
    order: order ?? before.order,
    type: fields.type,
    limit: fields.limit,
    subEventGuids: fields.subEventGuids,
    translations: fields.translations,
    values: plan.values,
    seriesGuid: ctx.event.seriesGuid,
    version: version + 1,
    dateUpdated: ctx.now,
  };
  const changes = [...fieldChanges(before, record, CARD_FIELDS), ...plan.changes];
  await write(ctx, {
    record,
    eventGuid: ctx.event.guid,
    cardGuid: guid,
    expectedVersion: version,
    ...history(ctx, record, 'UPDATE', changes),
    capacities: plan.capacities,
    removedCounters: plan.removedCounters,
  });
  ctx.cards.splice(ctx.cards.indexOf(before), 1, record);
  return record;
}

export async function createCard(ports: CardEditorPorts, actor: Actor, body: CreateCardBody): Promise<Card> {
  const ctx = await context(ports, actor, body.eventGuid);
  const record = await createIn(ctx, body, body.order);
  return (await withUsage(ports, [record]))[0] as Card;
}

export async function createCards(
  ports: CardEditorPorts,
  actor: Actor,
  eventGuid: string,
  cards: CardFields[],
): Promise<Card[]> {
  const ctx = await context(ports, actor, eventGuid);
  const created: StoredCard[] = [];
  for (const fields of cards) created.push(await createIn(ctx, fields, undefined));
  return withUsage(ports, created);
}

export async function updateCard(
  ports: CardEditorPorts,
  actor: Actor,
  guid: string,
  body: UpdateCardBody,
): Promise<Card> {
  const ctx = await context(ports, actor, body.eventGuid);
  const record = await updateIn(ctx, guid, body, body.order, body.version);
  return (await withUsage(ports, [record]))[0] as Card;
}

/** Several cards of one event (e.g. a new order of the list): each its own write, in the given order. */
export async function updateCards(
  ports: CardEditorPorts,
  actor: Actor,
  eventGuid: string,
  cards: Array<CardFields & { guid: string; order?: number; version: number }>,
): Promise<Card[]> {
  const ctx = await context(ports, actor, eventGuid);
  const guids = cards.map((c) => c.guid);
  if (new Set(guids).size !== guids.length)
    throw new BusinessRuleError('cardEditor.duplicateCard', undefined, 400);
  for (const guid of guids) requireCard(ctx, guid);
  const updated: StoredCard[] = [];
  for (const c of cards) updated.push(await updateIn(ctx, c.guid, c, c.order, c.version));
  return withUsage(ports, updated);
}

/**
 * Deletes a card with its counters; a card registrations answered is archived instead (kept for
 * their answers, no longer asked at checkout).
 */
export async function deleteCard(
  ports: CardEditorPorts,
  actor: Actor,
  eventGuid: string,
  guid: string,
): Promise<{ deleted: boolean; archived: boolean }> {
  const ctx = await context(ports, actor, eventGuid);
  const card = requireCard(ctx, guid);
  if (card.archived) throw new NotFoundError('cardEditor.cardNotFound');
  const answered = await ports.store.answeredValues(
    ctx.event,
    card.values.map((v) => ({ guid: v.guid, optionGuids: (v.items ?? []).map((i) => i.guid) })),
  );
  const keep = answered.size > 0 || card.values.some((v) => v.archived);
  const version = card.version ?? 0;
  if (keep) {
    const record: StoredCard = { ...card, archived: true, version: version + 1, dateUpdated: ctx.now };
    await write(ctx, {
      record,
      eventGuid,
      cardGuid: guid,
      expectedVersion: version,
      ...history(ctx, card, 'DELETE', [{ field: 'archived', before: false, after: true }]),
      capacities: [],
      removedCounters: [],
    });
    return { deleted: false, archived: true };
  }
  await write(ctx, {
    record: null,
    eventGuid,
    cardGuid: guid,
    expectedVersion: version,
    ...history(ctx, card, 'DELETE', fieldChanges(card, undefined, CARD_FIELDS)),
    capacities: [],
    removedCounters: card.values.flatMap((v) => [
      { scope: 'cardValue' as const, guid: v.guid },
      ...(v.items ?? []).map((i) => ({ scope: 'cardItem' as const, guid: i.guid })),
    ]),
  });
  return { deleted: true, archived: false };
}
