import { useEffect, useState } from 'react';

/**
 * The `opened` to give a Modal or Drawer that loads on the first tap (lazy) and so mounts already open.
 * Mantine remembers the element to give focus back to (returnFocus) when `opened` turns true after
 * mounting; mounted open, it never sees that change and Escape left focus on <body>. This stays false for
 * the first render, so the opening happens after mounting and focus returns to the button that opened it.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
