import { describe, expect, it } from 'vitest';
import { headOf } from './entry.js';

describe('headOf', () => {
  it('keeps a text no longer than the cut, and cuts a longer one without splitting a character', () => {
    expect(headOf('abc', 3)).toBe('abc');
    expect(headOf('abcd', 3)).toBe('abc');
    // '😀' is two units: a cut between them keeps neither.
    expect(headOf('ab😀c', 3)).toBe('ab');
    expect(headOf('ab😀c', 4)).toBe('ab😀');
  });
});
