import { TIMINGS } from '@handlehub/shared/limits';
import type { NotificationData } from '@mantine/notifications';
import { requestToastHost } from './toast-host';

/** Shows a toast once Mantine's notifications have loaded (on the first toast only). */
function showToast(data: NotificationData): void {
  requestToastHost();
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
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
