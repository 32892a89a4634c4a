/**
 * What the web build gives the server to draw pages with: the server-side module's interface and the
 * manifest the build writes beside it. Types and constants only, so that the Vite config (which cannot
 * load Zod) and the server both import the one declaration.
 */
import type { AuthConfig } from './auth.js';
import type { InAppBrowser } from './in-app-browser.js';
import type { PublicProfile } from './users.js';

/** The server-side build's folder sits next to the client build's: `<client>-ssr`. */
export const SSR_DIR_SUFFIX = '-ssr';
/** The server-side module (`vite build --ssr src/entry-server.tsx`) in that folder. */
export const SSR_MODULE_FILE = 'entry-server.js';
/** The manifest (SsrManifest) in that folder. */
export const SSR_MANIFEST_FILE = 'pages.json';
/**
 * The manifest's shape version: raised whenever SsrManifest changes, so a server never reads a manifest
 * written by another build's idea of it.
 */
export const SSR_MANIFEST_VERSION = 3;

/** The manifest's key of the public profile (`/user/{username}`); the other pages are keyed by their path. */
export const PROFILE_PAGE_KEY = '/user/:username';

/** One server-drawn page as the build made it. */
export interface SsrPage {
  /** The screen's module, its key in the client build's manifest. */
  screen: string;
  /** The screen's chunks that the HTML shell does not already load, as URL paths (`/assets/…`). */
  preloads: string[];
  /**
   * The screen's own stylesheets that the shell's do not hold, as URL paths: loaded with the shell's when
   * the app starts, so the page changes from its critical CSS to the whole stylesheet in one step.
   */
  styles: string[];
  /** What the screen loads on a tap, prefetched when the page is idle. */
  prefetch: string[];
  /** Modules the page runs for a reader before the app starts (decision 020), as URL paths. */
  beforeApp: string[];
  /** The file beside the manifest that holds the page's critical CSS. */
  criticalCss: string;
}

/**
 * The browser scripts the server inlines into its pages (apps/web/src/boot/), built by the web build:
 * `appLoader` starts the app on a server-drawn page (decision 020), `gamePage` runs a game ID's page.
 */
export const BOOT_SCRIPT_NAMES = ['appLoader', 'gamePage'] as const;
export type BootScriptName = (typeof BOOT_SCRIPT_NAMES)[number];

/** What the web build writes to `SSR_MANIFEST_FILE`. */
export interface SsrManifest {
  version: typeof SSR_MANIFEST_VERSION;
  /** By page: PROFILE_PAGE_KEY, and each server-drawn screen's path (`/home`, `/`). */
  pages: Record<string, SsrPage>;
  /** Each boot script's built text, exactly as the server inlines it (and hashes it for the CSP). */
  scripts: Record<BootScriptName, string>;
}

/**
 * The attribute of a screen the server drew as a frame only (a screen for a signed-in person: the session
 * lives in the browser): a frame says nothing to a reader, so the loader starts the app at once.
 */
export const AWAITS_SESSION_ATTRIBUTE = 'data-awaits-session';

/**
 * The attribute of a page's inlined critical CSS. The app loader puts the app's stylesheets before it, so
 * while they arrive one by one the critical rules still win every tie (a sheet that came alone would
 * otherwise restyle the page half-way: a photo grown, a row moved), and removes it once all have loaded.
 */
export const CRITICAL_CSS_ATTRIBUTE = 'data-critical-css';

/** Where a server-drawn page keeps its app assets until the app starts: a JSON block the loader reads. */
export const APP_ASSETS_ID = 'app-assets';

/** The web app's own files, which the app loader (`appLoader`) loads after the first paint. */
export interface AppAssets {
  /** The shell's stylesheets, then the screen's own. */
  styles: string[];
  /** The app's entry module. */
  entry: string | null;
  /** Module chunks: the shell's preloads and the screen's own. */
  modules: string[];
  /** Modules the page runs, once it is idle, for a visitor whose app has not started (decision 020). */
  beforeApp: string[];
  /** What the screen loads on a tap: prefetched once a reader's app starts (decision 023). */
  prefetch: string[];
}

/** What the server knows when it renders `/user/{username}`. */
export interface ProfilePageInput {
  /** The request's path, e.g. `/user/aarav`. */
  url: string;
  profile: PublicProfile | null;
  /** The deployment's sign-in and public address (the server's `publicAuthConfig`). */
  authConfig: AuthConfig;
  /** The social app whose own browser asked (from the request's user agent), or null. */
  inAppBrowser: InAppBrowser | null;
}

/** What the server knows when it renders one of the server-drawn screens. */
export interface ScreenPageInput {
  /** The screen's path, exactly as in SERVER_SCREEN_PAGES. */
  path: string;
  authConfig: AuthConfig;
  /** The answers to the screen's reads, in their order (JSON as the API sent it). */
  answers: unknown[];
}

/** A rendered screen: markup for inside `<div id="root">`, and the `<head>` tag with its query seeds. */
export interface RenderedScreen {
  body: string;
  head: string;
}

/** A screen the server renders besides the profile: its path, its module and the API reads it needs. */
export interface ServerScreenPage {
  path: string;
  module: string;
  /** The GETs the server answers first, in order, e.g. `/api/users/home?page=1`. */
  reads: string[];
}

/** The server-side module's exports the server uses. */
export interface SsrModule {
  renderProfilePage(input: ProfilePageInput): RenderedScreen;
  renderScreenPage(input: ScreenPageInput): RenderedScreen;
  SERVER_SCREEN_PAGES: readonly ServerScreenPage[];
}
