// Load generator of `npm run bench:checkout`, run in a worker thread so the clients do not share
// the gateway's event loop. Plain JavaScript: worker threads do not get tsx's loader.
import { parentPort, workerData } from 'node:worker_threads';

const { url, bodies, concurrency } = workerData;
const results = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const t0 = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'web-spa' },
        body,
      });
      const text = await res.text();
      const code =
        res.status === 200 ? undefined : (JSON.parse(text).params?.reason ?? JSON.parse(text).code);
      // A 500's body tells its source: the handler's error mapper adds a requestId, the local
      // gateway's own catch does not.
      const detail = res.status >= 500 && res.status !== 503 ? text.slice(0, 300) : undefined;
      results.push({ status: res.status, ms: performance.now() - t0, code, ...(detail ? { detail } : {}) });
    }
  }),
);
parentPort.postMessage({ results, seconds: (performance.now() - started) / 1000 });
