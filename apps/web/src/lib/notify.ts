import { TIMINGS } from '@handlehub/shared/limits';
import type { NotificationData } from '@mantine/notifications';
import { requestToastHost, TOAST_LIMIT } from './toast-host';

/**
 * Shows a toast once Mantine's notifications have loaded (on the first toast only). Toasts do not pile
 * up over the screen: a toast with the same message on screen already stands for this one (three copies:
 * one 'Link copied!'), and the newest TOAST_LIMIT toasts show, the oldest making room (the fourth form
 * error replaces the first instead of covering the dialog).
 */
function showToast(data: NotificationData & { message: string; color: string }): void {
  requestToastHost();
  const id = `toast:${data.color}:${data.message}`;
  void import('@mantine/notifications').then(({ notifications, notificationsStore }) => {
    const shown = notificationsStore.getState().notifications;
    if (shown.some((toast) => toast.id === id)) return;
    for (const old of shown.slice(0, Math.max(0, shown.length - TOAST_LIMIT + 1))) {
      if (old.id) notifications.hide(old.id);
    }
    notifications.show({ ...data, id });
  });
}

/** The spec's toasts: at the top, closable, 3 s. */
export function notifyError(message: string): void {
  showToast({
    color: 'red',
    message,
    autoClose: TIMINGS.toast,
    withCloseButton: true,
    position: 'top-center',
  });
}

export function notifySuccess(message: string): void {
  showToast({
    color: 'teal',
    message,
    autoClose: TIMINGS.toast,
    withCloseButton: true,
    position: 'top-center',
  });
}

/** Error text of anything a call threw. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
