/**
 * Social and creator networks beyond the spec's 13. Most follow the default rule of a social handle
 * (normalise.ts): a pasted profile address of one of `hosts` is cut to the handle by `fromUrl`, a leading
 * `@` is dropped, and URL syntax is refused. The few whose values look different (a Bluesky domain, a
 * Mastodon `@user@server`, a phone number) have a `format`.
 */
import type { CataloguePlatform } from './types.js';
import {
  afterOrFirstSegment,
  afterSegment,
  atSegment,
  belowName,
  firstKind,
  firstSegment,
  kindAt,
  onSubdomain,
} from './url-segments.js';

const enc = encodeURIComponent;

/** One DNS label: letters, digits and inner hyphens, 1 to 63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A host name of two labels or more whose last label starts with a letter (RFC 1035/3696, lower case). */
const HOST = new RegExp(`^(?=.{1,253}$)(?:${LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$`);

/** Mastodon's own account name rule (app/models/account.rb `USERNAME_RE`). */
const MASTODON_USER = /^[a-z0-9_]+(?:[.-]+[a-z0-9_]+)*$/i;
/** `https://server/@user`, `…/@user@home`, `…/users/user`, or one of their posts (scheme optional). */
const MASTODON_URL =
  /^(?:https?:\/\/)?([^/\s@?#]+)\/(?:@([^/\s@?#]+)(?:@([^/\s?#]+))?|users\/([^/\s@?#]+))(?:[/?#].*)?$/i;
const MASTODON_HANDLE = /^@?([^@\s/]+)@([^@\s/]+)$/;

/** `@user@server` split in its two parts, or null when the value is not one. */
export function mastodonParts(value: string): { user: string; server: string } | null {
  const match = /^@([^@]+)@([^@]+)$/.exec(value);
  if (!match) return null;
  const [, user, server] = match as unknown as [string, string, string];
  if (!MASTODON_USER.test(user) || [...user].length > 64 || !HOST.test(server)) return null;
  return { user, server };
}

/** Spotify's path without its language segment (`/intl-de/…`). */
const withoutLanguage = (segments: string[]) =>
  segments[0]?.toLowerCase().startsWith('intl-') ? segments.slice(1) : segments;

/** GitHub's own pages at the first segment, where a user or organisation name would be. */
const GITHUB_PAGES = `
  about apps account collections codespaces contact copilot dashboard enterprise events explore features
  issues join login logout marketplace new notifications organizations orgs pricing pulls search
  security settings signup site sponsors team topics trending
`;

const TUMBLR_PAGES = ['dashboard', 'explore', 'search', 'tagged', 'settings', 'login', 'register', 'likes'];

/**
 * A social network's entry: its icon bears its name and its value is a "username" like `johndoe`, unless
 * `entry` says otherwise.
 */
const social = (
  key: string,
  name: string,
  entry: Partial<Omit<CataloguePlatform, 'key' | 'name' | 'kind'>>,
): CataloguePlatform => ({
  key,
  name,
  kind: 'social',
  icon: name,
  valueName: `${name} username`,
  example: 'johndoe',
  ...entry,
});

export const MORE_SOCIAL: readonly CataloguePlatform[] = [
  social('tiktok', 'TikTok', {
    icon: 'Tiktok',
    hosts: ['tiktok.com'],
    // tiktok.com/@{name}/video/{id}; vm. and vt. are the app's short links to a video.
    notProfile: firstKind(
      kindAt(1, { video: 'video', photo: 'post' }),
      onSubdomain('vm', 'video'),
      onSubdomain('vt', 'video'),
    ),
    fromUrl: atSegment,
    link: (h) => `https://www.tiktok.com/@${enc(h)}`,
  }),
  social('threads', 'Threads', {
    example: 'john_doe',
    hosts: ['threads.com', 'threads.net'],
    notProfile: kindAt(1, { post: 'post' }),
    fromUrl: atSegment,
    link: (h) => `https://www.threads.com/@${enc(h)}`,
  }),
  social('bluesky', 'Bluesky', {
    valueName: 'Bluesky handle',
    example: 'johndoe.bsky.social',
    aliases: ['bsky'],
    hosts: ['bsky.app'],
    // bsky.app/profile/{handle}/post/{id}, …/feed/{name}, …/lists/{id}
    notProfile: kindAt(2, { post: 'post', feed: 'feed', lists: 'list' }),
    fromUrl: afterSegment('profile'),
    link: (h) => (HOST.test(h) ? `https://bsky.app/profile/${enc(h)}` : null),
    format: {
      hint: 'Your handle, like name.bsky.social, or your own domain',
      message: 'A Bluesky handle is a domain name, like johndoe.bsky.social',
      // "@JohnDoe" → "johndoe.bsky.social": a bare name is a handle on Bluesky's own domain.
      normalise: (value) => {
        const handle = value.replace(/^@+/, '').toLowerCase();
        return handle && !handle.includes('.') ? `${handle}.bsky.social` : handle;
      },
      valid: (value) => HOST.test(value),
    },
  }),
  social('mastodon', 'Mastodon', {
    valueName: 'Mastodon address',
    example: '@johndoe@mastodon.social',
    aliases: ['Fediverse'],
    // Only for a custom link's icon: a Mastodon address is on any server, so the format reads pasted
    // profile addresses itself (no `fromUrl`), and the link goes to the value's own server.
    hosts: ['mastodon.social'],
    ownServer: (value) => mastodonParts(value)?.server ?? null,
    link: (value) => {
      const parts = mastodonParts(value);
      return parts ? `https://${parts.server}/@${enc(parts.user)}` : null;
    },
    format: {
      hint: 'Your full address, @name@server',
      message: 'A Mastodon address is @name@server, like @johndoe@mastodon.social',
      normalise: (value) => {
        const url = MASTODON_URL.exec(value);
        if (url) {
          const [, host, user, home, usersPath] = url;
          const name = user ?? usersPath ?? '';
          return `@${name}@${(home ?? host ?? '').toLowerCase()}`;
        }
        const handle = MASTODON_HANDLE.exec(value);
        return handle ? `@${handle[1]}@${handle[2]!.toLowerCase()}` : value;
      },
      valid: (value) => mastodonParts(value) !== null,
    },
  }),
  social('twitch', 'Twitch', {
    hosts: ['twitch.tv'],
    // clips.twitch.tv/{slug}, twitch.tv/{name}/clip/{slug}, twitch.tv/videos/{id}, twitch.tv/{name}/video/{id}
    notProfile: firstKind(
      onSubdomain('clips', 'clip'),
      kindAt(1, { clip: 'clip', video: 'video' }),
      (segments) => (segments[0]?.toLowerCase() === 'videos' && segments.length > 1 ? 'video' : null),
    ),
    fromUrl: firstSegment(`
      directory videos search settings p downloads jobs subscriptions wallet inventory drops turbo prime
      friends messages following moderator popout embed login signup
    `),
    link: (h) => `https://www.twitch.tv/${enc(h)}`,
  }),
  social('kick', 'Kick', {
    hosts: ['kick.com'],
    fromUrl: firstSegment(`
      categories category browse following search dashboard video clips community-guidelines
      terms-of-service privacy-policy dmca-policy about careers help
    `),
    link: (h) => `https://kick.com/${enc(h)}`,
  }),
  social('discord', 'Discord', {
    // Only for a custom link's icon (a server invite): a Discord username has no public profile address.
    hosts: ['discord.com', 'discord.gg'],
    format: {
      hint: 'Your username (not your display name), without a # number',
      message:
        'A Discord username has 2 to 32 lowercase letters, digits, _ or ., and no # number, like johndoe',
      normalise: (value) => value.replace(/^@+/, '').toLowerCase(),
      valid: (value) => /^[a-z0-9_.]{2,32}$/.test(value) && !value.includes('..'),
    },
  }),
  social('reddit', 'Reddit', {
    hosts: ['reddit.com'],
    // /r/{community}/comments/{id}/…, /user/{name}/comments/…, /comments/{id}, and the apps' /r/{c}/s/{id}
    notProfile: firstKind(
      // /user/{name}/comments alone is the person's comments tab.
      (segments) => (segments.length > 3 ? kindAt(2, { comments: 'post', s: 'post' })(segments, '') : null),
      kindAt(0, { comments: 'post', r: 'community' }),
    ),
    fromUrl: afterSegment('user', 'u'),
    link: (h) => (/^[A-Za-z0-9_-]{3,20}$/.test(h) ? `https://www.reddit.com/user/${h}` : null),
    format: {
      hint: 'Your username, with or without u/',
      message: 'A Reddit username has 3 to 20 letters, digits, - or _, like u/johndoe',
      // "/u/JohnDoe", "u/JohnDoe", "@JohnDoe" → "JohnDoe"
      normalise: (value) => value.replace(/^\/?u\//i, '').replace(/^@+/, ''),
      valid: (value) => /^[A-Za-z0-9_-]{3,20}$/.test(value),
      display: (value) => `u/${value}`,
    },
  }),
  social('github', 'GitHub', {
    icon: 'Github',
    hosts: ['github.com'],
    // gist.github.com/…, github.com/sponsors/{name}, and anything below a name: its repository.
    notProfile: firstKind(
      onSubdomain('gist', 'gist'),
      kindAt(0, { sponsors: 'sponsors page' }),
      belowName('', 'repository', GITHUB_PAGES),
    ),
    fromUrl: firstSegment(GITHUB_PAGES),
    link: (h) => `https://github.com/${enc(h)}`,
  }),
  social('telegram', 'Telegram', {
    hosts: ['t.me', 'telegram.me'],
    fromUrl: (segments) =>
      segments[0]?.startsWith('+')
        ? null
        : firstSegment(`
          joinchat addstickers addemoji addtheme addlist share proxy socks c s iv setlanguage login bg
          confirmphone invoice boost contact m
        `)(segments),
    link: (h) => `https://t.me/${enc(h)}`,
  }),
  social('spotify', 'Spotify', {
    hosts: ['spotify.com'],
    // open.spotify.com/user/{id}, also behind a language segment: /intl-de/user/{id}
    notProfile: (segments, host) =>
      kindAt(0, {
        track: 'track',
        album: 'album',
        playlist: 'playlist',
        artist: 'artist page',
        episode: 'episode',
        show: 'podcast',
      })(withoutLanguage(segments), host),
    fromUrl: (segments) => afterSegment('user')(withoutLanguage(segments)),
    link: (h) => `https://open.spotify.com/user/${enc(h)}`,
  }),
  social('soundcloud', 'SoundCloud', {
    icon: 'Soundcloud',
    valueName: 'SoundCloud profile name',
    hosts: ['soundcloud.com'],
    // soundcloud.com/{name}/sets/{name} is a playlist, any other page below a name but its tabs a track.
    notProfile: firstKind(
      (segments) => (segments.length > 2 && segments[1]?.toLowerCase() === 'sets' ? 'playlist' : null),
      belowName('tracks sets albums popular-tracks reposts likes followers following comments', 'track'),
    ),
    fromUrl: firstSegment(`
      discover stream search upload you charts pages settings messages notifications people jobs
      terms-of-use signin tags mobile stations feed pro artists
    `),
    link: (h) => `https://soundcloud.com/${enc(h)}`,
  }),
  social('pinterest', 'Pinterest', {
    hosts: [
      'pinterest.com',
      'pinterest.co.uk',
      'pinterest.ca',
      'pinterest.com.au',
      'pinterest.de',
      'pinterest.fr',
      'pinterest.es',
      'pinterest.it',
      'pinterest.jp',
      'pinterest.com.mx',
    ],
    fromUrl: firstSegment(`
      pin search ideas today settings business _ categories explore login videos news_hub shopping create
      about
    `),
    link: (h) => `https://www.pinterest.com/${enc(h)}/`,
  }),
  social('tumblr', 'Tumblr', {
    valueName: 'Tumblr blog name',
    // A blog is at tumblr.com/{name} or {name}.tumblr.com: the format reads both (no `fromUrl`, which
    // sees only the path).
    hosts: ['tumblr.com'],
    link: (h) => (/^[a-z0-9][a-z0-9-]{0,31}$/.test(h) ? `https://www.tumblr.com/${h}` : null),
    format: {
      hint: 'Your blog name, or its address',
      message: 'A Tumblr blog name has up to 32 letters, digits or -, like johndoe',
      normalise: (value) => {
        const path = /^(?:https?:\/\/)?(?:www\.)?tumblr\.com\/(?:blog\/(?:view\/)?)?([^/?#]+)/i.exec(value);
        const sub = /^(?:https?:\/\/)?([^./?#]+)\.tumblr\.com(?:[/?#].*)?$/i.exec(value);
        const name = (path?.[1] ?? sub?.[1] ?? value.replace(/^@+/, '')).toLowerCase();
        return TUMBLR_PAGES.includes(name) || name === 'www' ? '' : name;
      },
      valid: (value) => /^[a-z0-9][a-z0-9-]{0,31}$/.test(value),
    },
  }),
  social('whatsapp', 'WhatsApp', {
    icon: 'Whatsapp',
    valueName: 'WhatsApp phone number',
    example: '+44 7700 900123',
    hosts: ['wa.me', 'whatsapp.com'],
    // wa.me/{digits}, api.whatsapp.com/send?phone={digits}; wa.me/message/… and channels hold no number.
    fromUrl: (segments, query) =>
      segments[0]?.toLowerCase() === 'send'
        ? query.get('phone')
        : /^\+?\d+$/.test(segments[0] ?? '')
          ? segments[0]
          : null,
    link: (digits) => (/^[1-9]\d{6,14}$/.test(digits) ? `https://wa.me/${digits}` : null),
    format: {
      hint: 'Your phone number with its country code; it is shown on your profile',
      message: 'A WhatsApp number is your full phone number with its country code, like +44 7700 900123',
      // "+44 (0)7700-900 123" → "447700900123": the signs a number is written with go, and so does the
      // "(0)" some write for the national trunk prefix; "00" is the international prefix some type for "+".
      normalise: (value) =>
        value
          .replace(/\(0\)/g, '')
          .replace(/[\s\-‐‑‒–—―.()]/g, '')
          .replace(/^\+/, '')
          .replace(/^00(?=[1-9])/, ''),
      valid: (value) => /^[1-9]\d{6,14}$/.test(value),
      display: (value) => `+${value}`,
    },
  }),
  social('patreon', 'Patreon', {
    valueName: 'Patreon page name',
    hosts: ['patreon.com'],
    fromUrl: afterOrFirstSegment(
      'c',
      `
      home login signup search explore posts messages settings notifications create product library about
      pricing user join checkout policy apps
    `,
    ),
    link: (h) => `https://www.patreon.com/${enc(h)}`,
  }),
  social('kofi', 'Ko-fi', {
    icon: 'Coffee',
    valueName: 'Ko-fi page name',
    aliases: ['Kofi'],
    hosts: ['ko-fi.com'],
    fromUrl: firstSegment(`
      home explore manage settings account s i post album summary login register feed gold features blog
      about
    `),
    link: (h) => `https://ko-fi.com/${enc(h)}`,
  }),
  social('behance', 'Behance', {
    hosts: ['behance.net'],
    fromUrl: firstSegment(`
      gallery search joblist galleries hire assets live onboarding blog about misc moodboard collection
      for_you following jobs pro
    `),
    link: (h) => `https://www.behance.net/${enc(h)}`,
  }),
  social('dribbble', 'Dribbble', {
    hosts: ['dribbble.com'],
    fromUrl: firstSegment(`
      shots designers jobs search tags stories session signup following learn pro hiring resources uploads
      account colors freelance-jobs places about services
    `),
    link: (h) => `https://dribbble.com/${enc(h)}`,
  }),
  social('medium', 'Medium', {
    hosts: ['medium.com'],
    fromUrl: atSegment,
    link: (h) => `https://medium.com/@${enc(h)}`,
  }),
  social('substack', 'Substack', {
    icon: 'News',
    valueName: 'Substack handle',
    hosts: ['substack.com'],
    fromUrl: atSegment,
    link: (h) => `https://substack.com/@${enc(h)}`,
  }),
  social('vk', 'VK', {
    icon: 'Vk',
    valueName: 'VK page name',
    aliases: ['VKontakte'],
    hosts: ['vk.com', 'vk.ru'],
    fromUrl: firstSegment(`
      feed im friends groups video music audio photos search settings login apps market clips away.php docs
      support services
    `),
    link: (h) => `https://vk.com/${enc(h)}`,
  }),
  social('weibo', 'Weibo', {
    valueName: 'Weibo user ID or page name',
    example: '1234567890',
    hosts: ['weibo.com', 'weibo.cn'],
    // weibo.com/u/{uid}, or weibo.com/{personal address}; /n/{nickname} is a search, not an address.
    fromUrl: afterOrFirstSegment('u', 'n p status search hot login signup home tv a ttarticle'),
    link: (h) => (/^\d+$/.test(h) ? `https://weibo.com/u/${h}` : `https://weibo.com/${enc(h)}`),
  }),
  social('line', 'LINE', {
    icon: 'Line',
    valueName: 'LINE ID',
    // Only copied: LINE documents no public profile address for a LINE ID. A pasted add-friend address
    // with the ID in it (line.me/ti/p/~{id}) is cut to the ID.
    hosts: ['line.me'],
    fromUrl: (segments) => {
      const path = segments[0] === 'R' ? segments.slice(1) : segments;
      const id = path[0] === 'ti' && path[1] === 'p' ? path[2] : undefined;
      return id?.startsWith('~') ? id.slice(1) : null;
    },
  }),
  social('vimeo', 'Vimeo', {
    hosts: ['vimeo.com'],
    // A number after the host is a video, not a member.
    notProfile: (segments) => (/^\d+$/.test(segments[0] ?? '') ? 'video' : null),
    fromUrl: (segments) =>
      /^\d+$/.test(segments[0] ?? '')
        ? null
        : firstSegment(`
          channels groups categories watch search features upload manage settings log_in join blog help
          ondemand showcase album
        `)(segments),
    link: (h) => `https://vimeo.com/${enc(h)}`,
  }),
  social('letterboxd', 'Letterboxd', {
    hosts: ['letterboxd.com'],
    fromUrl: firstSegment(`
      film films lists members journal search settings activity pro about welcome sign-in create-account
      showdown tag director actor studio apps
    `),
    link: (h) => `https://letterboxd.com/${enc(h)}/`,
  }),
  social('linktree', 'Linktree', {
    hosts: ['linktr.ee'],
    fromUrl: firstSegment('s admin login register discover marketplace blog help'),
    link: (h) => `https://linktr.ee/${enc(h)}`,
  }),
];
