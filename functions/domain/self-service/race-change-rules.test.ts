import { describe, expect, it } from 'vitest';
import type { RaceChangeRules } from '@shared/self-service/race-change-schemas';
import { placesLeft, quoteRaceChange, raceChangeClosedReason, rulesOf } from './race-change-rules';

const rules = (over: Partial<RaceChangeRules> = {}): RaceChangeRules => ({
  allowed: true,
  targetSubEventIds: ['ten'],
  until: '2026-06-01T10:00:00.000Z',
  fee: 10000,
  ...over,
});
const race = { dateFrom: '2026-06-10T08:00:00.000Z' };
const order = { deleted: false, cancelled: false, expired: false };
const item = {
  kind: 'regular' as const,
  teamGuid: null,
  cancelled: false,
  expired: false,
  expiredAlone: false,
};
const at = (iso: string) => new Date(iso);
const before = at('2026-05-01T10:00:00.000Z');

describe('whether a registration may change race', () => {
  it('is open before the organiser deadline', () => {
    expect(raceChangeClosedReason(rules(), race, order, item, before)).toBeNull();
  });

  it('is off when the organiser does not allow it or names no target', () => {
    expect(raceChangeClosedReason(rules({ allowed: false }), race, order, item, before)).toBe('notAllowed');
    expect(raceChangeClosedReason(rules({ targetSubEventIds: [] }), race, order, item, before)).toBe(
      'notAllowed',
    );
    expect(rulesOf(undefined).raceChange.allowed).toBe(false);
  });

  it('closes at the organiser deadline (the deadline itself included)', () => {
    expect(raceChangeClosedReason(rules(), race, order, item, at('2026-06-01T10:00:00.000Z'))).toBe(
      'deadlinePassed',
    );
    expect(raceChangeClosedReason(rules(), race, order, item, at('2026-06-01T09:59:59.000Z'))).toBeNull();
  });

  it('closes when the race starts, also without a deadline', () => {
    expect(
      raceChangeClosedReason(rules({ until: null }), race, order, item, at('2026-06-10T08:00:00.000Z')),
    ).toBe('raceStarted');
    expect(
      raceChangeClosedReason(rules({ until: null }), race, order, item, at('2026-06-09T08:00:00.000Z')),
    ).toBeNull();
  });

  it('refuses cancelled, expired or removed registrations', () => {
    expect(raceChangeClosedReason(rules(), race, { ...order, cancelled: true }, item, before)).toBe(
      'registrationInactive',
    );
    expect(raceChangeClosedReason(rules(), race, { ...order, expired: true }, item, before)).toBe(
      'registrationInactive',
    );
    expect(raceChangeClosedReason(rules(), race, order, { ...item, cancelled: true }, before)).toBe(
      'registrationInactive',
    );
  });

  it('refuses team and relay members (their place belongs to the team)', () => {
    expect(raceChangeClosedReason(rules(), race, order, { ...item, teamGuid: 't1' }, before)).toBe(
      'teamMember',
    );
    expect(raceChangeClosedReason(rules(), race, order, { ...item, kind: 'relay' as never }, before)).toBe(
      'teamMember',
    );
  });
});

describe('what a change costs', () => {
  it('a paid registration pays a dearer target’s difference plus the fee', () => {
    expect(quoteRaceChange(40000, 55000, 10000, true)).toEqual({
      difference: 15000,
      toPay: 25000,
      refund: 0,
      fee: 10000,
    });
  });

  it('a paid registration moving somewhere cheaper is refunded the difference less the fee', () => {
    expect(quoteRaceChange(55000, 30000, 10000, true)).toEqual({
      difference: -25000,
      toPay: 0,
      refund: 15000,
      fee: 10000,
    });
  });

  it('a fee as large as the saving leaves nothing to pay or refund', () => {
    expect(quoteRaceChange(50000, 40000, 10000, true)).toMatchObject({ toPay: 0, refund: 0 });
  });

  it('a same-price target pays just the fee; no fee means free', () => {
    expect(quoteRaceChange(40000, 40000, 5000, true).toPay).toBe(5000);
    expect(quoteRaceChange(40000, 40000, null, true)).toMatchObject({ toPay: 0, refund: 0, fee: 0 });
  });

  it('an unpaid registration pays nothing now: its price just changes', () => {
    expect(quoteRaceChange(40000, 55000, 10000, false)).toEqual({
      difference: 15000,
      toPay: 0,
      refund: 0,
      fee: 10000,
    });
  });
});

describe('places left in a target', () => {
  it('is the smallest of its limited scopes; unlimited when all are', () => {
    expect(placesLeft([null, 12, 3, null])).toBe(3);
    expect(placesLeft([null, null])).toBeNull();
    expect(placesLeft([0, 5])).toBe(0);
  });
});
