import { type ItemVerificationMark, VERIFIED_SHORT, verificationText } from '@handlehub/shared/verification';
import { IconCircleCheck } from '@tabler/icons-react';
import classes from './verified-mark.module.css';

/** What a card's short mark stands for: the card knows only that the person has a verified item. */
export const PERSON_VERIFIED_TEXT = 'Verified: at least one handle linked back or confirmed by its platform';

/**
 * An item's verification as a visitor reads it: an icon with words, never a bare tick. `full` (a page row,
 * /profile) writes "Verified: linked back from Mastodon, checked 29 Nov"; `short` (cards) writes "Verified"
 * and keeps the full words as its title and its accessible name.
 */
export function VerifiedMark({
  mark,
  text = mark ? verificationText(mark) : PERSON_VERIFIED_TEXT,
  size = 'full',
  className,
}: {
  /** The item's mark; without one, `text` says what the mark stands for. */
  mark?: ItemVerificationMark | undefined;
  text?: string;
  size?: 'full' | 'short';
  className?: string;
}) {
  const classNames = className ? `${classes.mark} ${className}` : classes.mark;
  const icon = <IconCircleCheck size={16} stroke={2} aria-hidden className={classes.icon} />;
  if (size === 'full') {
    return (
      <span className={classNames} data-testid="verified-mark">
        {icon}
        <span>{text}</span>
      </span>
    );
  }
  // The short mark's name is its full text (which starts with its one visible word).
  return (
    <span className={classNames} data-testid="verified-mark" role="img" aria-label={text} title={text}>
      {icon}
      <span aria-hidden>{VERIFIED_SHORT}</span>
    </span>
  );
}
