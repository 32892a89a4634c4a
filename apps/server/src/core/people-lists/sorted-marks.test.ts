import { describe, expect, it } from 'vitest';
import { SortedMarks } from './sorted-marks.js';

describe('SortedMarks', () => {
  it('counts the marks in [from, to), whatever order they were added in', () => {
    const marks = new SortedMarks();
    for (const value of [40, 3, 17, 3, 99, 0, 18]) marks.add(value);
    expect(marks.size).toBe(7);
    expect(marks.between(0, 100)).toBe(7);
    expect(marks.between(0, 3)).toBe(1);
    expect(marks.between(3, 4)).toBe(2);
    expect(marks.between(4, 17)).toBe(0);
    expect(marks.between(17, 19)).toBe(2);
    expect(marks.between(18, 40)).toBe(1);
    expect(marks.between(41, 99)).toBe(0);
    expect(marks.between(99, 100)).toBe(1);
  });

  it('counts nothing in an empty or reversed range', () => {
    const marks = new SortedMarks();
    marks.add(5);
    expect(marks.between(5, 5)).toBe(0);
    expect(marks.between(9, 1)).toBe(0);
  });

  it('agrees with counting by hand on random marks and ranges', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed % below;
    };
    const marks = new SortedMarks();
    const values: number[] = [];
    for (let i = 0; i < 500; i++) {
      const value = random(1000);
      marks.add(value);
      values.push(value);
    }
    for (let i = 0; i < 200; i++) {
      const from = random(1100);
      const to = random(1100);
      expect(marks.between(from, to), `[${from}, ${to})`).toBe(
        values.filter((v) => v >= from && v < to).length,
      );
    }
  });
});
