import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';

interface Props {
  /** What the section is, as the message names it ('Insights'). */
  name: string;
  children: ReactNode;
}

/**
 * One section of a screen that threw (or whose lazy code did not load): a small message in its place,
 * and the rest of the screen stays usable. The screen's own boundary (ScreenErrorBoundary) is for what
 * fails outside every section.
 */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        // The text in the text colour: red on its light background reads at under 4.5:1.
        vars={() => ({ root: { '--alert-color': 'var(--mantine-color-text)' } })}
        data-testid="section-error"
      >
        <Text fz="sm">{COMMON_MESSAGES.sectionFailed(this.props.name)}</Text>
        {/* The screen's own way on (RouteError): the code of a section may be what failed to load. */}
        <Anchor component="button" type="button" fz="sm" onClick={() => window.location.reload()}>
          {COMMON_MESSAGES.reloadPage}
        </Anchor>
      </Alert>
    );
  }
}
