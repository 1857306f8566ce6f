import type { ScheduledEvent } from 'aws-lambda';
import { dynamoTeamReservations } from '../adapters/dynamodb/team-reservation-repository';
import { rootLogger } from '../adapters/logger';
import { releaseExpiredReservations } from '../domain/checkout/team-reservation';

const log = rootLogger.child({ worker: 'release-team-reservations' });

/**
 * Scheduled job (every 5 minutes): team name reservations whose time is up give back their name
 * and their place. Each release is one conditional transaction on the reservation item, so
 * overlapping runs, or an order consuming the reservation at the same moment, release it once.
 */
export function createReleaseTeamReservationsHandler(deps: { now?: () => Date } = {}) {
  const clock = deps.now ?? (() => new Date());
  return async (_event?: ScheduledEvent): Promise<{ released: number }> => {
    const released = await releaseExpiredReservations(dynamoTeamReservations, clock());
    if (released) log.info('team name reservations released', { released });
    return { released };
  };
}

export const handler = createReleaseTeamReservationsHandler();
