import { describe, expect, it, vi } from 'vitest';
import { boundedMemo } from './bounded-memo.js';

describe('boundedMemo', () => {
  it('computes each key once while it is remembered, undefined answers too', () => {
    const compute = vi.fn((key: string) => (key === 'none' ? undefined : key.toUpperCase()));
    const memo = boundedMemo(10, compute);
    expect(memo('a')).toBe('A');
    expect(memo('a')).toBe('A');
    expect(memo('none')).toBeUndefined();
    expect(memo('none')).toBeUndefined();
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('forgets everything once the limit is held, and never keeps more', () => {
    const compute = vi.fn((key: number) => key * 2);
    const memo = boundedMemo(3, compute);
    for (const key of [1, 2, 3]) memo(key);
    expect(compute).toHaveBeenCalledTimes(3);
    memo(4); // the fourth key clears the three before it
    memo(4);
    expect(compute).toHaveBeenCalledTimes(4);
    memo(1);
    expect(compute).toHaveBeenCalledTimes(5);
    expect(memo(1)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(5);
  });
});
