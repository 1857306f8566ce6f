import { BusinessRuleError, NotFoundError } from '../errors';
import type {
  Actor,
  CardCounterScope,
  CardEditorPorts,
  CardEventFacts,
  CounterCapacity,
  StoredCard,
} from './card-editor-ports';

/** What every card edit reads first and the names of the fields its history compares. */

export const counterKey = (scope: CardCounterScope, guid: string) => `${scope}#${guid}`;

export const CARD_FIELDS = [
  'name',
  'type',
  'limit',
  'order',
  'subEventGuids',
  'translations',
  'archived',
] as const;
export const VALUE_FIELDS = [
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
export const OPTION_FIELDS = [
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

export interface Ctx {
  ports: CardEditorPorts;
  actor: Actor;
  event: CardEventFacts;
  cards: StoredCard[];
  now: string;
}

export async function context(ports: CardEditorPorts, actor: Actor, eventGuid: string): Promise<Ctx> {
  const event = await ports.store.getEvent(eventGuid);
  if (!event) throw new NotFoundError('cardEditor.eventNotFound');
  const cards = await ports.store.listCards(eventGuid);
  return { ports, actor, event, cards, now: ports.now().toISOString() };
}

export function requireCard(ctx: Ctx, guid: string): StoredCard {
  const card = ctx.cards.find((c) => c.guid === guid);
  if (!card) throw new NotFoundError('cardEditor.cardNotFound');
  return card;
}

export const capacityError = (c: CounterCapacity, used: number) =>
  new BusinessRuleError('cardEditor.capacityBelowTaken', { name: c.name, capacity: c.capacity, used });
