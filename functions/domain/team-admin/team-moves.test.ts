import { describe, expect, it } from 'vitest';
import type { TeamRecord } from '../checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { decideTeamMove } from './team-moves';

const team = (guid: string, managerEmail = 'kapitan@example.com'): TeamRecord => ({
  entity: 'team',
  guid,
  subEventGuid: 'sub',
  name: `Tým ${guid}`,
  pin: '123456',
  managerEmail,
  orderGuid: 'o-founder',
  dateCreated: '2027-01-01T00:00:00.000Z',
});
const order = (over: Partial<OrderRecord> = {}) =>
  ({
    guid: 'o1',
    dateUpdated: '2027-01-02T00:00:00.000Z',
    paid: false,
    expired: false,
    cancelled: false,
    deleted: false,
    counters: [
      { scope: 'subevent', guid: 'sub', n: 1 },
      { scope: 'team', guid: 'a', n: 1 },
    ],
    ...over,
  }) as OrderRecord;
const item = (over: Partial<OrderItemRecord> = {}) =>
  ({
    orderGuid: 'o1',
    index: 0,
    itemGuid: 'i1',
    kind: 'team',
    subEventGuid: 'sub',
    teamGuid: 'a',
    teamName: 'Tým a',
    email: 'kapitan@example.com',
    firstName: 'Jana',
    lastName: 'Kapitánová',
    dateCreated: '2027-01-02T00:00:00.000Z',
    ...over,
  }) as OrderItemRecord;
const ctx = { by: 'admin', byName: 'Eva', now: '2027-01-03T00:00:00.000Z' };
const members = [
  { itemGuid: 'i1', email: 'kapitan@example.com' },
  { itemGuid: 'i2', email: 'clen@example.com' },
];

describe('decideTeamMove', () => {
  it('moves the team place in the order ledger and hands a leaving manager’s team to the next member', () => {
    const plan = decideTeamMove({
      order: order(),
      item: item(),
      from: team('a'),
      to: team('b'),
      fromMembers: members,
      toCapacity: 5,
      ctx,
    });
    if ('refused' in plan) throw new Error(plan.refused);
    expect(plan.counters).toEqual([
      { scope: 'subevent', guid: 'sub', n: 1 },
      { scope: 'team', guid: 'b', n: 1 },
    ]);
    expect(plan.releaseFrom).toBe(true);
    expect(plan.takeTo).toEqual({ capacity: 5 });
    expect(plan.fromTeam).toEqual({ kind: 'handOver', managerEmail: 'clen@example.com' });
    expect(plan.history.action).toBe('teamChanged');
  });

  it('deletes the team its last member leaves; an order holding no places moves no counter', () => {
    const plan = decideTeamMove({
      order: order({ expired: true }),
      item: item(),
      from: team('a'),
      to: null,
      fromMembers: [members[0]!],
      toCapacity: 0,
      ctx,
    });
    if ('refused' in plan) throw new Error(plan.refused);
    expect(plan.fromTeam).toEqual({ kind: 'delete' });
    expect(plan.counters).toBeUndefined();
    expect(plan.takeTo).toBeNull();
    expect(plan.history.action).toBe('teamRemoved');
  });

  it('refuses relay racers, inactive items, another race and the same team', () => {
    const base = { order: order(), from: team('a'), fromMembers: members, toCapacity: 5, ctx };
    const refusal = (over: Partial<Parameters<typeof decideTeamMove>[0]>) => {
      const outcome = decideTeamMove({ ...base, item: item(), to: team('b'), ...over });
      return 'refused' in outcome ? outcome.refused : 'planned';
    };
    expect(refusal({ item: item({ kind: 'relay' }) })).toBe('teams.relayItem');
    expect(refusal({ item: item({ cancelled: true }) })).toBe('teams.itemInactive');
    expect(refusal({ item: item({ teamGuid: null }), from: undefined })).toBe('teams.notInTeam');
    expect(refusal({ to: { ...team('b'), subEventGuid: 'other' } })).toBe('teams.otherRace');
    expect(refusal({ to: team('a') })).toBe('teams.sameTeam');
    expect(refusal({ order: order({ deleted: true }) })).toBe('registrations.orderDeleted');
  });
});
