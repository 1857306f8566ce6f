import { describe, expect, it } from 'vitest';
import type { StartList, SubeventView, WaveView } from '@shared/catalog/catalog-schemas';
import { sampleEvent } from './sample-event.test-support';
import {
  DEFAULT_START_LIST_RENDER_INTERVAL_SECONDS,
  dueRenders,
  eventDueRender,
  nextWindowBoundary,
  renderIntervalMs,
  throttleDecision,
} from './page-freshness';

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

describe("throttling a race's start list renders during a rush", () => {
  const now = at('2026-06-01T10:00:30.000Z');

  it('renders at once a race never rendered for its entries, or last rendered an interval ago or more', () => {
    expect(throttleDecision(undefined, now, MINUTE)).toEqual({ kind: 'renderNow' });
    expect(throttleDecision({}, now, MINUTE)).toEqual({ kind: 'renderNow' });
    expect(throttleDecision({ lastRenderAt: '2026-06-01T09:59:30.000Z' }, now, MINUTE)).toEqual({
      kind: 'renderNow',
    });
    // A pending trailing render does not hold back a render once the interval is over.
    expect(
      throttleDecision(
        { lastRenderAt: '2026-06-01T09:58:00.000Z', pendingAt: '2026-06-01T09:58:10.000Z' },
        now,
        MINUTE,
      ),
    ).toEqual({ kind: 'renderNow' });
  });

  it('within the interval queues one trailing render for when the interval ends', () => {
    expect(throttleDecision({ lastRenderAt: '2026-06-01T10:00:00.000Z' }, now, MINUTE)).toEqual({
      kind: 'renderLater',
      delaySeconds: 30,
    });
    // Never less than a second, rounded up: the trailing render never comes before the interval ends.
    expect(throttleDecision({ lastRenderAt: '2026-06-01T09:59:30.500Z' }, now, MINUTE)).toEqual({
      kind: 'renderLater',
      delaySeconds: 1,
    });
    expect(throttleDecision({ lastRenderAt: '2026-06-01T10:00:29.400Z' }, now, MINUTE)).toEqual({
      kind: 'renderLater',
      delaySeconds: 60,
    });
  });

  it('queues nothing more while a trailing render is pending, which reads the table after this change', () => {
    expect(
      throttleDecision(
        { lastRenderAt: '2026-06-01T10:00:00.000Z', pendingAt: '2026-06-01T10:00:10.000Z' },
        now,
        MINUTE,
      ),
    ).toEqual({ kind: 'pending' });
  });

  it('queues a new trailing render when the pending one is far older than any delay (its message was lost)', () => {
    const late = at('2026-06-01T10:31:00.000Z');
    expect(
      throttleDecision(
        { lastRenderAt: '2026-06-01T10:30:30.000Z', pendingAt: '2026-06-01T10:00:10.000Z' },
        late,
        MINUTE,
      ),
    ).toEqual({ kind: 'renderLater', delaySeconds: 30 });
  });

  it('caps the delay at what one SQS message can wait (15 minutes)', () => {
    expect(throttleDecision({ lastRenderAt: now.toISOString() }, now, 3_600_000)).toEqual({
      kind: 'renderLater',
      delaySeconds: 900,
    });
  });

  it('reads the interval from its setting, else a minute', () => {
    expect(DEFAULT_START_LIST_RENDER_INTERVAL_SECONDS).toBe(60);
    expect(renderIntervalMs(undefined)).toBe(MINUTE);
    expect(renderIntervalMs('')).toBe(MINUTE);
    expect(renderIntervalMs('abc')).toBe(MINUTE);
    expect(renderIntervalMs('-5')).toBe(MINUTE);
    expect(renderIntervalMs('2.5')).toBe(2_500);
  });
});

