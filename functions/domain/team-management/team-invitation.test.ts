import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@shared/catalog/catalog-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { invitationCartItem, type TeamInvitationRecord } from './team-invitation';

const invitation: TeamInvitationRecord = {
  entity: 'teamInvitation',
  hash: 'h',
  teamGuid: 'team',
  seriesEventGuid: 'event',
  subEventGuid: 'sub',
  categoryGuid: 'cat',
  waveGuid: null,
  email: 'friend@example.cz',
  locale: 'cs',
  dateCreated: '2027-01-01T00:00:00.000Z',
  validUntil: '2027-06-01T00:00:00.000Z',
};

/** Only what the invitation reads of the event detail. */
const detail = {
  guid: 'event',
  seriesGuid: 'series',
  name: 'Desítka',
  subevents: [
    {
      guid: 'sub',
      name: 'Týmy',
      registrationFrom: '2027-03-01T08:00:00.000Z',
      categories: [{ guid: 'cat', name: 'Open', price: 30000 }],
      waves: [],
      extras: [],
    },
  ],
} as unknown as EventDetail;

const ports = {
  findInvitation: async (hash: string) => (hash === 'h' ? invitation : undefined),
  findTeam: async () => ({ guid: 'team', name: 'Rychlíci', pin: '1234' }),
  eventDetail: async () => detail,
} as unknown as Parameters<typeof invitationCartItem>[0]['ports'];

const open = (now: string) => invitationCartItem({ ports, hash: 'h', currency: 'CZK', now: new Date(now) });

describe('the invitation link (spec §8 "Invitation: closed, not open")', () => {
  it('before registration opens it says "not open yet" with the date, in Prague time', async () => {
    const refused = await open('2027-02-01T00:00:00.000Z').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BusinessRuleError);
    expect(refused).toMatchObject({
      code: 'checkout.invitationNotOpen',
      status: 409,
      params: { name: 'Týmy', date: '1. 3. 2027 09:00' },
    });
  });

  it('while open it gives the cart item with the team and its PIN; after the window it is gone', async () => {
    await expect(open('2027-04-01T00:00:00.000Z')).resolves.toMatchObject({
      teamGuid: 'team',
      teamName: 'Rychlíci',
      categoryGuid: 'cat',
      price: 30000,
      pin: '1234',
    });
    await expect(open('2027-07-01T00:00:00.000Z')).rejects.toBeInstanceOf(NotFoundError);
  });
});
