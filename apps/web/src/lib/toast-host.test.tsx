import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserStubs } from '../test-support';
import { notifyError, notifySuccess } from './notify';
import { TOAST_LIMIT, ToastHost } from './toast-host';

beforeAll(installBrowserStubs);
afterEach(() => {
  cleanup();
  // The toasts' store outlives a render: each test starts with none.
  notifications.clean();
});

const renderHost = () =>
  render(
    <MantineProvider>
      <ToastHost />
    </MantineProvider>,
  );

describe('lazy toasts', () => {
  it('mounts Mantine notifications on the first toast and shows it', async () => {
    renderHost();
    const host = () => document.querySelector('.mantine-Notifications-root');
    expect(host()).toBeNull();
    notifySuccess('Link copied!');
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(host()).not.toBeNull();
  });
});

describe('toasts do not pile up', () => {
  it('shows the newest toasts, no more than the limit at once', async () => {
    renderHost();
    for (const n of [1, 2, 3, 4]) notifyError(`Field ${n} cannot be empty`);
    await screen.findByText('Field 4 cannot be empty');
    // Let every pending show() land before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const shown = () =>
      [...document.querySelectorAll('.mantine-Notifications-root .mantine-Notification-root')].map(
        (toast) => toast.textContent,
      );
    // The newest ones show; the older made room.
    await waitFor(() => expect(shown()).toEqual(['Field 3 cannot be empty', 'Field 4 cannot be empty']));
    expect(TOAST_LIMIT).toBe(2);
  });

  it('shows a message given three times once', async () => {
    renderHost();
    notifySuccess('Copied thrice');
    notifySuccess('Copied thrice');
    notifySuccess('Copied thrice');
    await screen.findByText('Copied thrice');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Copied thrice')).toHaveLength(1);
  });
});
