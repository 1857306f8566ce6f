import { DomainError } from '../errors';
import { contextOf, resumeStaleClaim } from './transfer-accept';
import type { TransferPorts } from './transfer-ports';
import { staleClaim } from './transfer-rules';

export interface StaleClaimsResult {
  /** Handed over now. */
  accepted: number;
  /** Given back to `offered` (the hand-over refused, or the registration gone; a paid fee `notApplied`). */
  released: number;
  /** Left alone: another retry holds it, or it is no longer stuck when read again. */
  busy: number;
  /** Claims whose retry failed unexpectedly (a store error): left for the next run. */
  failed: number;
}

/**
 * The transfer-acceptances worker's run (issue 27 item 2): every acceptance left `accepting` past
 * its lease — above all a paid fee whose hand-over never ran because the Lambda died after the
 * gateway's or the bank's answer — is finished without waiting for the new runner to open the link
 * again. Each is read again (the index lags) and retried by `resumeStaleClaim`, whose takeover is
 * conditional on the lease it read and whose transaction is idempotent: a claim is finished once,
 * also when a link opened at the same moment retries it too.
 */
export async function finishStaleClaims(ports: TransferPorts, now: Date): Promise<StaleClaimsResult> {
  const result: StaleClaimsResult = { accepted: 0, released: 0, busy: 0, failed: 0 };
  for (const itemGuid of await ports.staleClaims(now)) {
    try {
      result[await finishOne(ports, itemGuid, now)] += 1;
    } catch {
      // One claim's failure does not hold up the others; its lease lets the next run retry it.
      result.failed += 1;
    }
  }
  return result;
}

async function finishOne(
  ports: TransferPorts,
  itemGuid: string,
  now: Date,
): Promise<Exclude<keyof StaleClaimsResult, 'failed'>> {
  const offer = await ports.getOffer(itemGuid);
  if (!offer || !staleClaim(offer, now)) return 'busy';
  try {
    return await resumeStaleClaim(ports, await contextOf(ports, offer), now);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // The registration is gone (its order deleted): the offer cannot be finished; off the index.
    const paid = offer.payment?.status === 'paid' ? offer.payment : undefined;
    const released = await ports.updateOffer(offer, ['accepting'], {
      state: 'offered',
      ...(paid ? { payment: { ...paid, status: 'notApplied' as const } } : {}),
    });
    return released ? 'released' : 'busy';
  }
}
