import {
  type CataloguePlatform,
  DEFAULT_PROFILE_THEME,
  type HandleItem,
  type ItemVerificationMark,
  type ProfileThemeColors,
  platformLinkPath,
  platformOfHost,
  profilePath,
  profileThemeColors,
  type ThemeColors,
  type VisiblePublicProfile,
  verificationText,
} from '@handlehub/shared';
import { defaultAvatarUrl } from '@handlehub/shared/avatars';
import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { escapeHtml } from '../../lib/html.js';
import type { PageHead } from '../../plugins/web.js';

const SITE = 'HandleHub';
/** A scheme's colours as the page's custom properties: the person's page theme, as on their profile. */
const schemeVariables = (c: ThemeColors) =>
  `--bg:${c.background};--card:${c.surface};--text:${c.text};--dim:${c.muted};--brand:${c.accent};--button:${c.accent};--button-text:${c.accentText}`;

/**
 * What the page draws with the theme's colours. Text lies on the card or the page (text, dim, brand) and
 * a button's letters on the button: the pairs every theme holds to 4.5:1 (profile-themes.test.ts), and
 * platform-page.html.test.ts reads these rules to check the page draws no other.
 */
const RULES = `:root{--line:color-mix(in srgb,var(--text) 14%,var(--card))}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
#root{min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:24px 16px}
main{width:100%;max-width:440px;background:var(--card);border:1px solid var(--line);border-radius:20px;padding:24px;text-align:center}
.photo{width:96px;height:96px;border-radius:50%;object-fit:cover;background:color-mix(in srgb,var(--brand) 15%,var(--card))}
h1{font-size:1.5rem;margin:8px 0 0;overflow-wrap:anywhere}
.handle,.hint,figcaption,footer,.text{color:var(--dim)}
.handle{margin:0 0 16px}
section{border-top:1px solid var(--line);padding-top:16px}
h2{font-size:1rem;margin:0;text-transform:uppercase;letter-spacing:.06em;color:var(--dim)}
.id{font-size:2rem;font-weight:800;margin:4px 0 12px;white-space:nowrap;overflow-x:auto;font-variant-numeric:tabular-nums}
button,.action{display:inline-block;font:inherit;font-weight:700;border:0;border-radius:10px;padding:10px 18px;cursor:pointer;text-decoration:none;background:var(--button);color:var(--button-text)}
.status{min-height:1.5em;margin:6px 0 0;font-size:.9rem}
.hint{font-size:.9rem;margin:8px 0 16px}
figure{margin:16px 0 0}
figure svg{width:200px;height:200px;background:#fff;border-radius:8px}
figcaption{font-size:.9rem;font-weight:600}
.all{display:block;margin-top:20px;color:var(--brand);font-weight:700}
footer{margin-top:16px;font-size:.85rem}
footer a{color:inherit}`;

/**
 * The page's stylesheet in a page theme (packages/shared/src/profile-themes.ts): light or dark as the
 * shell's script set it from the reader's choice in the app or their system; in a shell without that
 * script (no web build), as the system is.
 */
export function pageStyle(theme: ProfileThemeColors): string {
  const light = schemeVariables(theme.light);
  const dark = schemeVariables(theme.dark);
  return `:root{color-scheme:light;${light}}
:root[data-mantine-color-scheme=dark]{color-scheme:dark;${dark}}
@media (prefers-color-scheme:dark){:root:not([data-mantine-color-scheme]){color-scheme:dark;${dark}}}
${RULES}`;
}

export interface PageText {
  status: number;
  /** The person's page theme; the default theme on a page about nobody. */
  theme: ProfileThemeColors;
  title: string;
  description: string;
  /** Element content, already escaped. */
  body: string;
  canonical?: string;
  noindex?: boolean;
}

/**
 * A page in the look of the app, for the app's shell (plugins/web.ts assemblePage): one card, light or
 * dark as the reader's app or system is, without the app. Its copy buttons (`data-copy`, `#copy-status`)
 * work by the web build's game page script (apps/web/src/boot/game-page.ts), which the route adds.
 */
