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

afterEach(() => {
  cleanup();
  broken = true;
});

describe('ScreenErrorBoundary', () => {
  it('shows the error for a failed screen, and tries again after the address changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/user/a');
    const view = render(
      <ScreenErrorBoundary pathname="/user/a">
        <Screen />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('route error')).toBeTruthy();

    broken = false;
    window.history.replaceState(null, '', '/home');
    act(() => {
      view.rerender(
        <ScreenErrorBoundary pathname="/home">
          <Screen />
        </ScreenErrorBoundary>,
      );
    });
    expect(screen.getByText('screen')).toBeTruthy();
    expect(screen.queryByText('route error')).toBeNull();

    // Back at the address that failed, the screen is tried again.
    window.history.replaceState(null, '', '/user/a');
    act(() => {
      view.rerender(
        <ScreenErrorBoundary pathname="/user/a">
          <Screen />
        </ScreenErrorBoundary>,
      );
    });
    expect(screen.getByText('screen')).toBeTruthy();
  });
});
