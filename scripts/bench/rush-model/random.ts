/** A small seeded generator (mulberry32): the same seed, the same run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function normal(rand: () => number): number {
  const u = 1 - rand();
  const v = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** z of the 95th percentile of the standard normal. */
const Z95 = 1.6448536269514722;

/** A latency distribution given by its median and 95th percentile (ms). */
export interface LatencySpec {
  p50: number;
  p95: number;
}

/**
 * Log-normal fitted to p50/p95: ln X ~ N(μ, σ) with μ = ln p50 and σ = ln(p95/p50) / z95, so
 * the draws' median and 95th percentile are the configured ones. Answers a sampler in ms.
 */
export function logNormal(spec: LatencySpec, rand: () => number): () => number {
  const mu = Math.log(spec.p50);
  const sigma = Math.log(spec.p95 / spec.p50) / Z95;
  return () => Math.exp(mu + sigma * normal(rand));
}