export function renderPage(page: PageText): PageHead {
  const head = [
    `<title>${escapeHtml(page.title)} | ${SITE}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    ...(page.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(page.canonical ? [`<link rel="canonical" href="${escapeHtml(page.canonical)}">`] : []),
  ];
  return {
    status: page.status,
    head: head.join('\n'),
    criticalCss: pageStyle(page.theme),
    body: `<main>\n${page.body}\n</main>\n<footer><a href="/">${SITE}</a>: one link for all social media and gaming handles</footer>`,
    withoutApp: {},
  };
}

/** The public profile's own notices (not found, locked), in the words of every page about a profile. */
export function noticePage(kind: 'notFound' | 'locked'): PageHead {
  const [title, text] =
    kind === 'notFound'
      ? [COMMON_MESSAGES.profileNotFoundTitle, COMMON_MESSAGES.profileNotFoundText]
      : [COMMON_MESSAGES.profileLockedTitle, COMMON_MESSAGES.profileLockedText];
  return renderPage({
    status: kind === 'notFound' ? 404 : 200,
    theme: profileThemeColors(DEFAULT_PROFILE_THEME),
    title,
    description: text,
    noindex: true,
    body: `<h1>${title}</h1>\n<p class="text">${text}</p>\n<a class="all" href="/home">Back to HomePage</a>`,
  });
}

/**
 * An ID is read and typed by eye, so it stays on one line: its letters shrink to fit the card's width
 * (at most 2 rem; a bold letter of the system font is at most about 0.72 em wide).
 */
function idFontSize(id: string): string {
  const letters = Math.max([...id].length, 1);
  return `font-size:min(2rem, calc((min(100vw - 32px, 440px) - 48px) / ${(letters * 0.72).toFixed(2)}))`;
}

function photoSrc(profile: VisiblePublicProfile): string {
  if (profile.photo) return profile.photo;
  return defaultAvatarUrl(profile.name);
}

/** QR codes the game's own scanner or the phone's camera reads, drawn by the caller (inline SVG). */
export interface GameCodes {
  /** The QR code of the game's own link ('Open in …'), when the game has one. */
  open?: string;
  /** The QR code the game's friend scanner reads, when the game has one. */
  scan?: string;
}

/** The contents of the game's QR codes for a stored ID: null where the ID is not in the game's format. */
export function gameCodeTexts(
  platform: CataloguePlatform,
  id: string,
): { open: string | null; scan: string | null } {
  const action = platform.action;
  return { open: action?.open?.url(id) ?? null, scan: action?.scan?.text(id) ?? null };
}

/** An item's level in words with a shield icon, as on the profile: never a bare tick. */
const verifiedLine = (mark: ItemVerificationMark) =>
  `<p class="verified" data-testid="game-verified"><svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z"/><path d="M9 12l2 2 4-4"/></svg> ${escapeHtml(verificationText(mark))}</p>`;

/**
 * The game's web profile of the ID (a Steam profile, a Chess.com member page), named by the site it is on
 * ("Open the Steam profile" for a Dota 2 friend ID too); none where the game's own link opens the player
 * (Clash of Clans) or the ID has no profile address.
 */
function webProfileOf(item: HandleItem, platform: CataloguePlatform): { url: string; label: string } | null {
  if (!item.link || platform.action?.open) return null;
  const site = platformOfHost(new URL(item.link).hostname)?.name ?? platform.name;
  return { url: item.link, label: `Open the ${site} profile` };
}

/**
 * One game ID of a visible profile: the person, the game, the ID large with a copy button, the game's own
 * action where it has one, its web profile where it has one, and the way to the whole profile. Every user string is escaped.
 */
export function gamePage(
  profile: VisiblePublicProfile,
  item: HandleItem,
  platform: CataloguePlatform,
  codes: GameCodes,
  publicUrl: string,
): PageHead {
  const game = platform.name;
  const id = item.value;
  const shown = item.shown;
  const action = platform.action;
  const name = escapeHtml(profile.name);
  const texts = gameCodeTexts(platform, id);
  const parts = [
    `<img class="photo" src="${escapeHtml(photoSrc(profile))}" alt="" width="96" height="96">`,
    `<h1>${name}</h1>`,
    `<p class="handle">@${escapeHtml(profile.username)}</p>`,
    '<section aria-labelledby="game">',
    `<h2 id="game">${escapeHtml(game)}</h2>`,
    `<p class="id" data-testid="game-id" style="${idFontSize(shown)}">${escapeHtml(shown)}</p>`,
    `<button type="button" data-copy="${escapeHtml(id)}">Copy ${escapeHtml(game)} ID</button>`,
    '<p class="status" id="copy-status" role="status" aria-live="polite"></p>',
    ...(item.label ? [`<p class="label">${escapeHtml(item.label)}</p>`] : []),
    ...(item.verified ? [verifiedLine(item.verified)] : []),
    ...(action ? [`<p class="hint">${escapeHtml(action.hint)}</p>`] : []),
  ];
  if (action?.open && texts.open) {
    parts.push(`<a class="action" href="${escapeHtml(texts.open)}">${escapeHtml(action.open.label)}</a>`);
    if (codes.open) {
      parts.push(
        `<figure data-testid="game-open-qr">${codes.open}<figcaption>${escapeHtml(action.open.qrCaption)}</figcaption></figure>`,
      );
    }
  }
  const profileLink = webProfileOf(item, platform);
  if (profileLink)
    parts.push(
      `<a class="action" href="${escapeHtml(profileLink.url)}">${escapeHtml(profileLink.label)}</a>`,
    );
  if (action?.scan && texts.scan && codes.scan) {
    parts.push(
      `<figure data-testid="game-scan-qr">${codes.scan}<figcaption>${escapeHtml(action.scan.label)}</figcaption></figure>`,
    );
  }
  parts.push(
    '</section>',
    `<a class="all" href="${profilePath(profile.username)}">See all of ${name}'s handles</a>`,
  );
  const origin = publicUrl.replace(/\/+$/, '');
  return renderPage({
    status: 200,
    theme: profile.theme,
    title: `${profile.name}'s ${game} ID`,
    description: `Add ${profile.name} (@${profile.username}) in ${game}: ${shown}`,
    canonical: `${origin}${platformLinkPath(profile.username, item.slug)}`,
    body: parts.join('\n'),
  });
}
