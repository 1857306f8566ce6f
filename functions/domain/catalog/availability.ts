import type { Availability, CapacityView, StartListState } from '@shared/catalog/catalog-schemas';

export interface Counter {
  capacity: number;
  used: number;
}

/** Capacity 0 or less means unlimited (spec §9). */
export const isUnlimited = (capacity: number): boolean => capacity <= 0;

export function capacityView(counter: Counter | undefined, fallbackCapacity = 0): CapacityView {
  const capacity = counter?.capacity ?? fallbackCapacity;
  const used = counter?.used ?? 0;
  return { capacity, used, remaining: isUnlimited(capacity) ? null : Math.max(0, capacity - used) };
}

export const isFull = (view: CapacityView): boolean => view.remaining !== null && view.remaining <= 0;

/** Where `now` lies relative to a window; missing bounds are open-ended. */
export function windowState(
  now: Date,
  from: string | null | undefined,
  to: string | null | undefined,
): StartListState {
  if (from && now < new Date(from)) return 'notOpenYet';
  if (to && now > new Date(to)) return 'closed';
  return 'open';
}

/** Window first (not yet open / closed win over sold out), then capacity of this and every enclosing scope. */
export function availability(
  now: Date,
  window: { from?: string | null; to?: string | null },
  scopes: CapacityView[],
): Availability {
  const state = windowState(now, window.from, window.to);
  if (state !== 'open') return state;
  return scopes.some(isFull) ? 'capacityReached' : 'open';
}
