import { z } from 'zod';
import {
  afterOrFirstSegment,
  afterSegment,
  firstKind,
  firstSegment,
  kindAt,
  type NotProfileRule,
} from './catalogue/url-segments.js';
import { GAME_ID_FORMATS, type GameField, isGameField, rawGameId } from './game-ids.js';
import { HANDLE_FIELDS, type HandleField } from './handle-fields.js';
import { LINK_URL_MAX, sentTextMax } from './limits.js';
import { MESSAGES } from './messages.js';
import { normalisePastedValue, pastedValueMessages } from './pasted-value.js';

export { HANDLE_FIELDS, type HandleField };

const handleField = z.enum(HANDLE_FIELDS);

/** Whether a stored fieldname is one of the 13 platforms (rows of another name are never shown). */
export const isHandleField = (value: string): value is HandleField =>
  (HANDLE_FIELDS as readonly string[]).includes(value);

export const ACCOUNT_ICONS = [
  'Facebook',
  'Instagram',
  'Snapchat',
  'Twitter',
  'Linkedin',
  'Youtube',
  'Controller',
] as const;
export type AccountIcon = (typeof ACCOUNT_ICONS)[number];

export interface Platform {
  field: HandleField;
  /** Display name shown beside the handle and in error messages. */
  name: string;
  icon: AccountIcon;
  label: string;
  placeholder: string;
  example: string;
  /** Hosts (and their subdomains) whose pasted profile URLs are reduced to the handle. */
  hosts: readonly string[];
  /** The handle inside a pasted URL of the platform (path segments, decoded); null when there is none. */
  fromUrl?: (segments: string[], query: URLSearchParams) => string | null | undefined;
  /** What a pasted address of `hosts` is when it is not a profile (a post, a video): never cut to a handle. */
  notProfile?: NotProfileRule;
  /** Builds the public profile link; undefined for games, which only have an ID to copy. */
  link?: (handle: string) => string;
}

const enc = encodeURIComponent;

/** One of the spec's social networks: its icon bears its name, and so does its label unless it has its own. */
const social = (
  field: HandleField,
  name: AccountIcon,
  entry: Omit<Platform, 'field' | 'name' | 'icon' | 'label'> & { label?: string },
): Platform => ({ field, name, icon: name, label: name, ...entry });

type GameEntry = Pick<Platform, 'name' | 'placeholder' | 'example'> &
  Partial<Pick<Platform, 'hosts' | 'fromUrl' | 'link'>>;
/**
 * One of the spec's games: a controller for its icon, its name for its label, and no address of its own
 * unless it has one.
 */
const game = (field: GameField, { name, placeholder, example, ...address }: GameEntry): Platform => ({
  field,
  name,
  icon: 'Controller',
  label: name,
  placeholder,
  example,
  hosts: [],
  ...address,
});

export const PLATFORMS: Record<HandleField, Platform> = {
  facebook: social('facebook', 'Facebook', {
    placeholder: 'Facebook username',
    example: 'ex. john.doe',
    hosts: ['facebook.com', 'fb.com'],
    notProfile: firstKind(
      kindAt(0, { watch: 'video', reel: 'reel', groups: 'group', events: 'event' }),
      kindAt(1, { posts: 'post' }),
    ),
    fromUrl: (segments, query) =>
      segments[0]?.toLowerCase() === 'profile.php'
        ? (/^\d+$/.exec(query.get('id') ?? '')?.[0] ?? null)
        : firstSegment('groups pages events watch share sharer.php login people')(segments),
    link: (h) => `https://www.facebook.com/${enc(h)}`,
  }),
  instagram: social('instagram', 'Instagram', {
    placeholder: 'Instagram username',
    example: 'ex. john_doe',
    hosts: ['instagram.com', 'instagr.am'],
    notProfile: firstKind(
      kindAt(0, { p: 'post', reel: 'reel', reels: 'reel', tv: 'video', stories: 'story' }),
      kindAt(1, { p: 'post', reel: 'reel' }),
    ),
    fromUrl: firstSegment('p reel reels stories explore accounts tv direct'),
    link: (h) => `https://www.instagram.com/${enc(h)}`,
  }),
  snapchat: social('snapchat', 'Snapchat', {
    placeholder: 'Snapchat username',
    example: 'ex. johndoe23',
    hosts: ['snapchat.com'],
    fromUrl: afterOrFirstSegment('add', 'discover spotlight lens unlock t download'),
    link: (h) => `https://www.snapchat.com/add/${enc(h)}`,
  }),
  twitter: social('twitter', 'Twitter', {
    label: 'Twitter / X',
    placeholder: 'Twitter / X username',
    example: 'ex. johndoe',
    hosts: ['twitter.com', 'x.com'],
    // x.com/{name}/status/{id}, and x.com/i/web/status/{id} as apps share it.
    notProfile: firstKind(kindAt(1, { status: 'post' }), kindAt(2, { status: 'post' })),
    fromUrl: firstSegment('i home intent share search hashtag explore settings'),
    link: (h) => `https://x.com/${enc(h)}`,
  }),
  linkedin: social('linkedin', 'Linkedin', {
    placeholder: 'Linkedin profile id',
    example: 'ex. john-doe-1a2b3c',
    hosts: ['linkedin.com'],
    notProfile: kindAt(0, { posts: 'post', feed: 'post', pulse: 'article', company: 'company page' }),
    fromUrl: afterSegment('in'),
    link: (h) => `https://www.linkedin.com/in/${enc(h)}`,
  }),
  youtube: social('youtube', 'Youtube', {
    label: 'Youtube channel name',
    placeholder: 'Youtube channel name',
    example: 'ex. johndoegaming',
    hosts: ['youtube.com', 'youtu.be'],
    // youtu.be/{id} is always a video.
    notProfile: (segments, host) =>
      host === 'youtu.be'
        ? 'video'
        : kindAt(0, {
            watch: 'video',
            shorts: 'Short',
            playlist: 'playlist',
            clip: 'clip',
            live: 'live stream',
            embed: 'video',
          })(segments, host),
    fromUrl: afterOrFirstSegment('c user', 'channel watch shorts playlist results feed live'),
    link: (h) => `https://www.youtube.com/@${enc(h)}`,
  }),
  cod: game('cod', { name: 'Call of Duty', placeholder: 'Activision ID', example: 'ex. JohnDoe#1234567' }),
  coc: game('coc', {
    name: 'Clash of Clans',
    placeholder: 'Player tag',
    example: 'ex. #2PP0JCGQ',
    hosts: ['link.clashofclans.com'],
    fromUrl: (_segments, query) => query.get('tag'),
    link: (h) => `https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=${enc(h.replace(/^#/, ''))}`,
  }),
  pokemongo: game('pokemongo', {
    name: 'Pokemon GO',
    placeholder: 'Trainer code',
    example: 'ex. 1234 5678 9012',
  }),
  pubg: game('pubg', { name: 'PUBG', placeholder: 'PUBG Mobile character ID', example: 'ex. 5123456789' }),
  fortnite: game('fortnite', {
    name: 'Fortnite',
    placeholder: 'Epic Games display name',
    example: 'ex. JohnDoe',
  }),
  minecraft: game('minecraft', {
    name: 'Minecraft',
    placeholder: 'Minecraft Java username',
    example: 'ex. John_Doe',
  }),
  freefire: game('freefire', {
    name: 'Free Fire',
    placeholder: 'Free Fire player ID',
    example: 'ex. 123456789',
  }),
};

