import type { CheckInAnswer, CheckInMark } from '@shared/check-in/check-in-schemas';

/**
 * Check-ins made while the pickup tent had no signal, kept on the device until they reach the
 * server. The server stays the judge: a queued runner someone checked in elsewhere meanwhile comes
 * back as a conflict ("already checked in at 8:14 by Eva"), never as a second check-in.
 */
export interface QueuedCheckIn {
  token: string;
  eventGuid: string;
  /** What the volunteer knew when queuing (a typed ticket code has no name yet). */
  name: string | null;
  queuedAt: string;
  state: 'waiting' | 'conflict' | 'refused';
  /** conflict: the mark of whoever checked the runner in first. */
  conflict?: CheckInMark;
  /** refused: the server's translated reason (not paid, revoked ticket…). */
  message?: string;
}

/** How one sent check-in ended. `unreachable`: no answer (offline, timeout, 503): try again later. */
export type SyncOutcome =
  | { kind: 'answered'; answer: CheckInAnswer }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

/** Adds a check-in to the queue; a ticket already queued for the event is not queued twice. */
export function enqueue(
  queue: readonly QueuedCheckIn[],
  entry: Omit<QueuedCheckIn, 'state'>,
): { queue: QueuedCheckIn[]; added: boolean } {
  const waiting = queue.some(
    (q) => q.token === entry.token && q.eventGuid === entry.eventGuid && q.state === 'waiting',
  );
  if (waiting) return { queue: [...queue], added: false };
  // A fresh attempt replaces an earlier refusal or conflict of the same ticket.
  const rest = queue.filter((q) => !(q.token === entry.token && q.eventGuid === entry.eventGuid));
  return { queue: [...rest, { ...entry, state: 'waiting' }], added: true };
}

/**
 * The queue after one entry's outcome: checked in → gone; already checked in → a conflict with the
 * first mark (unless this device's own earlier send landed: same volunteer, nothing to show);
 * refused → kept with the reason until dismissed; unreachable → still waiting.
 */
export function applyOutcome(
  queue: readonly QueuedCheckIn[],
  token: string,
  outcome: SyncOutcome,
  me: string,
): QueuedCheckIn[] {
  return queue.flatMap((q): QueuedCheckIn[] => {
    if (q.token !== token || q.state !== 'waiting') return [q];
    if (outcome.kind === 'unreachable') return [q];
    if (outcome.kind === 'refused') return [{ ...q, state: 'refused', message: outcome.message }];
    const { answer } = outcome;
    const name = q.name ?? answer.runner.name;
    if (answer.status === 'alreadyCheckedIn' && answer.checkIn && answer.checkIn.by !== me)
      return [{ ...q, name, state: 'conflict', conflict: answer.checkIn }];
    return [];
  });
}

/** Removes a conflict or refusal the volunteer has seen. */
export const dismiss = (queue: readonly QueuedCheckIn[], token: string) =>
  queue.filter((q) => q.token !== token || q.state === 'waiting');

/**
 * Sends the waiting entries one by one, oldest first, and stops at the first that gets no answer
 * (the network is still down: the rest would fail too). `update` sees the queue after each answer,
 * so nothing is lost if the page closes midway.
 */
export async function syncQueue(
  queue: readonly QueuedCheckIn[],
  send: (entry: QueuedCheckIn) => Promise<SyncOutcome>,
  me: string,
  update: (queue: QueuedCheckIn[]) => void = () => {},
): Promise<{ queue: QueuedCheckIn[]; reachable: boolean }> {
  let current = [...queue];
  for (const entry of queue.filter((q) => q.state === 'waiting')) {
    const outcome = await send(entry);
    if (outcome.kind === 'unreachable') return { queue: current, reachable: false };
    current = applyOutcome(current, entry.token, outcome, me);
    update(current);
  }
  return { queue: current, reachable: true };
}
