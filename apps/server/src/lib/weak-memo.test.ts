import { describe, expect, it, vi } from 'vitest';
import { weakMemo } from './weak-memo.js';

describe('weakMemo', () => {
  it('makes the value once per key object, undefined answers too', () => {
    const make = vi.fn((key: { name: string }) => (key.name === 'none' ? undefined : key.name.toUpperCase()));
    const memo = weakMemo(make);
    const maya = { name: 'maya' };
    const none = { name: 'none' };
    expect(memo(maya)).toBe('MAYA');
    expect(memo(maya)).toBe('MAYA');
    expect(memo(none)).toBeUndefined();
    expect(memo(none)).toBeUndefined();
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('goes by identity: a replaced object is made again, even when it holds the same', () => {
    const make = vi.fn((key: { name: string }) => ({ shown: key.name }));
    const memo = weakMemo(make);
    const before = memo({ name: 'maya' });
    const after = memo({ name: 'maya' });
    expect(after).toEqual(before);
    expect(after).not.toBe(before);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
