import { describe, expect, it } from 'vitest';
import { offerFreePlaces, offerView, sweepWaitingLists } from './offers';
import type { ListCounter, WaitingListPorts } from './waiting-list-ports';
import type {
  ListRef,
  WaitingEntryRecord,
  WaitingListSettingsRecord,
  WaitingOfferRecord,
} from './waiting-list-rules';
import type { ListPart } from '@shared/waiting-list/waiting-list-schemas';

const RACE: ListRef = { subEventGuid: 'race' };

/**
 * An in-memory list with the adapter's conditions: a place taken conditionally in every counter
 * of the list (the race's, and the part's for a category's or wave's list), offers deleted once.
 */
function fakeList(
  capacity: number,
  used: number,
  people: string[],
  part?: { part: ListPart; capacity: number; used: number },
) {
  const counter = { capacity, used };
  const partCounter = { capacity: part?.capacity ?? 0, used: part?.used ?? 0 };
  const list: ListRef = part ? { subEventGuid: 'race', part: part.part } : RACE;
  const live = (): ListCounter[] => [
    { scope: 'subevent', guid: 'race', ...counter },
    ...(part ? [{ scope: part.part.kind, guid: part.part.guid, ...partCounter }] : []),
  ];
  const counterOf = (scope: string) => (scope === 'subevent' ? counter : partCounter);
  const entries = new Map<string, WaitingEntryRecord>();
  people.forEach((p, i) =>
    entries.set(p, {
      entity: 'waitingEntry',
      guid: p,
      ...list,
      email: `${p}@example.com`,
      firstName: p,
      lastName: 'R',
      userId: null,
      locale: 'en',
      rank: i,
      state: 'waiting',
      dateCreated: '2026-11-01T00:00:00Z',
    }),
  );
  const offers = new Map<string, WaitingOfferRecord>();
  const mails: string[] = [];
  const texts: string[] = [];
  const settings: WaitingListSettingsRecord = {
    entity: 'waitingListSettings',
    ...list,
    eventGuid: 'ev',
    seriesGuid: 'se',
    enabled: true,
    limit: null,
    holdHours: 48,
    active: people.length,
  };
  const ports = {
    loadRace: async () => ({
      event: { guid: 'ev', seriesGuid: 'se', name: 'Spring' },
      subevent: { guid: 'race', name: '10 km', capacity },
      ...(part ? { partName: 'Women' } : {}),
      counters: live(),
    }),
    getSettings: async () => settings,
    listEntries: async () => [...entries.values()].map((e) => ({ ...e })),
    createOffer: async (entry: WaitingEntryRecord, offer: WaitingOfferRecord, taken: ListCounter[]) => {
      const e = entries.get(entry.guid);
      if (e?.state !== 'waiting') return 'gone' as const;
      const cs = taken.map((c) => counterOf(c.scope));
      if (cs.some((c) => c.capacity > 0 && c.used + 1 > c.capacity)) return 'full' as const;
      for (const c of cs) c.used++;
      e.state = 'offered';
      offers.set(offer.hash, offer);
      return 'ok' as const;
    },
    releaseOffer: async (offer: WaitingOfferRecord) => {
      if (!offers.delete(offer.hash)) return false;
      for (const c of offer.held) counterOf(c.scope).used -= c.n;
      const e = entries.get(offer.entryGuid);
      if (e) e.state = 'expired';
      return true;
    },
    listOverdueOffers: async (now: Date) =>
      [...offers.values()].filter((o) => new Date(o.holdUntil).getTime() <= now.getTime()),
    listEnabledLists: async () => [list],
    findOffer: async (hash: string) => offers.get(hash),
    emailSources: async () => ({ definitions: [], layout: null, seriesName: 'Series' }),
    sendEmail: async (email: { to: string[]; text: string }) => {
      mails.push(...email.to);
      texts.push(email.text);
    },
    appUrl: 'https://example.com',
  } as unknown as WaitingListPorts;
  return { ports, counter, partCounter, list, entries, offers, mails, texts };
}

