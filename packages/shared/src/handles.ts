import { z } from 'zod';
import { GAME_ID_FORMATS, isGameField, rawGameId } from './game-ids.js';
import { HANDLE_FIELDS, type HandleField } from './handle-fields.js';
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
  /** Builds the public profile link; undefined for games, which only have an ID to copy. */
  link?: (handle: string) => string;
}

const enc = encodeURIComponent;

/** The first path segment, unless it is one of the platform's own pages rather than a profile. */
const firstSegment =
  (notProfiles: readonly string[]) =>
  (segments: string[]): string | null =>
    segments[0] && !notProfiles.includes(segments[0].toLowerCase()) ? segments[0] : null;

export const PLATFORMS: Record<HandleField, Platform> = {
  facebook: {
    field: 'facebook',
    name: 'Facebook',
    icon: 'Facebook',
    label: 'Facebook',
    placeholder: 'Facebook username',
    example: 'ex. john.doe',
    hosts: ['facebook.com', 'fb.com'],
    fromUrl: (segments, query) =>
      segments[0]?.toLowerCase() === 'profile.php'
        ? (/^\d+$/.exec(query.get('id') ?? '')?.[0] ?? null)
        : firstSegment(['groups', 'pages', 'events', 'watch', 'share', 'sharer.php', 'login', 'people'])(
            segments,
          ),
    link: (h) => `https://www.facebook.com/${enc(h)}`,
  },
  instagram: {
    field: 'instagram',
    name: 'Instagram',
    icon: 'Instagram',
    label: 'Instagram',
    placeholder: 'Instagram username',
    example: 'ex. john_doe',
    hosts: ['instagram.com', 'instagr.am'],
    fromUrl: firstSegment(['p', 'reel', 'reels', 'stories', 'explore', 'accounts', 'tv', 'direct']),
    link: (h) => `https://www.instagram.com/${enc(h)}`,
  },
  snapchat: {
    field: 'snapchat',
    name: 'Snapchat',
    icon: 'Snapchat',
    label: 'Snapchat',
    placeholder: 'Snapchat username',
    example: 'ex. johndoe23',
    hosts: ['snapchat.com'],
    fromUrl: (segments) =>
      segments[0]?.toLowerCase() === 'add'
        ? segments[1]
        : firstSegment(['discover', 'spotlight', 'lens', 'unlock', 't', 'download'])(segments),
    link: (h) => `https://www.snapchat.com/add/${enc(h)}`,
  },
  twitter: {
    field: 'twitter',
    name: 'Twitter',
    icon: 'Twitter',
    label: 'Twitter / X',
    placeholder: 'Twitter / X username',
    example: 'ex. johndoe',
    hosts: ['twitter.com', 'x.com'],
    fromUrl: firstSegment(['i', 'home', 'intent', 'share', 'search', 'hashtag', 'explore', 'settings']),
    link: (h) => `https://x.com/${enc(h)}`,
  },
  linkedin: {
    field: 'linkedin',
    name: 'Linkedin',
    icon: 'Linkedin',
    label: 'Linkedin',
    placeholder: 'Linkedin profile id',
    example: 'ex. john-doe-1a2b3c',
    hosts: ['linkedin.com'],
    fromUrl: (segments) => (segments[0]?.toLowerCase() === 'in' ? segments[1] : null),
    link: (h) => `https://www.linkedin.com/in/${enc(h)}`,
  },
  youtube: {
    field: 'youtube',
    name: 'Youtube',
    icon: 'Youtube',
    label: 'Youtube channel name',
    placeholder: 'Youtube channel name',
    example: 'ex. johndoegaming',
    hosts: ['youtube.com'],
    fromUrl: (segments) => {
      const first = segments[0]?.toLowerCase();
      if (first === 'c' || first === 'user') return segments[1];
      return firstSegment(['channel', 'watch', 'shorts', 'playlist', 'results', 'feed', 'live'])(segments);
    },
    link: (h) => `https://www.youtube.com/@${enc(h)}`,
  },
  cod: {
    field: 'cod',
    name: 'Call of Duty',
    icon: 'Controller',
    label: 'Call of Duty',
    placeholder: 'Activision ID',
    example: 'ex. JohnDoe#1234567',
    hosts: [],
  },
  coc: {
    field: 'coc',
    name: 'Clash of Clans',
    icon: 'Controller',
    label: 'Clash of Clans',
    placeholder: 'Player tag',
    example: 'ex. #2PP0JCGQ',
    hosts: ['link.clashofclans.com'],
    fromUrl: (_segments, query) => query.get('tag'),
    link: (h) => `https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=${enc(h.replace(/^#/, ''))}`,
  },
  pokemongo: {
    field: 'pokemongo',
    name: 'Pokemon GO',
    icon: 'Controller',
    label: 'Pokemon GO',
    placeholder: 'Trainer code',
    example: 'ex. 1234 5678 9012',
    hosts: [],
  },
  pubg: {
    field: 'pubg',
    name: 'PUBG',
    icon: 'Controller',
    label: 'PUBG',
    placeholder: 'PUBG Mobile character ID',
    example: 'ex. 5123456789',
    hosts: [],
  },
  fortnite: {
    field: 'fortnite',
    name: 'Fortnite',
    icon: 'Controller',
    label: 'Fortnite',
    placeholder: 'Epic Games display name',
    example: 'ex. JohnDoe',
    hosts: [],
  },
  minecraft: {
    field: 'minecraft',
    name: 'Minecraft',
    icon: 'Controller',
    label: 'Minecraft',
    placeholder: 'Minecraft Java username',
    example: 'ex. John_Doe',
    hosts: [],
  },
  freefire: {
    field: 'freefire',
    name: 'Free Fire',
    icon: 'Controller',
    label: 'Free Fire',
    placeholder: 'Free Fire player ID',
    example: 'ex. 123456789',
    hosts: [],
  },
};

export const handleMessages = {
  invalid: (field: HandleField) => pastedValueMessages.invalid(PLATFORMS[field].name),
  tooLong: (field: HandleField) => pastedValueMessages.tooLong(PLATFORMS[field].name),
};

type NormaliseResult = { ok: true; handle: string } | { ok: false; error: string };

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

/** One handle as sent by the Add Account form, normalised on the way in (errors name the platform). */
const handleInput = (field: HandleField) =>
  z
    .string({ error: handleMessages.invalid(field) })
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
