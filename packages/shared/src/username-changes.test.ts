import { describe, expect, it } from 'vitest';
import { humaneDuration, usernameChangeWait } from './username-changes.js';

const MINUTE = 60_000;

describe('the wait before the next username change, in words (probe M1)', () => {
  it.each([
    [1, '1 minute'],
    [MINUTE, '1 minute'],
    [MINUTE + 1, '2 minutes'],
    [25 * MINUTE, '25 minutes'],
    [60 * MINUTE, '1 hour'],
    [70 * MINUTE, '1 hour and 10 minutes'],
    [150 * MINUTE, '2 hours and 30 minutes'],
    [180 * MINUTE, '3 hours'],
    [4 * 60 * MINUTE + 10 * MINUTE, '5 hours'],
    [24 * 60 * MINUTE - 1, '24 hours'],
  ])('%d ms → %s', (ms, words) => {
    expect(humaneDuration(ms)).toBe(words);
  });

  it('is never shorter than the real wait', () => {
    for (let ms = 0; ms <= 24 * 60 * MINUTE; ms += 7 * MINUTE + 13_001) {
      const words = humaneDuration(ms);
      const [, h, m] = /^(?:(\d+) hours?)?(?: and )?(?:(\d+) minutes?)?$/.exec(words) ?? [];
      expect((Number(h ?? 0) * 60 + Number(m ?? 0)) * MINUTE).toBeGreaterThanOrEqual(ms);
    }
  });

  it('reads as the spec words it', () => {
    expect(usernameChangeWait(5 * 60 * MINUTE)).toBe('You can change your username again in 5 hours');
  });
});