describe('rendering a start list page again when its window opens or closes', () => {
  const now = at('2026-06-01T10:00:00.000Z');

  it('is due when the window opens, the list being open from that instant', () => {
    expect(nextWindowBoundary('2026-06-10T08:00:00.000Z', null, now)).toEqual(at('2026-06-10T08:00:00.000Z'));
  });

  it('is due just after the window closes (the list is open up to and including its end)', () => {
    expect(nextWindowBoundary('2026-05-01T08:00:00.000Z', '2026-06-14T20:00:00.000Z', now)).toEqual(
      at('2026-06-14T20:00:00.001Z'),
    );
  });

  it('takes the nearer boundary of a window wholly in the future: its opening', () => {
    expect(nextWindowBoundary('2026-06-10T08:00:00.000Z', '2026-06-14T20:00:00.000Z', now)).toEqual(
      at('2026-06-10T08:00:00.000Z'),
    );
  });

  it('has nothing due for a window without bounds or with both in the past', () => {
    expect(nextWindowBoundary(null, null, now)).toBeUndefined();
    expect(nextWindowBoundary('2026-05-01T08:00:00.000Z', '2026-05-31T20:00:00.000Z', now)).toBeUndefined();
    expect(nextWindowBoundary(now.toISOString(), undefined, now)).toBeUndefined();
  });

  it('names each rendered race whose list changes state later, when', () => {
    const list = (from: string | null, to: string | null) =>
      ({ startListFrom: from, startListTo: to }) as StartList;
    const lists = new Map([
      ['r1', list('2026-06-10T08:00:00.000Z', null)],
      ['r2', list(null, null)],
      ['r3', list(null, '2026-06-02T00:00:00.000Z')],
    ]);
    expect(dueRenders(lists, now)).toEqual([
      { raceGuid: 'r1', at: at('2026-06-10T08:00:00.000Z') },
      { raceGuid: 'r3', at: at('2026-06-02T00:00:00.001Z') },
    ]);
  });
});

describe("an event page's next change by time", () => {
  const race = sampleEvent().subevents[0]!;
  const withRaces = (...races: Array<Partial<SubeventView>>) =>
    sampleEvent({
      guid: 'e1',
      registrationFrom: null,
      registrationTo: null,
      subevents: races.map((r) => ({ ...race, ...r })),
    });

  it('is the opening of registration while it has not opened', () => {
    const event = withRaces({ registrationFrom: '2026-02-01T08:00:00.000Z' });
    expect(eventDueRender(event, at('2026-01-15T00:00:00.000Z'))).toEqual([
      { eventGuid: 'e1', at: at('2026-02-01T08:00:00.000Z') },
    ]);
  });

  it("is just after the earliest inclusive end: a race's registration, its start list, a wave's dates", () => {
    const wave = { dateFrom: null, dateTo: '2026-03-01T10:00:00.000Z' } as WaveView;
    const event = withRaces(
      { registrationTo: '2026-06-10T21:59:00.000Z', startListFrom: '2026-05-01T00:00:00.000Z' },
      { registrationTo: '2026-06-12T21:59:00.000Z', waves: [wave] },
    );
    expect(eventDueRender(event, at('2026-02-15T00:00:00.000Z'))).toEqual([
      { eventGuid: 'e1', at: at('2026-03-01T10:00:00.001Z') },
    ]);
    expect(eventDueRender(event, at('2026-03-02T00:00:00.000Z'))).toEqual([
      { eventGuid: 'e1', at: at('2026-05-01T00:00:00.000Z') },
    ]);
  });

  it('counts the day bank transfer stops being offered', () => {
    const event = withRaces({ forbidBankTransferFrom: '2026-06-01T00:00:00.000Z' });
    expect(eventDueRender(event, at('2026-05-20T00:00:00.000Z'))).toEqual([
      { eventGuid: 'e1', at: at('2026-06-01T00:00:00.000Z') },
    ]);
  });

  it('names nothing once every moment has passed', () => {
    const event = withRaces({});
    expect(eventDueRender(event, at('2026-07-01T00:00:00.000Z'))).toEqual([]);
  });
});
