import { Illustration } from './illustration';
import art from './illustration.module.css';
import classes from './login-art.module.css';

/**
 * The sign-in picture (the login screen and the 'Login Required' prompt): a phone with a profile and a
 * tick on a card.
 */
export function LoginArt({ width }: { width: number }) {
  return (
    <Illustration className={classes.art} style={{ width }} testId="login-picture">
      <rect className={art.card} x="40" y="30" width="240" height="180" rx="24" />
      <rect className={art.strong} x="110" y="20" width="100" height="200" rx="16" />
      <rect className={art.row} x="120" y="38" width="80" height="150" rx="8" />
      <circle className={art.soft} cx="160" cy="80" r="20" />
      <rect className={art.soft} x="135" y="110" width="50" height="8" rx="4" />
      <rect className={art.strong} x="128" y="128" width="64" height="24" rx="12" />
      <path
        className={classes.tick}
        d="M151 139l6 6 10-12"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <circle className={art.warm} cx="70" cy="70" r="14" />
      <circle className={art.mint} cx="255" cy="170" r="10" />
    </Illustration>
  );
}
