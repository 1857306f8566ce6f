/**
 * Wall time per phase of a run whose phases overlap (the bank import reads the next slice while it
 * writes this one): a phase's time is the union of the intervals in which at least one of its calls
 * was running, so two calls at once count once, and phases that overlap each count their own.
 */
export class PhaseTimer {
  private readonly phases = new Map<string, { running: number; since: number; ms: number; calls: number }>();

  /** Wraps `fn` so that each call's time counts towards `phase`. */
  wrap<A extends unknown[], R>(phase: string, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
    return async (...args: A) => {
      this.start(phase);
      try {
        return await fn(...args);
      } finally {
        this.end(phase);
      }
    };
  }

  start(phase: string): void {
    const entry = this.phases.get(phase) ?? { running: 0, since: 0, ms: 0, calls: 0 };
    if (entry.running++ === 0) entry.since = performance.now();
    entry.calls++;
    this.phases.set(phase, entry);
  }

  end(phase: string): void {
    const entry = this.phases.get(phase);
    if (!entry) return;
    if (--entry.running === 0) entry.ms += performance.now() - entry.since;
  }

  clear(): void {
    this.phases.clear();
  }

  /** Phases in the order they first ran: wall seconds and calls. */
  report(): Array<{ phase: string; seconds: number; calls: number }> {
    return [...this.phases].map(([phase, e]) => ({ phase, seconds: e.ms / 1000, calls: e.calls }));
  }
}
