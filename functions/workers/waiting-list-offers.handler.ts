import type { ScheduledEvent } from 'aws-lambda';
import { dynamoWaitingList } from '../adapters/dynamodb/waiting-list-repository';
import { rootLogger } from '../adapters/logger';
import { sweepWaitingLists } from '../domain/waiting-list/offers';

const log = rootLogger.child({ worker: 'waiting-list-offers' });

/**
 * Scheduled job (every 2 minutes): overdue waiting-list offers give their place back, exactly once
 * (one conditional transaction on the offer item), and every enabled list offers its free places
 * to the next in line, whatever freed them (expiry, cancellation, a raised capacity, a lapsed offer).
 */
export function createWaitingListOffersHandler(deps: { now?: () => Date } = {}) {
  const clock = deps.now ?? (() => new Date());
  return async (_event?: ScheduledEvent): Promise<{ released: number; offered: number }> => {
    const result = await sweepWaitingLists(dynamoWaitingList, clock());
    if (result.released || result.offered) log.info('waiting lists swept', result);
    return result;
  };
}

export const handler = createWaitingListOffersHandler();
