/** A discrete-event clock: callbacks ordered by time (ms), ties in the order they were scheduled. */
export class EventQueue {
  private heap: Array<{ at: number; seq: number; run: () => void }> = [];
  private seq = 0;
  now = 0;

  at(time: number, run: () => void): void {
    const h = this.heap;
    h.push({ at: time, seq: this.seq++, run });
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.less(i, p)) {
        [h[i], h[p]] = [h[p] as (typeof h)[number], h[i] as (typeof h)[number]];
        i = p;
      } else break;
    }
  }

  after(delay: number, run: () => void): void {
    this.at(this.now + delay, run);
  }

  private less(a: number, b: number): boolean {
    const x = this.heap[a] as (typeof this.heap)[number];
    const y = this.heap[b] as (typeof this.heap)[number];
    return x.at < y.at || (x.at === y.at && x.seq < y.seq);
  }

  private pop() {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length && last) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(l, m)) m = l;
        if (r < h.length && this.less(r, m)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m] as (typeof h)[number], h[i] as (typeof h)[number]];
        i = m;
      }
    }
    return top;
  }

  /** Runs events until none is left or `stop()` answers true. */
  run(stop: () => boolean = () => false): void {
    while (this.heap.length && !stop()) {
      const e = this.pop() as (typeof this.heap)[number];
      this.now = e.at;
      e.run();
    }
  }
}
