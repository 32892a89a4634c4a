import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';

/** The dialog, its form and the shared Zod schemas load on the first click, outside the /user budget. */
const ReportDialog = lazy(() => import('./load-report-dialog').then((m) => m.loadReportDialog()));

/**
 * "Report" under a public profile: a quiet text button that anyone, signed in or not, can use. Quiet in
 * looks only (subtle: small text with no ground, in the profile's colours) but a whole 44 px tap target
 * (size sm, which the theme gives 44 px; compact-sm was 26 px tall). Renders the same on the server and in
 * the browser (nothing but state until clicked), so SSR hydrates cleanly.
 */
export function ReportButton({ username }: { username: string }) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Group justify="center">
      <Button
        ref={button}
        variant="subtle"
        color="gray"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        Report
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportDialog
            username={username}
            opened={opened}
            onClose={() => setOpened(false)}
            // Mantine returns focus only from a modal that was mounted closed; this one mounts open.
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </Group>
  );
}
