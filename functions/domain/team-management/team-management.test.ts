import { describe, expect, it } from 'vitest';
import { SubEventType } from '@shared/codelists/enums';
import type { RateKey, RateLimiterPort } from '../accounts/rate-limit';
import type { SubeventRecord } from '../catalog/records';
import type { TeamRecord } from '../checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { DomainError } from '../errors';
import { authenticateTeamManager, publicTeam, teamData } from './team-management';
import type { TeamManagementPorts, TeamRace } from './team-management-ports';
import { teamKind, teamPlaces } from './team-places';

const NOW = new Date('2027-04-10T12:00:00.000Z');

const team: TeamRecord = {
  entity: 'team',
  guid: 't1',
  subEventGuid: 'sub',
  name: 'Kancl Runners',
  pin: '123456',
  managerEmail: 'Captain@Example.com',
  orderGuid: 'o1',
  dateCreated: '2027-04-01T10:00:00.000Z',
};

const subevent = (over: Partial<SubeventRecord> = {}): SubeventRecord => ({
  entity: 'subevent',
  guid: 'sub',
  eventGuid: 'ev',
  seriesGuid: 's',
  name: 'Firemní běh týmů',
  type: SubEventType.TEAM,
  dateFrom: '2027-05-01T09:00:00.000Z',
  dateTo: '2027-05-01T12:00:00.000Z',
  registrationFrom: '2027-01-01T00:00:00.000Z',
  registrationTo: '2027-04-30T00:00:00.000Z',
  capacity: 150,
  membersFrom: 3,
  membersTo: 5,
  ...over,
});

const order = (guid: string, over: Partial<OrderRecord> = {}) =>
  ({
    entity: 'order',
    guid,
    paid: false,
    expired: false,
    cancelled: false,
    deleted: false,
    ...over,
  }) as OrderRecord;

const item = (orderGuid: string, n: number, over: Partial<OrderItemRecord> = {}) =>
  ({
    entity: 'orderItem',
    itemGuid: `${orderGuid}-${n}`,
    orderGuid,
    index: n,
    kind: 'team',
    categoryName: 'Týmy',
    waveName: null,
    teamGuid: team.guid,
    firstName: `Jana${n}`,
    lastName: 'Nováková',
    email: `jana${n}@example.com`,
    startNumber: null,
    dateCreated: `2027-04-0${n}T10:00:00.000Z`,
    ...over,
  }) as OrderItemRecord;

/** Counts in memory, like the DynamoDB windows. */
function memoryLimiter(): RateLimiterPort & { counts_: Map<string, number> } {
  const counts_ = new Map<string, number>();
  const key = (k: RateKey) => `${k.rule.kind}#${k.id.toLowerCase()}`;
  return {
    counts_,
    counts: async (keys) => keys.map((k) => counts_.get(key(k)) ?? 0),
    hit: async (keys) => {
      for (const k of keys) counts_.set(key(k), (counts_.get(key(k)) ?? 0) + 1);
    },
  };
}

function ports(over: Partial<TeamManagementPorts> & { race?: TeamRace } = {}) {
  const issued: Array<[string, string]> = [];
  const p: TeamManagementPorts = {
    findTeam: async (guid) => (guid === team.guid ? team : undefined),
    loadRace: async () =>
      over.race ?? { subevent: subevent(), eventName: 'Jarní běh', counter: { capacity: 5, used: 2 } },
    listMemberItems: async () => [],
    getOrders: async () => [],
    rateLimiter: memoryLimiter(),
    issueTeamToken: async (guid, email) => {
      issued.push([guid, email]);
      return { accessToken: `token-${guid}`, expiresIn: 3600 };
    },
    ...over,
  };
  return { p, issued };
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    return err instanceof DomainError ? `${err.status} ${err.code}` : String(err);
  }
  return 'resolved';
};

describe('team places (membersFrom / membersTo, team capacity)', () => {
  it('counts taken and free places from the team counter and tells how many members are missing', () => {
    expect(teamPlaces({ membersFrom: 3, membersTo: 5 }, { capacity: 5, used: 1 })).toEqual({
      membersFrom: 3,
      membersTo: 5,
      placesTaken: 1,
      placesFree: 4,
      membersMissing: 2,
      complete: false,
    });
    expect(teamPlaces({ membersFrom: 3, membersTo: 5 }, { capacity: 5, used: 5 })).toMatchObject({
      placesFree: 0,
      membersMissing: 0,
      complete: true,
    });
  });

  it('uses membersTo before any order took a place, and treats 0 or less as unlimited', () => {
    expect(teamPlaces({ membersFrom: 2, membersTo: 4 }, undefined)).toMatchObject({
      membersTo: 4,
      placesTaken: 0,
      placesFree: 4,
      membersMissing: 2,
    });
    expect(teamPlaces({}, { capacity: 0, used: 7 })).toEqual({
      membersFrom: null,
      membersTo: null,
      placesTaken: 7,
      placesFree: null,
      membersMissing: 0,
      complete: true,
    });
  });

  it('keeps the capacity the team was founded with when the race changes membersTo later', () => {
    expect(teamPlaces({ membersFrom: 1, membersTo: 8 }, { capacity: 4, used: 3 })).toMatchObject({
      membersTo: 4,
      placesFree: 1,
    });
  });

  it('names relays and teams by the race type', () => {
    expect(teamKind({ type: SubEventType.RELAY })).toBe('relay');
    expect(teamKind({ type: SubEventType.TEAM })).toBe('team');
  });
});

