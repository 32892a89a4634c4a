import { Component, type ReactNode } from 'react';
import { AppReadyMark } from './app-ready-mark';
import { RouteError } from './route-error';

interface Props {
  /** The address: moving to another one clears the error. */
  pathname: string;
  children: ReactNode;
}

/** Shows RouteError when a screen's chunk fails to load or the screen throws. */
export class ScreenErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: window.location.pathname };
  }

  // Another address renders its screen afresh (and coming back tries the failed one again).
  static getDerivedStateFromProps(props: Props, state: { failedAt: string | null }) {
    return state.failedAt !== null && state.failedAt !== props.pathname ? { failedAt: null } : null;
  }

  override render() {
    return this.state.failedAt === this.props.pathname ? (
      <>
        <RouteError />
        <AppReadyMark />
      </>
    ) : (
      this.props.children
    );
  }
}
