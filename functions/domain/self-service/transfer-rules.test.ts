import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSFER_RULES, type TransferRules } from '@shared/self-service/transfer-schemas';
import {
  acceptRefusal,
  effectiveState,
  newTransferToken,
  offerExpiry,
  parseTransferToken,
  replaceable,
  sameHash,
  staleClaim,
  transferClosedReason,
  transferFee,
  transferRulesOf,
} from './transfer-rules';

const allowed: TransferRules = {
  allowed: true,
  until: '2026-06-01T10:00:00.000Z',
  fee: 30000,
  startNumber: 'keep',
};
const race = { dateFrom: '2026-06-10T08:00:00.000Z' };
const order = { deleted: false, cancelled: false, expired: false, paid: true };
const item = {
  kind: 'regular' as const,
  teamGuid: null,
  cancelled: false,
  expired: false,
  expiredAlone: false,
};
const may = new Date('2026-05-20T10:00:00.000Z');

describe('whether a registration may change hands', () => {
  it('is off unless the organiser allows it (a race without rules included)', () => {
    expect(transferRulesOf(undefined)).toEqual(DEFAULT_TRANSFER_RULES);
    expect(transferClosedReason(DEFAULT_TRANSFER_RULES, race, order, item, may)).toBe('notAllowed');
    expect(transferClosedReason(allowed, race, order, item, may)).toBeNull();
  });

  it('closes at the deadline, and at the start when the deadline is later or none', () => {
    expect(transferClosedReason(allowed, race, order, item, new Date('2026-06-01T10:00:00.000Z'))).toBe(
      'deadlinePassed',
    );
    const late = { ...allowed, until: '2026-07-01T00:00:00.000Z' };
    expect(transferClosedReason(late, race, order, item, new Date('2026-06-10T08:00:00.000Z'))).toBe(
      'raceStarted',
    );
    expect(transferClosedReason({ ...allowed, until: null }, race, order, item, may)).toBeNull();
  });

  it('refuses cancelled, expired and unpaid registrations', () => {
    expect(transferClosedReason(allowed, race, { ...order, cancelled: true }, item, may)).toBe(
      'registrationInactive',
    );
    expect(transferClosedReason(allowed, race, order, { ...item, expiredAlone: true }, may)).toBe(
      'registrationInactive',
    );
    expect(transferClosedReason(allowed, race, { ...order, paid: false }, item, may)).toBe('notPaid');
  });

  it("refuses team and relay members: the place is the team's (its captain replaces members)", () => {
    expect(transferClosedReason(allowed, race, order, { ...item, teamGuid: 't1' }, may)).toBe('teamMember');
    expect(transferClosedReason(allowed, race, order, { ...item, kind: 'relay' }, may)).toBe('teamMember');
  });
});

describe('the fee', () => {
  it('is the rule’s fee in minor units; null or 0 is free', () => {
    expect(transferFee(allowed)).toBe(30000);
    expect(transferFee({ fee: null })).toBe(0);
    expect(transferFee({ fee: 0 })).toBe(0);
  });
});

describe('an offer', () => {
  it('stands until the deadline, never past the race start', () => {
    expect(offerExpiry(allowed, race)).toBe('2026-06-01T10:00:00.000Z');
    expect(offerExpiry({ until: null }, race)).toBe('2026-06-10T08:00:00.000Z');
    expect(offerExpiry({ until: '2026-07-01T00:00:00.000Z' }, race)).toBe('2026-06-10T08:00:00.000Z');
  });

  it('expires at its deadline: it can no longer be accepted and may be replaced', () => {
    const offer = { state: 'offered' as const, validUntil: '2026-06-01T10:00:00.000Z' };
    expect(acceptRefusal(offer, may)).toBeNull();
    expect(replaceable(offer, may)).toBe(false);
    const after = new Date('2026-06-01T10:00:00.000Z');
    expect(effectiveState(offer, after)).toBe('expired');
    expect(acceptRefusal(offer, after)).toBe('expired');
    expect(replaceable(offer, after)).toBe(true);
  });

  it('is accepted once: an accepting or accepted offer refuses another acceptance', () => {
    const until = '2026-06-01T10:00:00.000Z';
    expect(acceptRefusal({ state: 'accepting', validUntil: until }, may)).toBe('accepting');
    expect(acceptRefusal({ state: 'accepted', validUntil: until }, may)).toBe('accepted');
    expect(acceptRefusal({ state: 'cancelled', validUntil: until }, may)).toBe('cancelled');
    expect(replaceable({ state: 'accepting', validUntil: until }, new Date('2026-07-01'))).toBe(false);
    expect(replaceable({ state: 'accepted', validUntil: until }, may)).toBe(true);
  });

  it('has an unguessable single-purpose link: only its own token matches its stored hash', () => {
    const a = newTransferToken('0b6f8c1e-1111-4c8d-9e7f-1a2b3c4d5e6f');
    const b = newTransferToken('0b6f8c1e-1111-4c8d-9e7f-1a2b3c4d5e6f');
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^0b6f8c1e-1111-4c8d-9e7f-1a2b3c4d5e6f[A-Za-z0-9_-]{43}$/);
    const parsed = parseTransferToken(a.token);
    expect(parsed?.itemGuid).toBe('0b6f8c1e-1111-4c8d-9e7f-1a2b3c4d5e6f');
    expect(sameHash(parsed?.hash as string, a.hash)).toBe(true);
    expect(sameHash(parsed?.hash as string, b.hash)).toBe(false);
    expect(a.hash).not.toContain(a.token.slice(36));
    expect(parseTransferToken('too-short')).toBeNull();
  });

  it('an acceptance claim is held two minutes; after that it counts as interrupted and is retried', () => {
    const claimedAt = new Date('2026-05-20T10:00:00.000Z');
    const claim = { state: 'accepting' as const, leaseUntil: '2026-05-20T10:02:00.000Z' };
    expect(staleClaim(claim, new Date('2026-05-20T10:01:59.000Z'))).toBe(false);
    expect(staleClaim(claim, new Date('2026-05-20T10:02:00.000Z'))).toBe(true);
    // A claim stored without a lease counts from its answer time.
    const old = { state: 'accepting' as const, dateAnswered: claimedAt.toISOString() };
    expect(staleClaim(old, new Date('2026-05-20T10:01:00.000Z'))).toBe(false);
    expect(staleClaim(old, new Date('2026-05-20T10:03:00.000Z'))).toBe(true);
    // Only an acceptance in progress can be interrupted.
    expect(staleClaim({ state: 'offered', leaseUntil: '2026-05-20T09:00:00.000Z' }, claimedAt)).toBe(false);
    expect(staleClaim({ state: 'accepted', leaseUntil: '2026-05-20T09:00:00.000Z' }, claimedAt)).toBe(false);
  });
});
