import { describe, expect, it } from 'vitest';
import { barsFor } from './app-layout';

describe('which bars a route shows', () => {
  it.each([
    ['/', true, true],
    ['/home', true, true],
    ['/user/aarav', true, true],
    ['/profile', true, true],
    ['/profile/editprofile', true, true],
    ['/search', false, true],
    ['/profile/addaccount', false, false],
  ])('%s → top %s, bottom %s', (path, top, bottom) => {
    expect(barsFor(path)).toEqual({ top, bottom });
  });
});
