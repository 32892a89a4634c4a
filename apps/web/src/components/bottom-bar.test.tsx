import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs, mockApi, renderApp } from '../test-support';
import { BottomBar } from './bottom-bar';

beforeAll(installBrowserStubs);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('bottom bar (phones, M3)', { timeout: 30_000 }, () => {
  it("keeps the spec's five entries, then a colour-scheme switch and Settings, each at least 44px", () => {
    mockApi({});
    renderApp(<BottomBar />, { path: '/home' });
    const bar = screen.getByRole('navigation', { name: 'Main' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Info', '/info'],
      ['shop', '/shop'],
      ['Search', '/search'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ]);
    const toggle = within(bar).getByRole('button', { name: 'Switch to dark mode' });
    // jsdom lays nothing out: the sizes asked for are what the browser draws (checked in e2e/ui-flows.spec.ts).
    expect(toggle.style.getPropertyValue('--ai-size')).toBe('calc(2.75rem * var(--mantine-scale))');
    for (const link of links) expect(Number.parseInt(link.style.minWidth, 10)).toBeGreaterThanOrEqual(44);
    fireEvent.click(toggle);
    expect(within(bar).getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
  });
});
