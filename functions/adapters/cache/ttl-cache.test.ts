import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves a value until it expires and shares one load between concurrent misses', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
