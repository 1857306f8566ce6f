import { describe, expect, it } from 'vitest';
import { SubEventType } from '@shared/codelists/enums';
import type { CategoryRecord, SubeventRecord } from '../catalog/records';
import type { TeamRecord } from '../checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { DomainError } from '../errors';
import { addRelayRacer, relayChangesState, removeRelayRacer, updateRelayRacer } from './relay-racers';
import type { RelayRacerChange, RelayRacerPorts } from './team-management-ports';

const NOW = new Date('2027-04-10T12:00:00.000Z');
const team: TeamRecord = {
  entity: 'team',
  guid: 't1',
  subEventGuid: 'sub',
  name: 'Štafeta Kancl',
  pin: '123456',
  managerEmail: 'captain@example.com',
  orderGuid: 'o1',
  dateCreated: '2027-04-01T10:00:00.000Z',
};
const subevent: SubeventRecord = {
  entity: 'subevent',
  guid: 'sub',
  eventGuid: 'ev',
  seriesGuid: 's',
  name: 'Štafeta 4 × 2,5 km',
  type: SubEventType.RELAY,
  dateFrom: '2027-05-01T09:00:00.000Z',
  dateTo: '2027-05-01T12:00:00.000Z',
  registrationFrom: '2027-01-01T00:00:00.000Z',
  registrationTo: '2027-04-30T00:00:00.000Z',
  capacity: 40,
  membersFrom: 4,
  membersTo: 4,
  relayChangesFrom: '2027-04-01T00:00:00.000Z',
  relayChangesTo: '2027-04-30T00:00:00.000Z',
};
const women: CategoryRecord = {
  entity: 'category',
  guid: 'cat',
  subEventGuid: 'sub',
  name: 'Ženské štafety',
  gender: 2,
  minAge: 18,
  capacity: 0,
  currencyPrices: {},
};
const racer = (n: number, over: Partial<OrderItemRecord> = {}) =>
  ({
    entity: 'orderItem',
    itemGuid: `i${n}`,
    orderGuid: 'o1',
    index: n,
    kind: 'relay',
    categoryGuid: 'cat',
    teamGuid: 't1',
    teamName: team.name,
    firstName: `Jana${n}`,
    lastName: 'Nováková',
    email: `jana${n}@example.com`,
    birthDate: '1990-01-01',
    birthYear: 1990,
    gender: 2,
    dateCreated: '2027-04-01T10:00:00.000Z',
    ...over,
  }) as OrderItemRecord;

function ports(items: OrderItemRecord[], sub: SubeventRecord = subevent) {
  const changes: Array<{ change: RelayRacerChange; fixed: number[]; action: string }> = [];
  const p: RelayRacerPorts = {
    findTeam: async (g) => (g === team.guid ? team : undefined),
    loadRace: async () => ({ subevent: sub, eventName: 'Jarní běh', counter: undefined }),
    listMemberItems: async () => items,
    getOrders: async () => [
      { guid: 'o1', paid: true, expired: false, cancelled: false, deleted: false } as OrderRecord,
    ],
    rateLimiter: { counts: async () => [], hit: async () => undefined },
    issueTeamToken: async () => ({ accessToken: '', expiresIn: 0 }),
    loadCategory: async () => ({ category: women, subcategories: [] }),
    listOrderItems: async () => items,
    applyRacerChange: async (change, fixTracks, history) => {
      changes.push({ change, fixed: fixTracks.map((f) => f.track), action: history.action });
    },
  };
  return { p, changes };
}

const body = {
  track: 3,
  firstName: 'Eva',
  lastName: 'Rychlá',
  email: 'eva@example.com',
  birthDate: '1995-05-05',
  gender: 2 as const,
};
const actor = { email: 'captain@example.com' };
const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    return err instanceof DomainError ? `${err.status} ${err.code}` : String(err);
  }
  return 'resolved';
};

describe('relay change window (spec §4)', () => {
  it('is closed before relayChangesFrom and after relayChangesTo, open in between or without bounds', () => {
    expect(relayChangesState(subevent, new Date('2027-03-31T23:59:00Z'))).toBe('notYetOpen');
    expect(relayChangesState(subevent, NOW)).toBe('open');
    expect(relayChangesState(subevent, new Date('2027-04-30T00:01:00Z'))).toBe('closed');
    expect(relayChangesState({}, NOW)).toBe('open');
  });
});

