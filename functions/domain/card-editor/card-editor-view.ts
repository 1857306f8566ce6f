import type { Card, CardOption, CardValue } from '@shared/back-office/card-editor-schemas';
import { NotFoundError } from '../errors';
import type {
  CardCounter,
  CardCounterScope,
  CardEditorPorts,
  StoredCard,
  StoredOption,
  StoredValue,
} from './card-editor-ports';
import { counterKey } from './card-editor-context';

/** The cards as the form builder shows them: each value and option with its places taken. */

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

export async function withUsage(ports: CardEditorPorts, cards: StoredCard[]): Promise<Card[]> {
  const counters = await ports.store.counters(counterRefs(cards));
  return cards.map((c) => toCard(c, counters));
}

export const byOrder = (a: StoredCard, b: StoredCard) => a.order - b.order || a.name.localeCompare(b.name);

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
