import type { ScheduledEvent } from 'aws-lambda';
import { rootLogger } from '../adapters/logger';
import { finishStaleClaims, type StaleClaimsResult } from '../domain/self-service/transfer-claims';
import { transferPorts } from '../api/transfer-ports';

const log = rootLogger.child({ worker: 'transfer-acceptances' });

/**
 * Scheduled job (every 5 minutes): transfer acceptances stuck past their lease (a paid fee whose
 * hand-over was interrupted) are finished once, without the new runner opening the link again
 * (functions/domain/self-service/transfer-claims.ts).
 */
export function createTransferAcceptancesHandler(deps: { now?: () => Date } = {}) {
  const clock = deps.now ?? (() => new Date());
  return async (_event?: ScheduledEvent): Promise<StaleClaimsResult> => {
    const result = await finishStaleClaims(transferPorts, clock());
    if (result.failed) log.warn('stuck transfer acceptances, some failed', { ...result });
    else if (result.accepted || result.released || result.busy)
      log.info('stuck transfer acceptances', { ...result });
    return result;
  };
}

export const handler = createTransferAcceptancesHandler();