describe('relay racer changes', () => {
  it('adds a racer on a free leg, free of charge, and stores the legs of older racers with it', async () => {
    const { p, changes } = ports([racer(0, { relayRemoved: '2027-04-05T00:00:00.000Z' }), racer(1)]);
    p.listMemberItems = async () => [racer(1), racer(5, { track: 2 })];
    const added = await addRelayRacer(p, 't1', body, actor, NOW);
    expect(added).toMatchObject({ track: 3, firstName: 'Eva', gender: 2 });
    const [c] = changes;
    expect(c?.action).toBe('relayRacerAdded');
    expect(c?.fixed).toEqual([1]);
    expect(c?.change.item.relayRemoved).toBeUndefined();
    expect(c?.change).toMatchObject({
      kind: 'add',
      teamCapacity: 4,
      item: { index: 2, basePrice: 0, paid: true, kind: 'relay', teamGuid: 't1' },
    });
  });

  it('refuses a taken leg, a leg the relay does not have (reason 24) and a full relay', async () => {
    expect(await codeOf(addRelayRacer(ports([racer(0)]).p, 't1', { ...body, track: 1 }, actor, NOW))).toBe(
      '409 teamManagement.trackTaken',
    );
    expect(await codeOf(addRelayRacer(ports([racer(0)]).p, 't1', { ...body, track: 5 }, actor, NOW))).toBe(
      '400 registration.relayValueNotFound',
    );
    const full = ports([racer(0), racer(1), racer(2), racer(3)]).p;
    expect(await codeOf(addRelayRacer(full, 't1', body, actor, NOW))).toBe('409 teamManagement.relayFull');
  });

  it("applies the category's gender and age rules", async () => {
    const { p } = ports([racer(0)]);
    expect(await codeOf(addRelayRacer(p, 't1', { ...body, gender: 1 }, actor, NOW))).toMatch(
      /^400 registration\.genderInvalid/,
    );
    expect(await codeOf(addRelayRacer(p, 't1', { ...body, birthDate: '2015-01-01' }, actor, NOW))).toMatch(
      /^400 registration\.ageTooLow/,
    );
  });

  it('refuses every change outside the window with a clear reason', async () => {
    const { p } = ports([racer(0)]);
    const late = new Date('2027-05-01T00:00:00Z');
    expect(await codeOf(addRelayRacer(p, 't1', body, actor, late))).toBe(
      '409 teamManagement.relayChangesClosed',
    );
    expect(await codeOf(removeRelayRacer(p, 't1', { id: 'i0' }, actor, late))).toBe(
      '409 teamManagement.relayChangesClosed',
    );
    expect(
      await codeOf(updateRelayRacer(p, 't1', { ...body, id: 'i0' }, actor, new Date('2027-03-01T00:00:00Z'))),
    ).toBe('409 teamManagement.relayChangesNotYetOpen');
  });

  it('updates a racer and moves them to a free leg, refuses a leg taken by another and an unknown racer', async () => {
    const { p, changes } = ports([racer(0), racer(1)]);
    await updateRelayRacer(p, 't1', { ...body, id: 'i1' }, actor, NOW);
    expect(changes[0]?.change).toMatchObject({
      kind: 'update',
      item: { itemGuid: 'i1', track: 3, firstName: 'Eva' },
    });
    expect(changes[0]?.fixed).toEqual([1]);
    expect(await codeOf(updateRelayRacer(p, 't1', { ...body, id: 'i1', track: 1 }, actor, NOW))).toBe(
      '409 teamManagement.trackTaken',
    );
    expect(await codeOf(removeRelayRacer(p, 't1', { id: 'nope' }, actor, NOW))).toBe(
      '404 teamManagement.racerNotFound',
    );
  });

  it('refuses racer changes of a team that is not a relay', async () => {
    const { p } = ports([], { ...subevent, type: SubEventType.TEAM });
    expect(await codeOf(removeRelayRacer(p, 't1', { id: 'i0' }, actor, NOW))).toBe(
      '409 teamManagement.notRelay',
    );
  });
});