export const handleMessages = {
  invalid: (field: HandleField) => pastedValueMessages.invalid(PLATFORMS[field].name),
  tooLong: (field: HandleField) => pastedValueMessages.tooLong(PLATFORMS[field].name),
};

type NormaliseResult = { ok: true; handle: string } | { ok: false; error: string; asLink?: string };

/**
 * Normalises what a person typed or pasted for one of the spec's platforms by the one rule of every
 * platform (pasted-value.ts; docs/decisions/004 and 008): a pasted profile URL of that platform reduced to
 * the handle, a leading `@` dropped, URL syntax refused, and a game ID checked by its game's format
 * (game-ids.ts). An empty result means "remove the handle".
 */
export function normaliseHandle(field: HandleField, raw: string): NormaliseResult {
  const platform = PLATFORMS[field];
  const result = normalisePastedValue(
    isGameField(field) ? { ...platform, format: GAME_ID_FORMATS[field] } : platform,
    raw,
    { dropAtBeforeFormat: true },
  );
  return result.ok ? { ok: true, handle: result.value } : result;
}

/** The link a visitor may follow for a handle; built only by us, never taken from user input. */
function handleLink(field: HandleField, handle: string): string | undefined {
  const link = PLATFORMS[field].link;
  return link && handle ? link(handle) : undefined;
}

export const socialAccount = z.object({
  accountName: z.string(),
  accountUsername: z.string(),
  accountIcon: z.enum(ACCOUNT_ICONS),
  accountLink: z.string().optional(),
  fieldname: handleField,
});
export type SocialAccount = z.infer<typeof socialAccount>;

/** Builds the entries the spec shows from stored handles, in platform order, blanks left out. */
export function toSocialAccounts(handles: Partial<Record<HandleField, string>>): SocialAccount[] {
  return HANDLE_FIELDS.flatMap((field) => {
    const stored = handles[field];
    if (!stored) return [];
    // A game ID reads in its normalised form; one saved before formats were checked reads as it was.
    const handle = isGameField(field) ? rawGameId(field, stored) : stored;
    const platform = PLATFORMS[field];
    const link = handleLink(field, handle);
    return [
      {
        accountName: platform.name,
        accountUsername: handle,
        accountIcon: platform.icon,
        ...(link ? { accountLink: link } : {}),
        fieldname: field,
      },
    ];
  });
}

/**
 * One handle as sent by the Add Account form, normalised on the way in (errors name the platform). It is
 * capped as the item API caps a value of the same platform, before anything reads it.
 */
const handleInput = (field: HandleField) =>
  z
    .string({ error: handleMessages.invalid(field) })
    .max(sentTextMax(LINK_URL_MAX), MESSAGES.invalidRequest)
    .transform((raw, ctx) => {
      const result = normaliseHandle(field, raw);
      if (result.ok) return result.handle;
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    })
    .optional();

/** `POST /api/social/updatesocialaccount`: all 13 fields at once; a missing or blank field removes that handle. */
export const updateSocialAccountsInput = z.strictObject(
  Object.fromEntries(HANDLE_FIELDS.map((f) => [f, handleInput(f)])) as Record<
    HandleField,
    ReturnType<typeof handleInput>
  >,
  { error: MESSAGES.invalidRequest },
);
export type UpdateSocialAccountsInput = z.input<typeof updateSocialAccountsInput>;
export type SocialAccountsUpdate = z.output<typeof updateSocialAccountsInput>;

export const socialAccountsResponse = z.object({
  userAccount: z.object({ accounts: z.array(socialAccount) }),
  msg: z.string().optional(),
});
