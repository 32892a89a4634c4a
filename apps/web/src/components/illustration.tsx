import type { CSSProperties, ReactNode } from 'react';
import art from './illustration.module.css';

/**
 * A picture on the illustrations' palette (illustration.module.css), drawn in a 320 × 240 box. Inline, not
 * an <img>, so its colours follow the app's colour scheme, which the reader may have chosen apart from the
 * system's (an SVG in an <img> sees neither the page's classes nor its scheme). Decorative: the heading
 * and text beside it say what it shows.
 */
export function Illustration({
  className,
  style,
  testId,
  children,
}: {
  /** Its place on the screen. */
  className: string | undefined;
  style?: CSSProperties;
  testId: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={`${art.palette} ${className}`}
      style={style}
      viewBox="0 0 320 240"
      aria-hidden="true"
      focusable="false"
      data-testid={testId}
    >
      {children}
    </svg>
  );
}
