import { describe, expect, it } from 'vitest';
import { offerFreePlaces, sweepWaitingLists } from './offers';
import type { WaitingListPorts } from './waiting-list-ports';
import type { WaitingEntryRecord, WaitingListSettingsRecord, WaitingOfferRecord } from './waiting-list-rules';

/** An in-memory list with the adapter's conditions: capacity taken conditionally, offers deleted once. */
function fakeList(capacity: number, used: number, people: string[]) {
  const counter = { capacity, used };
  const entries = new Map<string, WaitingEntryRecord>();
  people.forEach((p, i) =>
    entries.set(p, {
      entity: 'waitingEntry',
      guid: p,
      subEventGuid: 'race',
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
  const settings: WaitingListSettingsRecord = {
    entity: 'waitingListSettings',
    subEventGuid: 'race',
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
      counter: { ...counter },
    }),
    getSettings: async () => settings,
    listEntries: async () => [...entries.values()].map((e) => ({ ...e })),
    createOffer: async (entry: WaitingEntryRecord, offer: WaitingOfferRecord) => {
      const e = entries.get(entry.guid);
      if (e?.state !== 'waiting') return 'gone' as const;
      if (counter.used + 1 > counter.capacity) return 'full' as const;
      counter.used++;
      e.state = 'offered';
      offers.set(offer.hash, offer);
      return 'ok' as const;
    },
    releaseOffer: async (offer: WaitingOfferRecord) => {
      if (!offers.delete(offer.hash)) return false;
      counter.used -= offer.held.reduce((n, c) => n + c.n, 0);
      const e = entries.get(offer.entryGuid);
      if (e) e.state = 'expired';
      return true;
    },
    listOverdueOffers: async (now: Date) =>
      [...offers.values()].filter((o) => new Date(o.holdUntil).getTime() <= now.getTime()),
    listEnabledLists: async () => ['race'],
    emailSources: async () => ({ definitions: [], layout: null, seriesName: 'Series' }),
    sendEmail: async (email: { to: string[] }) => {
      mails.push(...email.to);
    },
    appUrl: 'https://example.com',
  } as unknown as WaitingListPorts;
  return { ports, counter, entries, offers, mails };
}

const now = new Date('2026-11-29T10:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('waiting-list offers', () => {
  it('offers each freed place to the next in line, holding it in the capacity', async () => {
    const list = fakeList(10, 8, ['ann', 'ben', 'cid']);
    expect(await offerFreePlaces(list.ports, 'race', now)).toBe(2);
    expect(list.counter.used).toBe(10);
    expect(list.mails).toEqual(['ann@example.com', 'ben@example.com']);
    expect(list.entries.get('cid')?.state).toBe('waiting');
    // Nothing is free now: a second round offers nothing more.
    expect(await offerFreePlaces(list.ports, 'race', now)).toBe(0);
  });

  it('stops when a buyer took the place between the read and the offer', async () => {
    const list = fakeList(10, 9, ['ann', 'ben']);
    const race = list.ports.loadRace.bind(list.ports);
    list.ports.loadRace = async (g) => {
      const r = await race(g);
      list.counter.used = 10; // sold meanwhile
      return r;
    };
    expect(await offerFreePlaces(list.ports, 'race', now)).toBe(0);
    expect(list.counter.used).toBe(10);
    expect(list.mails).toEqual([]);
  });

  it('releases a lapsed offer exactly once and passes the place to the next person', async () => {
    const list = fakeList(1, 0, ['ann', 'ben']);
    await offerFreePlaces(list.ports, 'race', now);
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
    await offerFreePlaces(list.ports, 'race', now);
    expect(await sweepWaitingLists(list.ports, later(48))).toEqual({ released: 1, offered: 1 });
    expect(list.counter.used).toBe(1);
  });
});
