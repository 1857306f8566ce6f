import type {
  Card,
  CardFields,
  CreateCardBody,
  UpdateCardBody,
} from '@shared/back-office/card-editor-schemas';
import type { FieldChange, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { fieldChanges } from '../series-editor/history';
import type { Actor, CardEditorPorts, CardWrite, CounterCapacity, StoredCard } from './card-editor-ports';
import {
  capacityError,
  CARD_FIELDS,
  context,
  counterKey,
  requireCard,
  type Ctx,
} from './card-editor-context';
import { withUsage } from './card-editor-view';
import { checkCapacities, planValues } from './card-value-plan';

export { getCard, listCards, toCard } from './card-editor-view';

/**
 * The form builder (spec §3 Card, Card value, Card item, Card value group; §7 admin series cards).
 * Every value and option has a capacity counter (`CAP#cardValue#…`, `CAP#cardItem#…`): a new one
 * is created with it, a changed capacity changes only the counter's capacity and is refused below
 * the places taken. A value or option that registrations answered is archived instead of removed,
 * so their stored answers stay readable while the checkout no longer asks it. Every change writes
 * an event and a series history entry whose target is the card.
 */

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
