import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryCache, failureOf, ReadError } from './query-cache.js';

const MINUTE = 60_000;

/** A load whose answers the test hands out one by one. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('createQueryCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from the cache while fresh, and reads again once the max age has passed', async () => {
    const cache = createQueryCache('zaatar');
    const load = vi.fn(async () => ['menu']);
    await cache.fetch(['menu', 'PICKUP', 's1'], load, { maxAge: 5 * MINUTE });
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(cache.isFresh(['menu', 'PICKUP', 's1'], 5 * MINUTE)).toBe(true);
    await cache.fetch(['menu', 'PICKUP', 's1'], load, { maxAge: 5 * MINUTE });
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(cache.isFresh(['menu', 'PICKUP', 's1'], 5 * MINUTE)).toBe(false);
    await cache.fetch(['menu', 'PICKUP', 's1'], load, { maxAge: 5 * MINUTE });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the expired answer for display while the new one is read', async () => {
    const cache = createQueryCache('zaatar');
    await cache.fetch(['loyalty'], async () => 'old', { maxAge: MINUTE });
    vi.advanceTimersByTime(MINUTE);
    const next = deferred<string>();
    void cache.fetch(['loyalty'], () => next.promise, { maxAge: MINUTE });
    expect(cache.peek(['loyalty'])).toMatchObject({ data: 'old', fetching: true, status: 'success' });
    next.resolve('new');
    await next.promise;
    expect(cache.peek(['loyalty'])).toMatchObject({ data: 'new', fetching: false });
  });

  it('shares one request between readers of the same key, even a forced one', async () => {
    const cache = createQueryCache('zaatar');
    const answer = deferred<string[]>();
    const load = vi.fn(() => answer.promise);
    const first = cache.fetch(['offers', 'u1'], load, { maxAge: MINUTE });
    const second = cache.fetch(['offers', 'u1'], load, { maxAge: MINUTE });
    const forced = cache.fetch(['offers', 'u1'], load, { maxAge: MINUTE, force: true });
    answer.resolve(['WELCOME']);
    await expect(Promise.all([first, second, forced])).resolves.toEqual([
      ['WELCOME'],
      ['WELCOME'],
      ['WELCOME'],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a forced read asks again though the answer is fresh', async () => {
    const cache = createQueryCache('zaatar');
    const load = vi.fn(async () => 1);
    await cache.fetch(['stores', 'pickup'], load, { maxAge: MINUTE });
    await cache.fetch(['stores', 'pickup'], load, { maxAge: MINUTE, force: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('invalidates by key prefix: those entries are read again, the others stay fresh', async () => {
    const cache = createQueryCache('zaatar');
    const offers = vi.fn(async () => ['A']);
    const wallet = vi.fn(async () => 100);
    const menu = vi.fn(async () => 'menu');
    await cache.fetch(['offers', 'u1'], offers, { maxAge: MINUTE });
    await cache.fetch(['offers', null], offers, { maxAge: MINUTE });
    await cache.fetch(['wallet', 'u1'], wallet, { maxAge: MINUTE });
    await cache.fetch(['menu', 'PICKUP', 's1'], menu, { maxAge: MINUTE });
    const listener = vi.fn();
    cache.subscribe(['offers', 'u1'], listener);

    cache.invalidate(['offers']);
    expect(listener).toHaveBeenCalled();
    expect(cache.peek(['offers', 'u1'])).toMatchObject({ invalidated: true, data: ['A'] });
    expect(cache.isFresh(['offers', 'u1'], MINUTE)).toBe(false);
    expect(cache.isFresh(['offers', null], MINUTE)).toBe(false);
    expect(cache.isFresh(['wallet', 'u1'], MINUTE)).toBe(true);
    expect(cache.isFresh(['menu', 'PICKUP', 's1'], MINUTE)).toBe(true);

    await cache.fetch(['offers', 'u1'], offers, { maxAge: MINUTE });
    expect(offers).toHaveBeenCalledTimes(3);
    expect(cache.peek(['offers', 'u1'])).toMatchObject({ invalidated: false });
  });

  it('an answer on its way when its key is invalidated is not kept: the next read asks again', async () => {
    const cache = createQueryCache('zaatar');
    const before = deferred<number>();
    void cache.fetch(['wallet', 'u1'], () => before.promise, { maxAge: MINUTE });
    cache.invalidate(['wallet']);
    const after = vi.fn(async () => 50);
    const fresh = cache.fetch(['wallet', 'u1'], after, { maxAge: MINUTE });
    before.resolve(100);
    await expect(fresh).resolves.toBe(50);
    expect(after).toHaveBeenCalledTimes(1);
    expect(cache.peek(['wallet', 'u1'])).toMatchObject({ data: 50 });
  });

  it('removes a prefix: a customer’s answers are gone after sign-out', async () => {
    const cache = createQueryCache('zaatar');
    await cache.fetch(['wallet', 'u1'], async () => 100, { maxAge: MINUTE });
    await cache.fetch(['orders', 'u1'], async () => [], { maxAge: MINUTE });
    const listener = vi.fn();
    cache.subscribe(['wallet', 'u1'], listener);
    cache.remove(['wallet']);
    expect(listener).toHaveBeenCalled();
    expect(cache.peek(['wallet', 'u1'])?.data).toBeUndefined();
    expect(cache.peek(['orders', 'u1'])?.data).toEqual([]);
  });

  it('keeps each brand’s answers apart: the same key in two brand caches is two reads', async () => {
    const zaatar = createQueryCache('zaatar');
    const karak = createQueryCache('karak');
    await zaatar.fetch(['loyalty'], async () => 'zaatar policy', { maxAge: MINUTE });
    const karakLoad = vi.fn(async () => 'karak policy');
    await expect(karak.fetch(['loyalty'], karakLoad, { maxAge: MINUTE })).resolves.toBe('karak policy');
    expect(karakLoad).toHaveBeenCalledTimes(1);
    expect(zaatar.peek(['loyalty'])?.data).toBe('zaatar policy');
    karak.invalidate(['loyalty']);
    expect(zaatar.isFresh(['loyalty'], MINUTE)).toBe(true);
    expect(zaatar.brandId).toBe('zaatar');
  });

  it('records a failure with its answer, keeping the last good data, and the next read asks again', async () => {
    const cache = createQueryCache('zaatar');
    await cache.fetch(['menu', 'PICKUP', 's1'], async () => 'menu', { maxAge: MINUTE });
    const refusal = { data: 'Store is closed' };
    await expect(
      cache.fetch(['menu', 'PICKUP', 's1'], () => Promise.reject(new ReadError('store menu', refusal)), {
        maxAge: MINUTE,
        force: true,
      }),
    ).rejects.toBeInstanceOf(ReadError);
    const entry = cache.peek(['menu', 'PICKUP', 's1']);
    expect(entry).toMatchObject({ status: 'error', data: 'menu', fetching: false });
    expect(failureOf(entry?.error)).toBe(refusal);
    expect(cache.isFresh(['menu', 'PICKUP', 's1'], MINUTE)).toBe(false);
  });

  it('notifies subscribers of their key only, with a new entry object each change', async () => {
    const cache = createQueryCache('zaatar');
    const mine = vi.fn();
    const other = vi.fn();
    cache.subscribe(['stores', 'pickup'], mine);
    const unsubscribe = cache.subscribe(['stores', 'area', 'jumeirah'], other);
    const before = cache.peek(['stores', 'pickup']);
    await cache.fetch(['stores', 'pickup'], async () => ['s1'], { maxAge: MINUTE });
    expect(mine).toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    expect(cache.peek(['stores', 'pickup'])).not.toBe(before);
    unsubscribe();
  });

  it('lists the answers under a prefix (every store list seen)', async () => {
    const cache = createQueryCache('zaatar');
    await cache.fetch(['stores', 'pickup'], async () => ['s1'], { maxAge: MINUTE });
    await cache.fetch(['stores', 'area', 'jumeirah'], async () => ['s2'], { maxAge: MINUTE });
    await cache.fetch(['menu', 'PICKUP', 's1'], async () => ['menu'], { maxAge: MINUTE });
    expect(cache.answers<string[]>(['stores']).flat().sort()).toEqual(['s1', 's2']);
  });
});
