import { describe, expect, it, vi } from 'vitest';
import { batchedLookup } from './batched-lookup.js';

const squares = () =>
  vi.fn(async (keys: number[]) => new Map(keys.filter((k) => k >= 0).map((k) => [k, k * k] as const)));

describe('batchedLookup', () => {
  it('sends the keys asked for in one turn as one batch, each key once, and answers every caller', async () => {
    const fetchMany = squares();
    const lookup = batchedLookup(fetchMany);
    const answers = await Promise.all([lookup(2), lookup(3), lookup(2), lookup(-1)]);
    expect(answers).toEqual([4, 9, 4, undefined]);
    expect(fetchMany).toHaveBeenCalledTimes(1);
    expect(fetchMany).toHaveBeenCalledWith([2, 3, -1]);
  });

  it('starts a new batch on the next turn, and a lone key is sent without waiting for more', async () => {
    const fetchMany = squares();
    const lookup = batchedLookup(fetchMany);
    expect(await lookup(4)).toBe(16);
    expect(await lookup(5)).toBe(25);
    expect(fetchMany.mock.calls).toEqual([[[4]], [[5]]]);
  });

  it('splits a turn with more keys than the batch size into batches of at most that size', async () => {
    const fetchMany = squares();
    const lookup = batchedLookup(fetchMany, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(lookup))).toEqual([1, 4, 9, 16, 25]);
    expect(fetchMany.mock.calls).toEqual([[[1, 2]], [[3, 4]], [[5]]]);
  });

  it('rejects every caller of a failed batch with its error, and later batches work again', async () => {
    let fail = true;
    const lookup = batchedLookup(async (keys: number[]) => {
      if (fail) throw new Error('database unavailable');
      return new Map(keys.map((k) => [k, k] as const));
    });
    const failed = await Promise.allSettled([lookup(1), lookup(1), lookup(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((failed[0] as PromiseRejectedResult).reason).toEqual(new Error('database unavailable'));
    fail = false;
    expect(await lookup(1)).toBe(1);
  });

  it('rejects the callers when fetching throws at once instead of returning a failed promise', async () => {
    const lookup = batchedLookup((_keys: number[]): Promise<Map<number, number>> => {
      throw new Error('bad statement');
    });
    await expect(lookup(1)).rejects.toThrow('bad statement');
  });
});
