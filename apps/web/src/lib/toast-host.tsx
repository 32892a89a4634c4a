import { lazy, Suspense, useSyncExternalStore } from 'react';

// Mantine's notifications (their component, store and transitions) load with the first toast, not
// with every page. Their store keeps toasts shown before the component mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toast host (once); called by lib/notify.ts before it shows a toast. */
export function requestToastHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** At most this many toasts at once (lib/notify.ts keeps the newest). */
export const TOAST_LIMIT = 2;

/** Where toasts appear: nothing until the first toast (nothing on the server either). */
export function ToastHost() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" zIndex={1000} limit={TOAST_LIMIT} />
    </Suspense>
  );
}
