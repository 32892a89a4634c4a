/**
 * Play together (issue 13, docs/decisions/012-play-together.md): one link and one QR code per handle,
 * the games' own ways to add a friend, and a way out of the social apps' in-app browsers.
 * The public profile page imports only what it uses (`@handlehub/shared/platform-links`; the package has
 * no side effects, so the handle schemas behind `platformFromSegment` are left out of its bundle).
 */
import type { GameField } from './game-fields.js';
import { HANDLE_FIELDS, type HandleField } from './handles.js';

/** Short names of the six social platforms in `/user/{username}/{platform}`. */
export const PLATFORM_ALIASES: Readonly<Record<string, HandleField>> = {
  fb: 'facebook',
  ig: 'instagram',
  sc: 'snapchat',
  x: 'twitter',
  li: 'linkedin',
  yt: 'youtube',
};

/**
 * The handle key named by a path segment (`instagram`, `ig`, `IG`), or null for anything else. Checked
 * before any query: an unknown platform costs no database read.
 */
export function platformFromSegment(segment: string): HandleField | null {
  const key = segment.toLowerCase();
  if ((HANDLE_FIELDS as readonly string[]).includes(key)) return key as HandleField;
  return Object.hasOwn(PLATFORM_ALIASES, key) ? PLATFORM_ALIASES[key]! : null;
}

/** `/user/{username}/{platform}`: a social handle's redirect, or a game ID's page. */
export const platformLinkPath = (username: string, field: HandleField) =>
  `/user/${encodeURIComponent(username)}/${field}`;

/** `GET /api/qr/{username}/{platform}.{svg|png}`: the QR code of {@link platformLinkPath} as a file. */
export const platformQrPath = (username: string, field: HandleField, format: 'svg' | 'png', size?: number) =>
  `/api/qr/${encodeURIComponent(username)}/${field}.${format}${size === undefined ? '' : `?size=${size}`}`;

/** A Clash of Clans player tag as the game writes it (docs/GAME-IDS.md). */
const COC_TAG = /^#([0289PYLQGRJCUV]{3,12})$/;
const TRAINER_CODE = /^\d{12}$/;

export interface GameAction {
  /** One line: where in the game the copied ID goes. */
  hint: string;
  /** The game's own link that opens the player in the game (only for an ID in the game's format). */
  open?: { label: string; url: (id: string) => string | null; qrCaption: string };
  /** A QR code the game's own scanner reads (only for an ID in the game's format). */
  scan?: { label: string; text: (id: string) => string | null };
}

/**
 * What each game offers beyond copying the ID (the sources are in docs/GAME-IDS.md). Every game's
 * friend search takes the stored ID as it is (decision 008 stores IDs raw), so the copy is the ID.
 * An ID saved before formats were checked gets no link or code built from it.
 */
export const GAME_ACTIONS: Readonly<Record<GameField, GameAction>> = {
  cod: {
    hint: 'In Call of Duty, open Social, then Add Friends, and search for the whole Activision ID with its # number.',
  },
  coc: {
    hint: "Opens the player's profile in Clash of Clans, where you tap Add Friend.",
    open: {
      label: 'Open in Clash of Clans',
      url: (id) => {
        const tag = COC_TAG.exec(id)?.[1];
        return tag ? `https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=%23${tag}` : null;
      },
      qrCaption: 'Scan with a phone that has Clash of Clans',
    },
  },
  pokemongo: {
    hint: 'In Pokemon GO, open your Trainer profile, then Friends, then Add Friend, and enter the code or scan the QR code.',
    scan: { label: 'Scan in Pokemon GO to add me', text: (id) => (TRAINER_CODE.test(id) ? id : null) },
  },
  pubg: { hint: "Paste it into PUBG Mobile's friend search, which finds players by their ID." },
  fortnite: { hint: 'In Fortnite, choose Add Friends and search for this Epic display name exactly.' },
  minecraft: {
    hint: "Minecraft Java has no friend list: use this name to invite the player to a Realm or a server's whitelist.",
  },
  freefire: { hint: "Paste it into Free Fire's friend search, which finds players by their ID." },
};

/** Apps whose in-app browser the public page offers to leave. */
export type InAppBrowser = 'instagram' | 'facebook' | 'tiktok' | 'snapchat';

/**
 * The in-app browser a user agent belongs to, or null for an ordinary browser. The apps name themselves
 * in their web views' user agents: `Instagram 300.0…`, `[FBAN/FB4A;…]` / `FBAV/…` (Facebook, Messenger),
 * `musical_ly_…` / `BytedanceWebview` / `TikTok …` (TikTok and its Asian edition), `Snapchat/12.…`.
 */
export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  if (/\bInstagram\b/i.test(userAgent)) return 'instagram';
  if (/\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bFB4A\b/.test(userAgent)) return 'facebook';
  if (/\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b|\btrill_\d/i.test(userAgent)) return 'tiktok';
  if (/\bSnapchat\b/i.test(userAgent)) return 'snapchat';
  return null;
}

/** Instagram's own way out: its in-app browser hands `url` to the phone's browser. */
export const instagramExternalUrl = (url: string) => `instagram://extbrowser/?url=${encodeURIComponent(url)}`;
