/**
 * Limits on giving up usernames (probe M1): every username given up is held 90 days for its former owner,
 * so without a cap one account could lock away any number of names. At most USERNAME_HOLDS_MAX names are
 * held per account at a time (the oldest hold is released first), and an account changes its username at
 * most USERNAME_CHANGES_PER_DAY times in any 24 hours.
 */
export const USERNAME_HOLDS_MAX = 3;
export const USERNAME_CHANGES_PER_DAY = 3;

const MINUTE = 60_000;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A wait in words a person reads at a glance, never shorter than the real one: '1 minute', '25 minutes',
 * '1 hour and 10 minutes', '5 hours'.
 */
export function humaneDuration(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return plural(hours, 'hour');
  if (hours < 3) return `${plural(hours, 'hour')} and ${plural(rest, 'minute')}`;
  return plural(Math.ceil(minutes / 60), 'hour');
}

/** The refusal of a username change over the daily limit, after `waitMs` the next one is allowed. */
export const usernameChangeWait = (waitMs: number) =>
  `You can change your username again in ${humaneDuration(waitMs)}`;
