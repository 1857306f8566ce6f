import { DomainError } from '../errors';
import { contextOf, resumeStaleClaim } from './transfer-accept';
import type { TransferPorts } from './transfer-ports';
import { staleClaim } from './transfer-rules';

export interface StaleClaimsResult {
  accepted: number;
  released: number;
  busy: number;
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
  const result: StaleClaimsResult = { accepted: 0, released: 0, busy: 0 };
  for (const itemGuid of await ports.staleClaims(now)) {
    const offer = await ports.getOffer(itemGuid);
    if (!offer || !staleClaim(offer, now)) continue;
    let outcome: keyof StaleClaimsResult;
    try {
      outcome = await resumeStaleClaim(ports, await contextOf(ports, offer), now);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // The registration is gone (its order deleted): the offer cannot be finished; off the index.
      const paid = offer.payment?.status === 'paid' ? offer.payment : undefined;
      const released = await ports.updateOffer(offer, ['accepting'], {
        state: 'offered',
        ...(paid ? { payment: { ...paid, status: 'notApplied' as const } } : {}),
      });
      outcome = released ? 'released' : 'busy';
    }
    result[outcome] += 1;
  }
  return result;
}
