import { describe, expect, it } from 'vitest';
import type { CheckInAnswer } from '@shared/check-in/check-in-schemas';
import {
  applyOutcome,
  dismiss,
  enqueue,
  syncQueue,
  type QueuedCheckIn,
  type SyncOutcome,
} from './pickup-queue';

const entry = (token: string, name: string | null = `Runner ${token}`) => ({
  token,
  eventGuid: 'e1',
  name,
  queuedAt: '2026-05-02T06:00:00Z',
});
const answer = (status: CheckInAnswer['status'], by = 'eva'): SyncOutcome => ({
  kind: 'answered',
  answer: {
    status,
    runner: {
      orderGuid: 'o',
      itemGuid: 'i',
      name: 'Jana Nováková',
      raceName: '10 km',
      categoryName: 'Ženy',
      startNumber: 12,
      paid: true,
    },
    pickupFields: [],
    checkIn: { at: '2026-05-02T06:14:00Z', by, byName: by === 'eva' ? 'Eva' : 'Me' },
  },
});

const queued = (...tokens: string[]) =>
  tokens.reduce<QueuedCheckIn[]>((q, t) => enqueue(q, entry(t)).queue, []);

describe('the offline check-in queue', () => {
  it('never queues the same ticket twice while it waits', () => {
    const once = enqueue([], entry('a'));
    const twice = enqueue(once.queue, entry('a'));
    expect(once.added).toBe(true);
    expect(twice.added).toBe(false);
    expect(twice.queue).toHaveLength(1);
  });

  it('a fresh attempt replaces a refusal of the same ticket', () => {
    const refused = applyOutcome(queued('a'), 'a', { kind: 'refused', message: 'Not paid' }, 'me');
    const again = enqueue(refused, entry('a'));
    expect(again.added).toBe(true);
    expect(again.queue.map((q) => q.state)).toEqual(['waiting']);
  });

  it('drops a landed check-in, keeps a conflict with who was first, keeps a refusal with its reason', () => {
    let q = queued('a', 'b', 'c');
    q = applyOutcome(q, 'a', answer('checkedIn', 'me'), 'me');
    q = applyOutcome(q, 'b', answer('alreadyCheckedIn', 'eva'), 'me');
    q = applyOutcome(q, 'c', { kind: 'refused', message: 'Not paid' }, 'me');
    expect(q.map((e) => [e.token, e.state])).toEqual([
      ['b', 'conflict'],
      ['c', 'refused'],
    ]);
    expect(q[0]?.conflict?.byName).toBe('Eva');
    expect(q[1]?.message).toBe('Not paid');
    expect(dismiss(q, 'b').map((e) => e.token)).toEqual(['c']);
  });

  it('a typed ticket learns its runner’s name from the conflict answer', () => {
    const q = applyOutcome(enqueue([], entry('a', null)).queue, 'a', answer('alreadyCheckedIn'), 'me');
    expect(q[0]?.name).toBe('Jana Nováková');
  });

  it('its own earlier send that landed (answered "already" with my mark) is no conflict', () => {
    expect(applyOutcome(queued('a'), 'a', answer('alreadyCheckedIn', 'me'), 'me')).toEqual([]);
  });

  it('syncs oldest first and stops at the first unanswered send, keeping it and the rest', async () => {
    const sent: string[] = [];
    const outcomes: Record<string, SyncOutcome> = {
      a: answer('checkedIn', 'me'),
      b: { kind: 'unreachable' },
      c: answer('checkedIn', 'me'),
    };
    const seen: number[] = [];
    const result = await syncQueue(
      queued('a', 'b', 'c'),
      (e) => {
        sent.push(e.token);
        return Promise.resolve(outcomes[e.token]!);
      },
      'me',
      (q) => seen.push(q.length),
    );
    expect(sent).toEqual(['a', 'b']);
    expect(result.reachable).toBe(false);
    expect(result.queue.map((e) => e.token)).toEqual(['b', 'c']);
    expect(seen).toEqual([2]);
  });

  it('sends only waiting entries, leaving conflicts for the volunteer to read', async () => {
    const q = applyOutcome(queued('a', 'b'), 'a', answer('alreadyCheckedIn'), 'me');
    const sent: string[] = [];
    const result = await syncQueue(
      q,
      (e) => (sent.push(e.token), Promise.resolve(answer('checkedIn', 'me'))),
      'me',
    );
    expect(sent).toEqual(['b']);
    expect(result).toEqual({ queue: [q[0]], reachable: true });
  });
});
