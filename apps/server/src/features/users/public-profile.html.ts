import {
  type EmbeddedProfile,
  PUBLIC_PROFILE_PREFIX,
  type PublicProfile,
  profilePath,
  usernameKey,
  type VisiblePublicProfile,
} from '@handlehub/shared';
import { jsonForHtml } from '@handlehub/shared/html-json';
import { inAppBrowserOf } from '@handlehub/shared/in-app-browser';
import { PROFILE_PAGE_KEY, type ProfilePageInput } from '@handlehub/shared/ssr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicAuthConfig } from '../../config.js';
import { OG_IMAGE, ogImagePath } from '../../core/og-link.js';
import { getPublicProfile } from '../../core/public-profile.queries.js';
import { linkPreviewFor, shownInFull } from '../../core/visibility.js';
import { escapeHtml } from '../../lib/html.js';
import type { SsrBuild } from '../../plugins/ssr-build.js';
import type { PageHead, ShellRenderer } from '../../plugins/web.js';
import { structuredDataTag } from './profile-structured-data.js';

const SITE = 'HandleHub';
const PATH = new RegExp(`^${PUBLIC_PROFILE_PREFIX}([^/?#]+)/?(?:[?#].*)?$`);

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The page's description and the link preview's: the bio first when there is one, then the handles. */
function describe(profile: VisiblePublicProfile): string {
  const platforms = [
    ...new Set(profile.items.map((item) => (item.kind === 'link' ? item.shown : item.name))),
  ];
  const handles =
    platforms.length > 0
      ? `${profile.name}'s social media and gaming handles on ${SITE}: ${platforms.join(', ')}.`
      : `${profile.name} on ${SITE}: one link for all social media and gaming handles.`;
  return profile.bio ? `${profile.bio} · ${handles}` : handles;
}

/**
 * `fediverse:creator` for the person's verified Mastodon (fediverse) handle, the first one shown: Mastodon
 * then credits links to this page to that account. Only a verified handle: anyone may type any handle.
 * The stored value is normalised to `@user@server`, the form the tag wants.
 */
function fediverseCreator(profile: VisiblePublicProfile): string[] {
  const item = profile.items.find((i) => i.platform === 'mastodon' && i.verified);
  return item && /^@[^@\s]+@[^@\s]+$/.test(item.value) ? [meta('name', 'fediverse:creator', item.value)] : [];
}

/** The tags for `<head>` of `/user/{username}`: title, description, preview tags, canonical URL, the data. */
export function renderProfileHead(
  requested: string,
  profile: PublicProfile | null,
  publicUrl: string,
): PageHead {
  const data: EmbeddedProfile = { username: requested, response: { user: profile ? [profile] : [] } };
  const dataTag = `<script type="application/json" id="profile-data">${jsonForHtml(data)}</script>`;
  if (!profile) {
    return {
      status: 404,
      head: [
        `<title>User Not Found! | ${SITE}</title>`,
        meta('name', 'robots', 'noindex'),
        meta('name', 'description', 'The user that you are looking for does not exist'),
        dataTag,
      ].join('\n'),
    };
  }
  const url = `${publicUrl.replace(/\/+$/, '')}${profilePath(profile.username)}`;
  // A locked profile gets the lock notice: only its username, and no index entry.
  const shown = shownInFull(profile);
  const title = shown ? `${shown.name} (@${shown.username})` : `@${profile.username}`;
  const description = shown ? describe(shown) : 'User has temporarily taken a brake';
  // The link-preview card (features/og), for the profiles that have one.
  const previewed = linkPreviewFor(profile);
  const card = previewed
    ? { url: `${publicUrl.replace(/\/+$/, '')}${ogImagePath(previewed)}`, alt: `${title} on ${SITE}` }
    : undefined;
  return {
    status: 200,
    head: [
      `<title>${escapeHtml(title)} | ${SITE}</title>`,
      meta('name', 'description', description),
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      ...(shown ? [] : [meta('name', 'robots', 'noindex')]),
      meta('property', 'og:type', 'profile'),
      meta('property', 'og:site_name', SITE),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'profile:username', profile.username),
      ...(card
        ? [
            meta('property', 'og:image', card.url),
            meta('property', 'og:image:type', OG_IMAGE.type),
            meta('property', 'og:image:width', String(OG_IMAGE.width)),
            meta('property', 'og:image:height', String(OG_IMAGE.height)),
            meta('property', 'og:image:alt', card.alt),
          ]
        : []),
      meta('name', 'twitter:card', card ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      ...(card ? [meta('name', 'twitter:image', card.url), meta('name', 'twitter:image:alt', card.alt)] : []),
      ...(shown ? fediverseCreator(shown) : []),
      ...(shown ? [structuredDataTag(shown, url)] : []),
      dataTag,
    ].join('\n'),
  };
}

