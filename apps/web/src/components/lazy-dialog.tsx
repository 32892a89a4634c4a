import { type ReactNode, Suspense, useState } from 'react';

export interface LazyDialogState {
  opened: boolean;
  /** True from the first opening on: the dialog's code is loaded and it stays mounted. */
  mounted: boolean;
  open(): void;
  close(): void;
  /** What the dialog itself is given: whether it is open, and how it closes. */
  dialogProps: { opened: boolean; onClose: () => void };
}

/**
 * A dialog whose code loads on its first opening (a screen's first paint needs none of it): it is mounted
 * at the first `open` and stays mounted after `close`, so it can play its closing transition and opens
 * again at once.
 */
export function useLazyDialog(): LazyDialogState {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const close = () => setOpened(false);
  return {
    opened,
    mounted,
    open: () => {
      setMounted(true);
      setOpened(true);
    },
    close,
    dialogProps: { opened, onClose: close },
  };
}

/** The place of a lazily loaded dialog: nothing until its first opening, then the dialog (`children`). */
export function LazyDialog({ state, children }: { state: LazyDialogState; children: ReactNode }) {
  if (!state.mounted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
