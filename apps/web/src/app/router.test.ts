import { APP_ROUTES } from '@handlehub/shared/routes';
import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from './router';

describe('the router', () => {
  it('has a screen for each route of the shared route table, the public profile and the not-found page', () => {
    expect(SCREEN_PATHS.filter((path) => path !== '/user/:username' && path !== '*')).toEqual([
      ...APP_ROUTES,
    ]);
    expect(SCREEN_PATHS).toContain('/user/:username');
    expect(SCREEN_PATHS.at(-1)).toBe('*');
  });
});
