import { useLayoutEffect, useRef } from 'react';

/**
 * What a Modal or Drawer calls when its closing transition ends (`onExitTransitionEnd`): gives focus back to
 * the element that had it when the dialog opened, if focus was left on nothing. Mantine gives focus back
 * 10 ms after closing, but its focus trap moves focus into the dialog by a timer started when the dialog
 * appears. A key press goes before a timer, so Escape pressed at once on a busy phone closes the dialog
 * first; the trap's timer then moves focus into the closing dialog, and it is lost when the dialog goes.
 */
export function useFocusBackAfterClosing(opened: boolean): () => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect, so the opener is noted before the focus trap's timer can run.
  useLayoutEffect(() => {
    if (!opened) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [opened]);
  return () => {
    // The closing dialog's content goes a frame or two after its transition ends: until then, focus may
    // still be on a control of it. Watched frame by frame while focus stays where the transition left it.
    const left = document.activeElement;
    let frames = 0;
    const check = () => {
      const active = document.activeElement;
      if (active === null || active === document.body) {
        if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
      } else if (active === left && active !== opener.current && frames++ < 30) {
        requestAnimationFrame(check);
      }
    };
    check();
  };
}
