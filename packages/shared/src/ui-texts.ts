/**
 * Texts of the screens that the spec does not write, added where the spec is silent
 * (docs/decisions/016-ui-finish.md). The spec's own screen texts stay where they are drawn, letter for letter.
 */
/**
 * What the app loader of a server-drawn page says when a button is tapped and the page's scripts did not
 * load. Constants of their own, besides UI_TEXTS: the loader is inlined into every such page, and a build
 * keeps a whole object when one of its properties is read.
 */
export const APP_FAILED_TO_LOAD =
  "This button needs the page's scripts, which did not load. Check your connection, then reload.";
export const APP_FAILED_RELOAD = 'Reload the page';

/**
 * An item named by a key the catalogue does not have (an insight's click on a platform taken out of it,
 * or from another version): neutral, as nothing more is known.
 */
export const UNKNOWN_PLATFORM = 'Unsupported platform';

export const UI_TEXTS = {
  usernameChecking: 'Checking whether this username is free…',
  usernameAvailable: 'Username is available',
  /** Search: nobody matched the words typed. */
  searchNoMatch: (query: string) => `No one found for '${query}'`,
  searchNoMatchHint: 'Check the spelling, or try part of a name or username.',
  /** Search with a game chosen and nothing typed: the people who play it. */
  searchGamePlayers: (game: string) => `People who play ${game}`,
  searchBack: 'Back to Home',
  /** Home and search with a game chosen, when nobody has that game's ID yet. */
  gameNoPlayers: (game: string) => `No ${game} players to show yet`,
  /** Add Account: what a social handle will be stored as, when that differs from what was typed. */
  handleSavedAs: (handle: string) => `Will be saved as ${handle}`,
  landingCreate: 'Create your link',
  landingMyProfile: 'Go to my profile',
  moreMenu: 'More',
  settings: 'Settings',
  darkMode: 'Dark mode',
  lightMode: 'Light mode',
  /** A server-drawn page whose scripts did not load, when a button that needs them is tapped. */
  appFailedToLoad: APP_FAILED_TO_LOAD,
  appFailedReload: APP_FAILED_RELOAD,
} as const;

/** The sections of the owner's /profile, as a failed one names itself. */
export const PROFILE_SECTIONS = {
  card: 'Your profile card',
  list: 'Your handles and links',
  qr: 'Your QR code',
  insights: 'Insights',
} as const;
