/** The product's business constants and limits (and ours, docs/decisions/). One source for server and web. */
export const PHOTO_MAX_BYTES = 5_242_880;
export const PHOTO_MAX_PIXELS = 40_000_000;
export const NAME_MIN = 3;
export const NAME_MAX = 50;
/** The optional line under a profile's name; empty means no bio. */
export const BIO_MAX = 160;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const HANDLE_MAX = 100;
/** Handles and links one person may keep (docs/decisions/027-handles-as-items.md). */
export const ITEMS_MAX = 100;
export const LINK_URL_MAX = 2048;
/**
 * The most UTF-16 units a text field of `max` characters is read with, as sent (spaces around it
 * included): each character may take two (one outside the first plane). A longer text is refused for its
 * length before any other rule reads it.
 */
export const sentTextMax = (max: number) => 2 * max;
export const LINK_TITLE_MAX = 60;
export const ITEM_LABEL_MAX = 30;
/** The largest file Bring your links reads. */
export const IMPORT_MAX_BYTES = 256 * 1024;
/** The most rows (entries) one file for Bring your links may hold (docs/decisions/032-bounded-imports.md). */
export const IMPORT_ROWS_MAX = 300;
export const FEEDBACK_MAX = 2000;
export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_DESC_MAX = 1000;
export const PRODUCT_LINK_MAX = 2048;
export const PAGE_SIZE = 20;
/** Highest page number accepted by paged lists; deeper pages are refused with 400. */
export const PAGE_MAX = 100_000;
export const JSON_BODY_LIMIT = 16 * 1024;
export const SESSION_TTL_DAYS = 30;
/** A session ends this long after sign-in however often it is used (probe L4): the idle expiry slides, this does not. */
export const SESSION_MAX_DAYS = 90;
export const USERNAME_HOLD_DAYS = 90;
export const QR_WIDTH = 400;
export const QR_MARGIN = 2;
/** Error correction of every QR code: 'Q' restores up to 25 % of a printed code that is smudged or folded. */
export const QR_ERROR_CORRECTION = 'Q';
/** Width in px of a downloaded QR PNG (`?size=`): the default and the accepted range. */
export const QR_DOWNLOAD_SIZE = { min: 128, max: 2048, default: 1024 } as const;
/** The optional note of a profile report, and of an operator resolving one. */
export const REPORT_NOTE_MAX = 500;
/** Insights: days the owner's chart shows (today included), and how long daily counters are kept. */
export const INSIGHT_DAYS = 30;
export const INSIGHT_RETENTION_DAYS = 400;

/** The product's UI timings, in milliseconds. */
export const TIMINGS = {
  toast: 3000,
  photoRetry: 2000,
  signupSuccess: 1000,
  profileUpdateSuccess: 4000,
  addAccountLoader: 3000,
  addAccountSuccessGap: 500,
  deleteAccountRedirect: 500,
  addProductSuccess: 2000,
  deleteProductSuccess: 500,
} as const;

export const RATE_LIMITS = {
  signInPerMinutePerAddress: 10,
  writesPerMinutePerUser: 60,
  photoUpdatesPerMinutePerUser: 30,
  /** Generated images (QR downloads, link-preview cards not yet cached) from one client address. */
  imagesPerMinutePerAddress: 60,
  /** Insights beacons (profile views, handle copies and opens) from one client address. */
  beaconsPerMinutePerAddress: 120,
  /** Profile reports from one client address (no sign-in needed), per hour. */
  reportsPerHourPerAddress: 5,
  /** Home feed and search pages from one client address, one budget for both (probe M4). */
  discoveryPerMinutePerAddress: 120,
  /** Reads of one profile (its page, `/api/user/…`, its link-preview card) from one client address (probe M4). */
  profileReadsPerMinutePerAddress: 240,
  /** "Check now" of items' verification by one person, per hour (each reads a platform's profile). */
  verificationChecksPerHourPerUser: 20,
  /** "Check now" of one item, per hour: a platform is not asked about the same profile again and again. */
  verificationChecksPerHourPerItem: 5,
} as const;
