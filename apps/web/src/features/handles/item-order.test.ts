import { describe, expect, it } from 'vitest';
import { itemName, moveId } from './item-order';

describe('moveId', () => {
  it('takes one id out and puts it back at its new position', () => {
    expect(moveId([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2, 3, 4], 1, 1)).toEqual([1, 2, 3, 4]);
  });

  it('keeps every id once, even for a position past the end', () => {
    expect(moveId([1, 2, 3], 0, 9)).toEqual([2, 3, 1]);
    expect(moveId([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
});

describe('itemName', () => {
  it('names a row by its platform and value, a link without a title by its host once', () => {
    expect(itemName({ name: 'Instagram', shown: 'maya.k' })).toBe('Instagram maya.k');
    expect(itemName({ name: 'maya.example', shown: 'maya.example' })).toBe('maya.example');
  });
});
