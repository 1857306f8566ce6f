import type { EventDetail, StartList } from '@shared/catalog/catalog-schemas';

/**
 * Freshness of start list pages without a flood (issue 29): during a rush a race's rows change in
 * every stream batch, so its page is rendered at most once per interval while orders arrive, with
 * one trailing render after the interval so the last state is always published; and a page whose
 * window opens or closes later is rendered again when that moment passes.
 */

/** Default least time between two renders of one race's start list caused by its entries. */
export const DEFAULT_START_LIST_RENDER_INTERVAL_SECONDS = 60;

/** SQS DelaySeconds is at most 900: an interval longer than that cannot be one delayed message. */
export const MAX_TRAILING_DELAY_SECONDS = 900;

/**
 * A pending trailing render older than this was lost (its message was never sent or dead-lettered):
 * a change then queues a new one instead of trusting it, so a page is never stale for good.
 */
const LOST_PENDING_MS = (MAX_TRAILING_DELAY_SECONDS + 15 * 60) * 1000;

/** What the page worker keeps per race (its own item, never in an order's transaction). */
export interface StartListThrottle {
  /** When its start list was last rendered because of its entries (ISO). */
  lastRenderAt?: string;
  /** Set while one trailing render is queued (ISO, when it was queued). */
  pendingAt?: string;
}

export type ThrottleDecision =
  /** Render now (nothing rendered within the interval). */
  | { kind: 'renderNow' }
  /** Rendered within the interval: queue one trailing render after it. */
  | { kind: 'renderLater'; delaySeconds: number }
  /** A trailing render is queued already; it reads the table after this change. */
  | { kind: 'pending' };

/** The interval configured in seconds (positive number), else the default. */
export function renderIntervalMs(configured: string | undefined): number {
  const seconds = Number(configured);
  return (
    (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_START_LIST_RENDER_INTERVAL_SECONDS) * 1000
  );
}

/** What a change of a race's entries does to its start list page, given the race's throttle item. */
export function throttleDecision(
  state: StartListThrottle | undefined,
  now: Date,
  intervalMs: number,
): ThrottleDecision {
  const last = state?.lastRenderAt ? Date.parse(state.lastRenderAt) : NaN;
  if (!Number.isFinite(last) || now.getTime() - last >= intervalMs) return { kind: 'renderNow' };
  const pending = state?.pendingAt ? Date.parse(state.pendingAt) : NaN;
  if (Number.isFinite(pending) && now.getTime() - pending < LOST_PENDING_MS) return { kind: 'pending' };
  const waitMs = last + intervalMs - now.getTime();
  return {
    kind: 'renderLater',
    delaySeconds: Math.min(MAX_TRAILING_DELAY_SECONDS, Math.max(1, Math.ceil(waitMs / 1000))),
  };
}

/**
 * A page to render again at a moment: a start list page (its window opens or closes then) or an
 * event's page (a registration window, a wave's dates or the bank transfer's last day change what it says).
 */
export type DueRender = { raceGuid: string; at: Date } | { eventGuid: string; at: Date };

/**
 * When a start list's state changes next by time alone: at `startListFrom` it opens (the list
 * reads open from that instant), just after `startListTo` it closes (open up to and including it,
 * `windowState` in functions/domain/catalog/availability.ts). None when both lie in the past.
 */
export function nextWindowBoundary(
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
): Date | undefined {
  const moments = [from ? Date.parse(from) : NaN, to ? Date.parse(to) + 1 : NaN].filter(
    (t) => Number.isFinite(t) && t > now.getTime(),
  );
  return moments.length ? new Date(Math.min(...moments)) : undefined;
}

/** The renders the given start lists, read at `now`, need when their windows open or close. */
export function dueRenders(lists: ReadonlyMap<string, StartList>, now: Date): DueRender[] {
  return [...lists].flatMap(([raceGuid, list]) => {
    const at = nextWindowBoundary(list.startListFrom, list.startListTo, now);
    return at ? [{ raceGuid, at }] : [];
  });
}

/** The first of these moments after `now`; an end (inclusive, as availability reads it) counts from just after it. */
function firstAfter(
  now: Date,
  starts: ReadonlyArray<string | null | undefined>,
  ends: ReadonlyArray<string | null | undefined>,
) {
  const moments = [
    ...starts.map((t) => (t ? Date.parse(t) : NaN)),
    ...ends.map((t) => (t ? Date.parse(t) + 1 : NaN)),
  ].filter((t) => Number.isFinite(t) && t > now.getTime());
  return moments.length ? new Date(Math.min(...moments)) : undefined;
}

/**
 * When an event's page, read at `now`, says something else by time alone: its registration window
 * and each race's (the availability wording, JSON-LD `PreSale` → `InStock` → sold/closed), a race's
 * start list link, the day bank transfer stops being offered, a wave's dates. Prices that change by
 * date are read live after hydration (the page's event data is fetched again); their tiers are not
 * part of the rendered event data, so they are not named here.
 */
export function eventDueRender(event: EventDetail, now: Date): DueRender[] {
  const races = event.subevents;
  const at = firstAfter(
    now,
    [
      event.registrationFrom,
      ...races.flatMap((r) => [r.registrationFrom, r.startListFrom, r.forbidBankTransferFrom]),
      ...races.flatMap((r) => r.waves.map((w) => w.dateFrom)),
    ],
    [
      event.registrationTo,
      ...races.flatMap((r) => [r.registrationTo, r.startListTo]),
      ...races.flatMap((r) => r.waves.map((w) => w.dateTo)),
    ],
  );
  return at ? [{ eventGuid: event.guid, at }] : [];
}
