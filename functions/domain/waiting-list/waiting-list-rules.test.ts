import { describe, expect, it } from 'vitest';
import { waitingListSettingsFormSchema } from '@shared/waiting-list/waiting-list-schemas';
import {
  activeCount,
  freePlaces,
  isOverdue,
  joinRefusal,
  moveUpSwap,
  newOfferToken,
  nextToOffer,
  offerDeadline,
  offerHash,
  positionOf,
  type WaitingEntryRecord,
} from './waiting-list-rules';

const entry = (
  guid: string,
  rank: number,
  state: WaitingEntryRecord['state'] = 'waiting',
): WaitingEntryRecord => ({
  entity: 'waitingEntry',
  guid,
  subEventGuid: 'race',
  email: `${guid}@example.com`,
  firstName: guid,
  lastName: 'Runner',
  userId: null,
  locale: 'cs',
  rank,
  state,
  dateCreated: new Date(rank).toISOString(),
});

describe('waiting list rules', () => {
  const list = [
    entry('c', 30),
    entry('a', 10, 'offered'),
    entry('b', 20),
    entry('d', 40, 'expired'),
    entry('e', 50),
  ];

  it('numbers the people still waiting in the order they joined, skipping offered and lapsed ones', () => {
    expect(positionOf(list, 'b')).toBe(1);
    expect(positionOf(list, 'c')).toBe(2);
    expect(positionOf(list, 'e')).toBe(3);
    expect(positionOf(list, 'a')).toBeNull();
    expect(positionOf(list, 'd')).toBeNull();
  });

  it('counts waiting and offered people against the limit', () => {
    expect(activeCount(list)).toBe(4);
    expect(joinRefusal({ enabled: true, limit: 4 }, 0, 4)).toBe('full');
    expect(joinRefusal({ enabled: true, limit: 5 }, 0, 4)).toBeNull();
    expect(joinRefusal({ enabled: true, limit: null }, 0, 400)).toBeNull();
  });

  it('refuses a join while the list is off or the race still has places', () => {
    expect(joinRefusal(undefined, 0, 0)).toBe('disabled');
    expect(joinRefusal({ enabled: false, limit: null }, 0, 0)).toBe('disabled');
    expect(joinRefusal({ enabled: true, limit: null }, 1, 0)).toBe('notSoldOut');
  });

  it('treats an unlimited race as never sold out', () => {
    expect(freePlaces({ capacity: 0, used: 10 })).toBe(Number.POSITIVE_INFINITY);
    expect(freePlaces({ capacity: 10, used: 10 })).toBe(0);
    expect(freePlaces({ capacity: 10, used: 12 })).toBe(0);
    expect(freePlaces({ capacity: 10, used: 7 })).toBe(3);
  });

  it('offers free places to the first people waiting, one each', () => {
    expect(nextToOffer(list, 0)).toEqual([]);
    expect(nextToOffer(list, 2).map((e) => e.guid)).toEqual(['b', 'c']);
    expect(nextToOffer(list, 10).map((e) => e.guid)).toEqual(['b', 'c', 'e']);
  });

  it('holds an offer for the hold time and no longer', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const until = offerDeadline(now, 48);
    expect(until).toBe('2026-12-01T10:00:00.000Z');
    expect(isOverdue({ holdUntil: until }, new Date('2026-12-01T09:59:59Z'))).toBe(false);
    expect(isOverdue({ holdUntil: until }, new Date('2026-12-01T10:00:00Z'))).toBe(true);
  });

  it('moves a waiting person above the one waiting right before them, never the first', () => {
    expect(moveUpSwap(list, 'c')).toMatchObject({ entry: { guid: 'c' }, above: { guid: 'b' } });
    expect(moveUpSwap(list, 'e')).toMatchObject({ entry: { guid: 'e' }, above: { guid: 'c' } });
    expect(moveUpSwap(list, 'b')).toBeUndefined();
    expect(moveUpSwap(list, 'a')).toBeUndefined();
  });

  it('makes unguessable offer links stored only as their hash', () => {
    const one = newOfferToken();
    const two = newOfferToken();
    expect(one.token).not.toBe(two.token);
    expect(one.token.length).toBeGreaterThanOrEqual(43);
    expect(one.hash).toBe(offerHash(one.token));
    expect(one.hash).not.toContain(one.token);
  });
});

describe('the organiser settings form', () => {
  it('turns typed numbers into settings, an empty limit into no limit, and refuses the rest', () => {
    const schema = waitingListSettingsFormSchema;
    expect(schema.parse({ enabled: true, limit: '', holdHours: '48' })).toEqual({
      enabled: true,
      limit: null,
      holdHours: 48,
    });
    expect(schema.parse({ enabled: false, limit: ' 20 ', holdHours: '2' })).toMatchObject({ limit: 20 });
    expect(schema.safeParse({ enabled: true, limit: '0', holdHours: '48' }).success).toBe(false);
    expect(schema.safeParse({ enabled: true, limit: '', holdHours: '0' }).success).toBe(false);
    expect(schema.safeParse({ enabled: true, limit: 'ten', holdHours: '48' }).success).toBe(false);
  });
});