/** Adds the server-rendered screen (and its preload links) to a page; the page stays as it was if that fails. */
export function withServerRender(
  page: PageHead,
  ssr: SsrBuild | null,
  input: ProfilePageInput,
  onError: (error: unknown) => void,
): PageHead {
  const built = ssr?.pages.get(PROFILE_PAGE_KEY);
  if (!ssr || !built) return page;
  try {
    const { body, head } = ssr.module.renderProfilePage(input);
    return {
      ...page,
      headData: head,
      body,
      modules: built.preloads,
      styles: built.styles,
      criticalCss: built.criticalCss,
      appLoader: ssr.scripts.appLoader,
      beforeApp: built.beforeApp,
      prefetch: built.prefetch,
    };
  } catch (error) {
    onError(error);
    return page;
  }
}

/**
 * Answers the HTML of `/user/{username}` with that profile's head and, when the web build has its
 * server-side module (`ssr`, loaded with the app so the first visitor does not wait for it), the screen
 * itself; other paths are left to the shell.
 */
export function publicProfileShell(app: FastifyInstance, ssr: Promise<SsrBuild | null>): ShellRenderer {
  return async (request: FastifyRequest) => {
    const match = PATH.exec(request.url);
    if (!match) return null;
    let requested: string;
    try {
      requested = usernameKey(decodeURIComponent(match[1]!));
    } catch {
      return renderProfileHead('', null, app.config.publicUrl);
    }
    const profile = await getPublicProfile(app.db, requested, app.config.publicUrl);
    const url = request.url.split(/[?#]/)[0] ?? request.url;
    // Inside a social app's browser the page starts with 'Open in your browser' (the same rule as the app's).
    const inAppBrowser = inAppBrowserOf(request.headers['user-agent'] ?? '');
    const key = `${requested}\n${url}\n${inAppBrowser ?? ''}`;
    const known = profile ? rendered.get(profile)?.get(key) : undefined;
    if (known) return known;
    const server = await ssr;
    const page = withServerRender(
      { ...renderProfileHead(requested, profile, app.config.publicUrl), varyByUserAgent: true },
      server,
      { url, profile, authConfig: publicAuthConfig(app.config), inAppBrowser },
      (error) => request.log.error({ err: error }, 'server-side render of the profile failed'),
    );
    if (profile && (page.body !== undefined || !server)) remember(profile, key, page);
    return page;
  };
}

/**
 * Rendered pages by cached profile object, then by address and browser: the profile cache hands out the
 * same object until a write replaces it, so a popular profile is rendered once per change and kind of
 * visitor, not once per visit.
 */
const rendered = new WeakMap<PublicProfile, Map<string, PageHead>>();
/** Variants kept per profile: the address's spellings times ordinary and in-app browsers stay few. */
const VARIANTS_PER_PROFILE = 8;

function remember(profile: PublicProfile, key: string, page: PageHead): void {
  const pages = rendered.get(profile) ?? new Map<string, PageHead>();
  rendered.set(profile, pages);
  if (pages.size >= VARIANTS_PER_PROFILE) pages.delete(pages.keys().next().value!);
  pages.set(key, page);
}
