import { Button } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';

// The snippets load on the first tap: the profile's first paint does not need them.
const EmbedSnippetsPanel = lazy(() =>
  import('./embed-snippets-panel').then((m) => ({ default: m.EmbedSnippetsPanel })),
);

/**
 * 'Embed card', which shows the Markdown and HTML that put the profile's card on another site: the button,
 * and the panel the page places under its row of buttons, so that opening it moves no button.
 */
export function useEmbedSnippets(username: string, disabled = false) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    button: (
      <Button
        variant="default"
        disabled={disabled}
        aria-expanded={open && !disabled}
        aria-controls={open && !disabled ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        Embed card
      </Button>
    ),
    panel:
      open && !disabled ? (
        <Suspense fallback={null}>
          <EmbedSnippetsPanel id={panelId} username={username} />
        </Suspense>
      ) : null,
  };
}
