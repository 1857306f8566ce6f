// Load generator of `npm run bench:api`, forked as its own process so the clients' CPU is not
// counted in the gateway's event loop (the gateway process then measures only the server).
// Plain JavaScript on node:http: no tsx loader in the child, and keep-alive connections like the
// pooled clients behind API Gateway, not one TCP handshake per call.
import http from 'node:http';

const send = (message) =>
  new Promise((resolve, reject) => process.send(message, (err) => (err ? reject(err) : resolve())));
const nextMessage = () => new Promise((resolve) => process.once('message', resolve));

const { url, concurrency, requests, warmup, headers } = await nextMessage();
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const target = new URL(url);

const one = () =>
  new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers },
      (res) => {
        // Read the whole body, as a real client must, before the call counts as done.
        res.on('data', () => undefined);
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
          else resolve(performance.now() - t0);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });

/** `total` calls from `concurrency` clients, each starting its next call when the last one ends. */
async function run(total) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        latencies.push(await one());
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

// The warm-up opens every keep-alive connection and lets V8 optimise both sides.
await run(warmup);
await send({ type: 'warm' });
await nextMessage();
const cpuStart = process.cpuUsage();
const result = await run(requests);
const cpu = process.cpuUsage(cpuStart);
await send({ type: 'done', ...result, cpuMs: (cpu.user + cpu.system) / 1000 });
agent.destroy();
process.disconnect();
