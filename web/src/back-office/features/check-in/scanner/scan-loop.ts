export interface ScanLoopOptions {
  /** One frame's code, or null. */
  decode: () => Promise<string | null>;
  /** A code read; the loop waits for it (the check-in's answer) before the pause. */
  onCode: (code: string) => unknown;
  /** Between two frames without a new code. */
  intervalMs?: number;
  /** After each code read, so the volunteer sees the answer and moves the next ticket in. */
  pauseMs?: number;
  /** The same code again is ignored this long after it was read (the ticket is still in view). */
  repeatMs?: number;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Decodes frames one after another (never two at once: a slow phone falls behind rather than piling
 * up decodes), hands each new code to `onCode`, pauses after it. Returns `stop`.
 */
export function startScanLoop(options: ScanLoopOptions): () => void {
  const { decode, onCode, intervalMs = 150, pauseMs = 1500, repeatMs = 5000 } = options;
  const now = options.now ?? Date.now;
  const wait = options.wait ?? sleep;
  let stopped = false;
  let last: { code: string; at: number } | null = null;

  const run = async () => {
    while (!stopped) {
      let code: string | null = null;
      try {
        code = await decode();
      } catch {
        // A frame the decoder could not read (the video not ready yet): try the next one.
        code = null;
      }
      if (stopped) return;
      if (code && !(last && last.code === code && now() - last.at < repeatMs)) {
        await onCode(code);
        last = { code, at: now() };
        await wait(pauseMs);
      } else {
        await wait(intervalMs);
      }
    }
  };
  void run();
  return () => {
    stopped = true;
  };
}
