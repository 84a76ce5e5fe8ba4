import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('reuses an answer until it expires, and shares one load between concurrent callers', async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    // Stale: the old answer is served once more while a fresh one loads in the background.
    now = 1000;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
    // Past twice the lifetime an answer is never served.
    now = 5000;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('does not remember failures, and a zero lifetime turns it off', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
    let loads = 0;
    const off = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    await off.get('a', async () => ++loads);
    await off.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('forgets the oldest entry when full', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, async () => ++loads);
    expect(loads).toBe(4);
  });
});