const now = new Date('2026-11-29T10:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('waiting-list offers', () => {
  it('offers each freed place to the next in line, holding it in the capacity', async () => {
    const list = fakeList(10, 8, ['ann', 'ben', 'cid']);
    expect(await offerFreePlaces(list.ports, RACE, now)).toBe(2);
    expect(list.counter.used).toBe(10);
    expect(list.mails).toEqual(['ann@example.com', 'ben@example.com']);
    expect(list.entries.get('cid')?.state).toBe('waiting');
    // Nothing is free now: a second round offers nothing more.
    expect(await offerFreePlaces(list.ports, RACE, now)).toBe(0);
  });

  it('stops when a buyer took the place between the read and the offer', async () => {
    const list = fakeList(10, 9, ['ann', 'ben']);
    const race = list.ports.loadRace.bind(list.ports);
    list.ports.loadRace = async (g) => {
      const r = await race(g);
      list.counter.used = 10; // sold meanwhile
      return r;
    };
    expect(await offerFreePlaces(list.ports, RACE, now)).toBe(0);
    expect(list.counter.used).toBe(10);
    expect(list.mails).toEqual([]);
  });

  it('releases a lapsed offer exactly once and passes the place to the next person', async () => {
    const list = fakeList(1, 0, ['ann', 'ben']);
    await offerFreePlaces(list.ports, RACE, now);
    expect(list.counter.used).toBe(1);
    // Before the deadline nothing moves.
    expect(await sweepWaitingLists(list.ports, later(47))).toEqual({ released: 0, offered: 0 });
    const [offer] = [...list.offers.values()];
    // Two sweeps overlapping on the same lapsed offer: one release.
    const [a, b] = await Promise.all([
      list.ports.releaseOffer(offer as WaitingOfferRecord, {} as never),
      list.ports.releaseOffer(offer as WaitingOfferRecord, {} as never),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(list.counter.used).toBe(0);
    // The scheduled sweep then offers it to Ben.
    expect(await sweepWaitingLists(list.ports, later(49))).toEqual({ released: 0, offered: 1 });
    expect(list.entries.get('ann')?.state).toBe('expired');
    expect(list.entries.get('ben')?.state).toBe('offered');
    expect(list.counter.used).toBe(1);
    expect(list.mails).toEqual(['ann@example.com', 'ben@example.com']);
  });

  it('lets the sweep itself release what lapsed before offering again', async () => {
    const list = fakeList(1, 0, ['ann', 'ben']);
    await offerFreePlaces(list.ports, RACE, now);
    expect(await sweepWaitingLists(list.ports, later(48))).toEqual({ released: 1, offered: 1 });
    expect(list.counter.used).toBe(1);
  });
});

describe('waiting-list offers of a category or wave', () => {
  const women: ListPart = { kind: 'category', guid: 'cat-w' };

  it('holds the freed place in both the category and the race, and the link names the category', async () => {
    // The category is full; one of its places frees while the race has room.
    const list = fakeList(10, 5, ['ann', 'ben'], { part: women, capacity: 2, used: 1 });
    expect(await offerFreePlaces(list.ports, list.list, now)).toBe(1);
    expect(list.partCounter.used).toBe(2);
    expect(list.counter.used).toBe(6);
    expect(list.entries.get('ben')?.state).toBe('waiting');
    const [offer] = [...list.offers.values()];
    expect(offer?.part).toEqual(women);
    expect(offer?.held.map((c) => c.scope)).toEqual(['subevent', 'category']);
    const token = /waiting-list-offer\/([A-Za-z0-9_-]+)/.exec(list.texts[0] ?? '')?.[1] ?? '';
    const view = await offerView(list.ports, decodeURIComponent(token), now);
    expect(view).toMatchObject({
      categoryGuid: 'cat-w',
      waveGuid: null,
      seriesSubEventName: '10 km – Women',
    });
  });

  it('offers nothing while the race is full, even with a free place in the wave', async () => {
    const list = fakeList(5, 5, ['ann'], { part: { kind: 'wave', guid: 'w1' }, capacity: 3, used: 1 });
    expect(await offerFreePlaces(list.ports, list.list, now)).toBe(0);
    expect(list.partCounter.used).toBe(1);
    expect(list.mails).toEqual([]);
  });

  it('gives both places back exactly once when the offer lapses, then passes them on', async () => {
    const list = fakeList(0, 3, ['ann', 'ben'], { part: women, capacity: 1, used: 0 });
    await offerFreePlaces(list.ports, list.list, now);
    const offer = [...list.offers.values()][0] as WaitingOfferRecord;
    const [a, b] = await Promise.all([
      list.ports.releaseOffer(offer, {} as never),
      list.ports.releaseOffer(offer, {} as never),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(list.partCounter.used).toBe(0);
    expect(list.counter.used).toBe(3);
    expect(await sweepWaitingLists(list.ports, later(49))).toEqual({ released: 0, offered: 1 });
    expect(list.entries.get('ben')?.state).toBe('offered');
    expect(list.partCounter.used).toBe(1);
  });
});
