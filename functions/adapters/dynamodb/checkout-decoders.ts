import type { TeamRecord } from '../../domain/checkout/checkout-context';
import type { TeamReservationRecord } from '../../domain/checkout/team-reservation';
import type { WaitingOfferRecord } from '../../domain/waiting-list/waiting-list-rules';
import { entityDecoder } from './stored-entity';

/**
 * Decoders of what checkout reads beside the catalog (./stored-entity.ts): presence checks only,
 * as checkout reads these on every registration.
 */

export const decodeTeam = entityDecoder<TeamRecord>('team', ['guid', 'subEventGuid']);
export const decodeTeamReservation = entityDecoder<TeamReservationRecord>('teamReservation', [
  'guid',
  'subEventGuid',
  'validUntil',
]);
export const decodeWaitingOffer = entityDecoder<WaitingOfferRecord>('waitingOffer', [
  'hash',
  'entryGuid',
  'holdUntil',
]);
