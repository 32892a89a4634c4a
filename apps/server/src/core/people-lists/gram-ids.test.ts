import { describe, expect, it } from 'vitest';
import { GramIds } from './gram-ids.js';

describe('GramIds', () => {
  it('numbers grams 0, 1, 2… in order of first sight, and finds each again', () => {
    const ids = new GramIds();
    expect(ids.add(42)).toBe(0);
    expect(ids.add(7)).toBe(1);
    expect(ids.add(42)).toBe(0);
    expect(ids.get(7)).toBe(1);
    expect(ids.get(8)).toBe(-1);
    expect(ids.size).toBe(2);
  });

  it('keeps every id while it grows far past its first table', () => {
    const ids = new GramIds();
    // Small numbers, and numbers of 2^32 and above that share their low 32 bits.
    const codes = Array.from({ length: 100_000 }, (_, i) => (i % 2 ? i : 4_294_967_296 * (1 + (i % 7)) + i));
    const unique = [...new Set(codes)];
    for (const code of codes) ids.add(code);
    expect(ids.size).toBe(unique.length);
    unique.forEach((code, id) => {
      expect(ids.get(code)).toBe(id);
    });
    expect(ids.get(4_294_967_296 * 9 + 2)).toBe(-1);
  });
});
