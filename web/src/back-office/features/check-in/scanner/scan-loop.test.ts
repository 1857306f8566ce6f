import { describe, expect, it } from 'vitest';
import { startScanLoop } from './scan-loop';

/** A clock the loop's waits move forward, so a run is instant and deterministic. */
function fakeClock() {
  let time = 0;
  return { now: () => time, wait: async (ms: number) => void (time += ms) };
}

/** Runs the loop over a fixed series of frames and returns the codes handed on, with when. */
async function scan(frames: Array<string | null>, options: { repeatMs?: number } = {}) {
  const clock = fakeClock();
  const read: Array<{ code: string; at: number }> = [];
  let i = 0;
  let stop = () => {};
  await new Promise<void>((done) => {
    stop = startScanLoop({
      ...clock,
      ...options,
      intervalMs: 100,
      pauseMs: 1000,
      decode: async () => {
        if (i >= frames.length) {
          stop();
          done();
          return null;
        }
        return frames[i++] ?? null;
      },
      onCode: (code) => void read.push({ code, at: clock.now() }),
    });
  });
  return read;
}

describe('the camera scan loop', () => {
  it('hands on each code read, pausing after it before the next frame', async () => {
    const read = await scan([null, 'A', null, 'B']);
    expect(read).toEqual([
      { code: 'A', at: 100 },
      { code: 'B', at: 100 + 1000 + 100 },
    ]);
  });

  it('does not check the same ticket in again while it stays in view, but does once it has been away long enough', async () => {
    const held = await scan(['A', 'A', 'A', 'A'], { repeatMs: 5000 });
    expect(held.map((r) => r.code)).toEqual(['A']);
    const again = await scan(['A', ...Array<null>(50).fill(null), 'A'], { repeatMs: 5000 });
    expect(again.map((r) => r.code)).toEqual(['A', 'A']);
  });

  it('keeps scanning after a frame the decoder fails on', async () => {
    const clock = fakeClock();
    const read: string[] = [];
    let calls = 0;
    await new Promise<void>((done) => {
      const stop = startScanLoop({
        ...clock,
        decode: async () => {
          calls += 1;
          if (calls === 1) throw new Error('video not ready');
          stop();
          done();
          return 'A';
        },
        onCode: (code) => void read.push(code),
      });
    });
    // Stopped while decoding: the code read after stop is not handed on.
    expect(read).toEqual([]);
    expect(calls).toBe(2);
  });
});
