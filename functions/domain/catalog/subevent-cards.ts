import { CardType, SubEventType } from '@shared/codelists/enums';
import type { SubeventRecord } from './records';
import type { CardRecord } from './card-records';

/** Which card types fill an item of a subevent type (base athlete cards apply everywhere). */
const CARD_TYPES_BY_SUBEVENT: Record<number, number[]> = {
  [SubEventType.REGULAR]: [CardType.REGULAR, CardType.BASE_ATHLETE],
  [SubEventType.TEAM]: [CardType.TEAM_ATHLETE, CardType.BASE_ATHLETE],
  [SubEventType.RELAY]: [CardType.RELAY_ATHLETE, CardType.BASE_ATHLETE],
};

/** The registration forms an item of `sub` fills, of the event's cards. */
export function cardsForSubevent(cards: readonly CardRecord[], sub: SubeventRecord): CardRecord[] {
  const types = CARD_TYPES_BY_SUBEVENT[sub.type] ?? [CardType.REGULAR];
  return cards.filter(
    (c) => types.includes(c.type) && (!c.subEventGuids?.length || c.subEventGuids.includes(sub.guid)),
  );
}

/** How many times one item may fill `card`: once per relay racer for relay-athlete cards, else once. */
export function maxCardFills(
  card: Pick<CardRecord, 'type' | 'limit'>,
  sub: Pick<SubeventRecord, 'membersTo'>,
): number {
  return card.type === CardType.RELAY_ATHLETE ? Math.max(1, card.limit || sub.membersTo || 1) : 1;
}

/**
 * The cards as the checkout asks them: what the form builder archived (removed after registrations
 * answered it) is left out, so stored answers stay readable while nobody is asked again.
 */
export function activeCards<T extends CardRecord>(cards: readonly T[]): T[] {
  return cards
    .filter((c) => !c.archived)
    .map((c) => ({
      ...c,
      values: c.values
        .filter((v) => !v.archived)
        .map((v) => (v.items ? { ...v, items: v.items.filter((i) => !i.archived) } : v)),
    }));
}
