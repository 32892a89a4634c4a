import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './screen-error-boundary';

// Rendered without MantineProvider: RouteError is replaced by a marker.
vi.mock('./route-error', () => ({ RouteError: () => <p>route error</p> }));

let broken = true;
function Screen() {
  if (broken) throw new Error('screen failed');
  return <p>screen</p>;
}

/** The screen at `pathname`, which is also the browser's address, inside the boundary. */
function atAddress(pathname: string) {
  window.history.replaceState(null, '', pathname);
  return (
    <ScreenErrorBoundary pathname={pathname}>
      <Screen />
    </ScreenErrorBoundary>
  );
}

afterEach(() => {
  cleanup();
  broken = true;
});

describe('ScreenErrorBoundary', () => {
  it('shows the error for a failed screen, and tries again after the address changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(atAddress('/user/a'));
    expect(screen.getByText('route error')).toBeTruthy();

    broken = false;
    act(() => view.rerender(atAddress('/home')));
    expect(screen.getByText('screen')).toBeTruthy();
    expect(screen.queryByText('route error')).toBeNull();

    // Back at the address that failed, the screen is tried again.
    act(() => view.rerender(atAddress('/user/a')));
    expect(screen.getByText('screen')).toBeTruthy();
  });
});
