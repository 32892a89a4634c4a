/**
 * The messages every screen of the web app may show (a failed request, a copy), apart from the rest of
 * MESSAGES (which includes them) so that the public profile page does not download every message.
 */
/** A copy the browser refused. A constant of its own for the game page's inlined script (boot/game-page.ts). */
export const COPY_FAILED = 'Copying is not allowed here, please copy it by hand';

/** The spec's words for a screen that failed. */
const SOME_WENT_WRONG = 'Some went wrong';

export const COMMON_MESSAGES = {
  linkCopied: 'Link copied!',
  copyFailed: COPY_FAILED,
  listFailed: 'Something went wrong. Please try again',
  profileLoadFailed: SOME_WENT_WRONG,
  /** A screen that threw or whose code did not load (every screen's boundary; here, in the entry's texts). */
  screenFailedTitle: SOME_WENT_WRONG,
  screenFailedText: 'This page could not be shown.',
  reloadPage: 'Please reload the page',
  /** One section of a screen that threw: said in its place, the rest of the screen stays. */
  sectionFailed: (section: string) => `${section} could not be shown.`,
  serverError: 'Something went wrong',
  /** The accessible name of every dialog's, drawer's and toast's × button. */
  close: 'Close',
  /** The button beside a list's or a screen's failure text: asks again (docs/decisions/016). */
  tryAgain: 'Try again',
  /** A public profile that does not exist, is blocked or is held: every page about it says so in these words. */
  profileNotFoundTitle: 'User Not Found!',
  profileNotFoundText: 'The user that you are looking for does not exist',
  /** A public profile whose owner turned on Lock Account. */
  profileLockedTitle: 'Not Accessible!',
  profileLockedText: 'User has temporarily taken a brake',
} as const;