describe('public part of a team', () => {
  it('shows the race and places, never the PIN, the manager e-mail or members', async () => {
    const answer = await publicTeam(ports().p, team.guid);
    expect(answer).toEqual({
      guid: 't1',
      name: 'Kancl Runners',
      kind: 'team',
      seriesEventGuid: 'ev',
      eventName: 'Jarní běh',
      subEventGuid: 'sub',
      subEventName: 'Firemní běh týmů',
      membersFrom: 3,
      membersTo: 5,
      placesTaken: 2,
      placesFree: 3,
      membersMissing: 1,
      complete: false,
    });
    expect(JSON.stringify(answer)).not.toMatch(/123456|captain/i);
  });

  it('answers 404 for an unknown team', async () => {
    expect(await codeOf(publicTeam(ports().p, 'nope'))).toBe('404 teamManagement.teamNotFound');
  });
});

describe('team manager sign-in', () => {
  it('gives a token of this team for the manager e-mail (any case) and the PIN', async () => {
    const { p, issued } = ports();
    const answer = await authenticateTeamManager(
      p,
      team.guid,
      { email: ' captain@example.COM', pin: '123456' },
      '10.0.0.1',
      NOW,
    );
    expect(answer).toEqual({ accessToken: 'token-t1', expiresIn: 3600, teamGuid: 't1' });
    expect(issued).toEqual([['t1', 'Captain@Example.com']]);
  });

  it('refuses a wrong PIN, a wrong e-mail and an unknown team alike, and counts each guess', async () => {
    const { p, issued } = ports();
    const limiter = p.rateLimiter as ReturnType<typeof memoryLimiter>;
    for (const [guid, email, pin] of [
      [team.guid, 'captain@example.com', '654321'],
      [team.guid, 'someone@example.com', '123456'],
      ['other-team', 'captain@example.com', '123456'],
    ] as const)
      expect(await codeOf(authenticateTeamManager(p, guid, { email, pin }, '10.0.0.1', NOW))).toBe(
        '401 teamManagement.authenticationFailed',
      );
    expect(issued).toEqual([]);
    expect(limiter.counts_.get('team-pin-team#t1')).toBe(2);
    expect(limiter.counts_.get('team-pin-ip#10.0.0.1')).toBe(3);
  });

  it('locks the team out after the limit of wrong PINs, even for the right PIN', async () => {
    const { p } = ports();
    for (let i = 0; i < 10; i++)
      await codeOf(
        authenticateTeamManager(
          p,
          team.guid,
          { email: 'captain@example.com', pin: `00000${i}` },
          `10.0.1.${i}`,
          NOW,
        ),
      );
    expect(
      await codeOf(
        authenticateTeamManager(
          p,
          team.guid,
          { email: 'captain@example.com', pin: '123456' },
          '10.0.2.1',
          NOW,
        ),
      ),
    ).toBe('429 auth.tooManyAttempts');
  });
});

describe('team data for its manager', () => {
  it('lists members of active orders with their paid state, founder first', async () => {
    const { p } = ports({
      listMemberItems: async () => [
        item('o2', 2),
        item('o1', 1, { lastName: 'Kapitánová' }),
        item('o3', 3),
        item('o4', 4),
      ],
      getOrders: async (guids) =>
        [
          order('o1', { paid: true }),
          order('o2'),
          order('o3', { expired: true }),
          order('o4', { cancelled: true }),
        ].filter((o) => guids.includes(o.guid)),
    });
    const data = await teamData(p, team.guid);
    expect(data.members.map((m) => [m.id, m.paid, m.founder])).toEqual([
      ['o1-1', true, true],
      ['o2-2', false, false],
    ]);
    expect(data).toMatchObject({
      pin: '123456',
      managerEmail: 'Captain@Example.com',
      paidMembers: 1,
      unpaidMembers: 1,
      allPaid: false,
      placesTaken: 2,
      placesFree: 3,
      membersMissing: 1,
    });
  });

  it('is all paid only with members, all of them paid', async () => {
    const empty = await teamData(ports().p, team.guid);
    expect(empty).toMatchObject({ members: [], allPaid: false });
    const { p } = ports({
      listMemberItems: async () => [item('o1', 1)],
      getOrders: async () => [order('o1', { paid: true })],
    });
    expect((await teamData(p, team.guid)).allPaid).toBe(true);
  });
});
