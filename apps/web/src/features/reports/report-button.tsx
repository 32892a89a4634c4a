import type { HandleItem } from '@handlehub/shared';
import { Button, Group } from '@mantine/core';
import { lazy, useRef } from 'react';
import { LazyDialog, useLazyDialog } from '../../components/lazy-dialog';
import { useSession } from '../../lib/session';

/** The dialog, its form and the shared Zod schemas load on the first click, outside the /user budget. */
const ReportDialog = lazy(() => import('./load-report-dialog').then((m) => m.loadReportDialog()));

/**
 * "Report" under a public profile: a quiet text button that anyone but the owner, signed in or not, can use. Quiet in
 * looks only (subtle: small text with no ground, in the profile's colours) but a whole 44 px tap target
 * (size sm, which the theme gives 44 px; compact-sm was 26 px tall). Renders the same on the server and in
 * the browser (nothing but state until clicked), so SSR hydrates cleanly.
 */
export function ReportButton({ username, items }: { username: string; items: readonly HandleItem[] }) {
  const dialog = useLazyDialog();
  const button = useRef<HTMLButtonElement>(null);
  // Nobody reports themselves. The session is read after hydration (the server draws every page for a
  // visitor), so the owner's page drops the button once the app runs.
  const own = useSession()?.user.username === username;
  if (own) return null;
  return (
    <Group justify="center">
      <Button
        ref={button}
        variant="subtle"
        color="gray"
        size="sm"
        aria-haspopup="dialog"
        onClick={dialog.open}
      >
        Report
      </Button>
      <LazyDialog state={dialog}>
        <ReportDialog
          username={username}
          items={items}
          {...dialog.dialogProps}
          // Mantine returns focus only from a modal that was mounted closed; this one mounts open.
          onClosed={() => button.current?.focus()}
        />
      </LazyDialog>
    </Group>
  );
}
