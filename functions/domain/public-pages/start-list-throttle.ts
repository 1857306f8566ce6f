import { throttleDecision, type StartListThrottle } from './page-freshness';

/**
 * The page worker's throttle items (one per race, written by the worker only, never in an order's
 * transaction) and its queue of trailing renders. Each write is a compare-and-set on what was read,
 * so concurrent stream batches (several Lambdas) agree on one render now and one trailing render.
 */
export interface ThrottlePorts {
  read(raceGuid: string): Promise<StartListThrottle | undefined>;
  /** Records a render now; false when the item no longer holds `seen` (another batch got there first). */
  claimRender(raceGuid: string, seen: StartListThrottle | undefined, now: Date): Promise<boolean>;
  /** Marks one trailing render as queued; false when the item no longer holds `seen`. */
  markPending(raceGuid: string, seen: StartListThrottle | undefined, now: Date): Promise<boolean>;
  /** Takes a mark back whose message could not be sent (only if it is still the one set at `pendingAt`). */
  unmarkPending(raceGuid: string, pendingAt: Date): Promise<void>;
  /** Queues the trailing render (SQS with DelaySeconds on AWS, the local queue stand-in locally). */
  queueTrailing(raceGuid: string, delaySeconds: number): Promise<void>;
  /** Records a trailing render about to read the table: clears the mark, so a later change queues anew. */
  claimTrailing(raceGuid: string, now: Date): Promise<void>;
  now(): Date;
  intervalMs: number;
}

/** Compare-and-set attempts before a race is rendered anyway (an extra render is harmless). */
const ATTEMPTS = 5;

/**
 * The races whose start list pages a batch of entry changes renders now; for the others one
 * trailing render is queued (or already is) for the end of their interval. Every change is thus
 * followed by a render that reads the table after it: a render now, or the trailing render, which
 * clears its mark before it reads.
 */
export async function startListsToRenderNow(
  ports: ThrottlePorts,
  raceGuids: Iterable<string>,
): Promise<string[]> {
  const now: string[] = [];
  for (const race of new Set(raceGuids)) if (await renderNow(ports, race)) now.push(race);
  return now;
}

async function renderNow(ports: ThrottlePorts, race: string): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const seen = await ports.read(race);
    const at = ports.now();
    const decision = throttleDecision(seen, at, ports.intervalMs);
    if (decision.kind === 'pending') return false;
    if (decision.kind === 'renderNow') {
      if (await ports.claimRender(race, seen, at)) return true;
      continue;
    }
    if (!(await ports.markPending(race, seen, at))) continue;
    try {
      await ports.queueTrailing(race, decision.delaySeconds);
    } catch (error) {
      // Unmarked, the batch's retry decides again; marked without a message, the page would wait
      // for the mark to be taken as lost.
      await ports.unmarkPending(race, at);
      throw error;
    }
    return false;
  }
  return true;
}

/** A trailing render's turn: clear the mark first, then render (what changed meanwhile queues anew). */
export async function claimTrailingRenders(
  ports: ThrottlePorts,
  raceGuids: Iterable<string>,
): Promise<string[]> {
  const races = [...new Set(raceGuids)];
  const at = ports.now();
  for (const race of races) await ports.claimTrailing(race, at);
  return races;
}
