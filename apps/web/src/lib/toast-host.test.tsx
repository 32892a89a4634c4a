import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifySuccess } from './notify';
import { ToastHost } from './toast-host';

// jsdom has no matchMedia; Mantine's provider asks it for the color scheme.
beforeAll(() => {
  window.matchMedia ??= (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});
afterEach(cleanup);

describe('lazy toasts', () => {
  it('mounts Mantine notifications on the first toast and shows it', async () => {
    render(
      <MantineProvider>
        <ToastHost />
      </MantineProvider>,
    );
    const host = () => document.querySelector('.mantine-Notifications-root');
    expect(host()).toBeNull();
    notifySuccess('Link copied!');
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(host()).not.toBeNull();
  });
});
