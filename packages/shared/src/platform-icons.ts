import type { AccountIcon } from './handles.js';

/**
 * Every icon the catalogue of platforms uses (catalogue/index.ts): the spec's seven account icons, then
 * one per brand Tabler draws (IconBrandTiktok → 'Tiktok'), and generic ones where it draws none: 'Link'
 * (the custom link), 'Coffee' (Ko-fi), 'News' (Substack), 'PlaystationTriangle' (PlayStation), 'Nintendo'
 * (IconDeviceNintendo), 'Swords' (Riot Games), 'Sword' (Genshin Impact), 'Rocket' (Honkai: Star Rail),
 * 'Crown' (Clash Royale), 'Star' (Brawl Stars), 'Shield' (Mobile Legends), 'Cube' (Roblox), 'Chess'
 * (Chess.com, Lichess), 'CircleDot' (osu!), 'Cards' (Pokemon TCG Pocket); other games keep 'Controller'.
 *
 * The spec's seven are written out rather than spread from `ACCOUNT_ICONS`: importing that value brings
 * handles.ts and Zod (about 30 KB gzipped) into the public profile's first download.
 */
export const PLATFORM_ICON_NAMES = [
  'Facebook',
  'Instagram',
  'Snapchat',
  'Twitter',
  'Linkedin',
  'Youtube',
  'Controller',
  'Tiktok',
  'Threads',
  'Bluesky',
  'Mastodon',
  'Twitch',
  'Kick',
  'Discord',
  'Reddit',
  'Github',
  'Telegram',
  'Spotify',
  'Soundcloud',
  'Pinterest',
  'Tumblr',
  'Whatsapp',
  'Patreon',
  'Coffee',
  'Behance',
  'Dribbble',
  'Medium',
  'News',
  'Vk',
  'Weibo',
  'Line',
  'Vimeo',
  'Letterboxd',
  'Linktree',
  'Link',
  'Steam',
  'Xbox',
  'PlaystationTriangle',
  'Nintendo',
  'Swords',
  'Sword',
  'Rocket',
  'Crown',
  'Star',
  'Shield',
  'Cube',
  'AmongUs',
  'Chess',
  'CircleDot',
  'Cards',
] as const satisfies readonly string[];
export type PlatformIconName = AccountIcon | (typeof PLATFORM_ICON_NAMES)[number];

/** Whether a name (a catalogue entry's `icon`) is one these tables draw. */
export const isPlatformIconName = (name: string): name is PlatformIconName =>
  (PLATFORM_ICON_NAMES as readonly string[]).includes(name);

/**
 * The artwork of the account icons, one source for the web (components/platform-icon.tsx) and the
 * server's link-preview card: the outline paths of Tabler Icons v3 (MIT, tabler.io), drawn on a 24×24
 * view box with a round-capped stroke and no fill.
 */
export const PLATFORM_ICON_PATHS: Record<PlatformIconName, readonly string[]> = {
  Facebook: ['M7 10v4h3v7h4v-7h3l1 -4h-4v-2a1 1 0 0 1 1 -1h3v-4h-3a5 5 0 0 0 -5 5v2h-3'],
  Instagram: [
    'M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10',
    'M8.5 12a3.5 3.5 0 1 0 7 0a3.5 3.5 0 0 0 -7 0',
    'M17 7v.01',
  ],
  Snapchat: [
    'M16.882 7.842a4.882 4.882 0 0 0 -9.764 0c0 4.273 -.213 6.409 -4.118 8.118c2 .882 2 .882 3 3c3 0 4 2 6 2s3 -2 6 -2c1 -2.118 1 -2.118 3 -3c-3.906 -1.709 -4.118 -3.845 -4.118 -8.118m-13.882 8.119c4 -2.118 4 -4.118 1 -7.118m17 7.118c-4 -2.118 -4 -4.118 -1 -7.118',
  ],
  Twitter: ['M4 4l11.733 16h4.267l-11.733 -16l-4.267 0', 'M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772'],
  Linkedin: [
    'M8 11v5',
    'M8 8v.01',
    'M12 16v-5',
    'M16 16v-3a2 2 0 1 0 -4 0',
    'M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4l0 -10',
  ],
  Youtube: [
    'M2 8a4 4 0 0 1 4 -4h12a4 4 0 0 1 4 4v8a4 4 0 0 1 -4 4h-12a4 4 0 0 1 -4 -4v-8',
    'M10 9l5 3l-5 3l0 -6',
  ],
  Controller: [
    'M12 5h3.5a5 5 0 0 1 0 10h-5.5l-4.015 4.227a2.3 2.3 0 0 1 -3.923 -2.035l1.634 -8.173a5 5 0 0 1 4.904 -4.019h3.4',
    'M14 15l4.07 4.284a2.3 2.3 0 0 0 3.925 -2.023l-1.6 -8.232',
    'M8 9v2',
    'M7 10h2',
    'M14 10h2',
  ],
  Tiktok: [
    'M21 7.917v4.034a9.948 9.948 0 0 1 -5 -1.951v4.5a6.5 6.5 0 1 1 -8 -6.326v4.326a2.5 2.5 0 1 0 4 2v-11.5h4.083a6.005 6.005 0 0 0 4.917 4.917',
  ],
  Threads: [
    'M19 7.5c-1.333 -3 -3.667 -4.5 -7 -4.5c-5 0 -8 2.5 -8 9s3.5 9 8 9s7 -3 7 -5s-1 -5 -7 -5c-2.5 0 -3 1.25 -3 2.5c0 1.5 1 2.5 2.5 2.5c2.5 0 3.5 -1.5 3.5 -5s-2 -4 -3 -4s-1.833 .333 -2.5 1',
  ],
  Bluesky: [
    'M6.335 5.144c-1.654 -1.199 -4.335 -2.127 -4.335 .826c0 .59 .35 4.953 .556 5.661c.713 2.463 3.13 2.75 5.444 2.369c-4.045 .665 -4.889 3.208 -2.667 5.41c1.03 1.018 1.913 1.59 2.667 1.59c2 0 3.134 -2.769 3.5 -3.5c.333 -.667 .5 -1.167 .5 -1.5c0 .333 .167 .833 .5 1.5c.366 .731 1.5 3.5 3.5 3.5c.754 0 1.637 -.571 2.667 -1.59c2.222 -2.203 1.378 -4.746 -2.667 -5.41c2.314 .38 4.73 .094 5.444 -2.369c.206 -.708 .556 -5.072 .556 -5.661c0 -2.953 -2.68 -2.025 -4.335 -.826c-2.293 1.662 -4.76 5.048 -5.665 6.856c-.905 -1.808 -3.372 -5.194 -5.665 -6.856',
  ],
  Mastodon: [
    'M18.648 15.254c-1.816 1.763 -6.648 1.626 -6.648 1.626a18.262 18.262 0 0 1 -3.288 -.256c1.127 1.985 4.12 2.81 8.982 2.475c-1.945 2.013 -13.598 5.257 -13.668 -7.636l-.026 -1.154c0 -3.036 .023 -4.115 1.352 -5.633c1.671 -1.91 6.648 -1.666 6.648 -1.666s4.977 -.243 6.648 1.667c1.329 1.518 1.352 2.597 1.352 5.633s-.456 4.074 -1.352 4.944',
    'M12 11.204v-2.926c0 -1.258 -.895 -2.278 -2 -2.278s-2 1.02 -2 2.278v4.722m4 -4.722c0 -1.258 .895 -2.278 2 -2.278s2 1.02 2 2.278v4.722',
  ],
  Twitch: [
    'M4 5v11a1 1 0 0 0 1 1h2v4l4 -4h5.584c.266 0 .52 -.105 .707 -.293l2.415 -2.414c.187 -.188 .293 -.442 .293 -.708v-8.585a1 1 0 0 0 -1 -1h-14a1 1 0 0 0 -1 1l.001 0',
    'M16 8l0 4',
    'M12 8l0 4',
  ],
  Kick: ['M4 4h5v4h3v-2h2v-2h6v4h-2v2h-2v4h2v2h2v4h-6v-2h-2v-2h-3v4h-5l0 -16'],
  Discord: [
    'M8 12a1 1 0 1 0 2 0a1 1 0 0 0 -2 0',
    'M14 12a1 1 0 1 0 2 0a1 1 0 0 0 -2 0',
    'M15.5 17c0 1 1.5 3 2 3c1.5 0 2.833 -1.667 3.5 -3c.667 -1.667 .5 -5.833 -1.5 -11.5c-1.457 -1.015 -3 -1.34 -4.5 -1.5l-.972 1.923a11.913 11.913 0 0 0 -4.053 0l-.975 -1.923c-1.5 .16 -3.043 .485 -4.5 1.5c-2 5.667 -2.167 9.833 -1.5 11.5c.667 1.333 2 3 3.5 3c.5 0 2 -2 2 -3',
    'M7 16.5c3.5 1 6.5 1 10 0',
  ],
  Reddit: [
    'M12 8c2.648 0 5.028 .826 6.675 2.14a2.5 2.5 0 0 1 2.326 4.36c0 3.59 -4.03 6.5 -9 6.5c-4.875 0 -8.845 -2.8 -9 -6.294l-1 -.206a2.5 2.5 0 0 1 2.326 -4.36c1.646 -1.313 4.026 -2.14 6.674 -2.14l.999 0',
    'M12 8l1 -5l6 1',
    'M18 4a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M8.5 13a.5 .5 0 1 0 1 0a.5 .5 0 1 0 -1 0',
    'M14.5 13a.5 .5 0 1 0 1 0a.5 .5 0 1 0 -1 0',
    'M10 17c.667 .333 1.333 .5 2 .5s1.333 -.167 2 -.5',
  ],
  Github: [
    'M9 19c-4.3 1.4 -4.3 -2.5 -6 -3m12 5v-3.5c0 -1 .1 -1.4 -.5 -2c2.8 -.3 5.5 -1.4 5.5 -6a4.6 4.6 0 0 0 -1.3 -3.2a4.2 4.2 0 0 0 -.1 -3.2s-1.1 -.3 -3.5 1.3a12.3 12.3 0 0 0 -6.2 0c-2.4 -1.6 -3.5 -1.3 -3.5 -1.3a4.2 4.2 0 0 0 -.1 3.2a4.6 4.6 0 0 0 -1.3 3.2c0 4.6 2.7 5.7 5.5 6c-.6 .6 -.6 1.2 -.5 2v3.5',
  ],
  Telegram: ['M15 10l-4 4l6 6l4 -16l-18 7l4 2l2 6l3 -4'],
  Spotify: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M8 11.973c2.5 -1.473 5.5 -.973 7.5 .527',
    'M9 15c1.5 -1 4 -1 5 .5',
    'M7 9c2 -1 6 -2 10 .5',
  ],
  Soundcloud: [
    'M17 11h1c1.38 0 3 1.274 3 3c0 1.657 -1.5 3 -3 3l-6 0v-10c3 0 4.5 1.5 5 4',
    'M9 8l0 9',
    'M6 17l0 -7',
    'M3 16l0 -2',
  ],
  Pinterest: [
    'M8 20l4 -9',
    'M10.7 14c.437 1.263 1.43 2 2.55 2c2.071 0 3.75 -1.554 3.75 -4a5 5 0 1 0 -9.7 1.7',
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
  ],
  Tumblr: ['M14 21h4v-4h-4v-6h4v-4h-4v-4h-4v1a3 3 0 0 1 -3 3h-1v4h4v6a4 4 0 0 0 4 4'],
  Whatsapp: [
    'M3 21l1.65 -3.8a9 9 0 1 1 3.4 2.9l-5.05 .9',
    'M9 10a.5 .5 0 0 0 1 0v-1a.5 .5 0 0 0 -1 0v1a5 5 0 0 0 5 5h1a.5 .5 0 0 0 0 -1h-1a.5 .5 0 0 0 0 1',
  ],
  Patreon: [
    'M20 8.408c-.003 -2.299 -1.746 -4.182 -3.79 -4.862c-2.54 -.844 -5.888 -.722 -8.312 .453c-2.939 1.425 -3.862 4.545 -3.896 7.656c-.028 2.559 .22 9.297 3.92 9.345c2.75 .036 3.159 -3.603 4.43 -5.356c.906 -1.247 2.071 -1.599 3.506 -1.963c2.465 -.627 4.146 -2.626 4.142 -5.273',
  ],
  Coffee: [
    'M3 14c.83 .642 2.077 1.017 3.5 1c1.423 .017 2.67 -.358 3.5 -1c.83 -.642 2.077 -1.017 3.5 -1c1.423 -.017 2.67 .358 3.5 1',
    'M8 3a2.4 2.4 0 0 0 -1 2a2.4 2.4 0 0 0 1 2',
    'M12 3a2.4 2.4 0 0 0 -1 2a2.4 2.4 0 0 0 1 2',
    'M3 10h14v5a6 6 0 0 1 -6 6h-2a6 6 0 0 1 -6 -6v-5',
    'M16.746 16.726a3 3 0 1 0 .252 -5.555',
  ],
  Behance: [
    'M3 18v-12h4.5a3 3 0 0 1 0 6a3 3 0 0 1 0 6h-4.5',
    'M3 12l4.5 0',
    'M14 13h7a3.5 3.5 0 0 0 -7 0v2a3.5 3.5 0 0 0 6.64 1',
    'M16 6l3 0',
  ],
  Dribbble: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M9 3.6c5 6 7 10.5 7.5 16.2',
    'M6.4 19c3.5 -3.5 6 -6.5 14.5 -6.4',
    'M3.1 10.75c5 0 9.814 -.38 15.314 -5',
  ],
  Medium: [
    'M4 6a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2l0 -12',
    'M8 9h1l3 3l3 -3h1',
    'M8 15l2 0',
    'M14 15l2 0',
    'M9 9l0 6',
    'M15 9l0 6',
  ],
  News: [
    'M16 6h3a1 1 0 0 1 1 1v11a2 2 0 0 1 -4 0v-13a1 1 0 0 0 -1 -1h-10a1 1 0 0 0 -1 1v12a3 3 0 0 0 3 3h11',
    'M8 8l4 0',
    'M8 12l4 0',
    'M8 16l4 0',
  ],
  Vk: [
    'M14 19h-4a8 8 0 0 1 -8 -8v-5h4v5a4 4 0 0 0 4 4v-9h4v4.5l.03 0a4.531 4.531 0 0 0 3.97 -4.496h4l-.342 1.711a6.858 6.858 0 0 1 -3.658 4.789a5.34 5.34 0 0 1 3.566 4.111l.434 2.389h-4a4.531 4.531 0 0 0 -3.97 -4.496v4.5l-.03 -.008',
  ],
  Weibo: [
    'M19 14.127c0 3.073 -3.502 5.873 -8 5.873c-4.126 0 -8 -2.224 -8 -5.565c0 -1.78 .984 -3.737 2.7 -5.567c2.362 -2.51 5.193 -3.687 6.551 -2.238c.415 .44 .752 1.39 .749 2.062c2 -1.615 4.308 .387 3.5 2.693c1.26 .557 2.5 .538 2.5 2.742',
    'M15 4h1a5 5 0 0 1 5 5v1',
  ],
  Line: [
    'M21 10.663c0 -4.224 -4.041 -7.663 -9 -7.663s-9 3.439 -9 7.663c0 3.783 3.201 6.958 7.527 7.56c1.053 .239 .932 .644 .696 2.133c-.039 .238 -.184 .932 .777 .512c.96 -.42 5.18 -3.201 7.073 -5.48c1.304 -1.504 1.927 -3.029 1.927 -4.715v-.01',
  ],
  Vimeo: [
    'M3 8.5l1 1s1.5 -1.102 2 -.5c.509 .609 1.863 7.65 2.5 9c.556 1.184 1.978 2.89 4 1.5c2 -1.5 7.5 -5.5 8.5 -11.5c.444 -2.661 -1 -4 -2.5 -4c-2 0 -4.047 1.202 -4.5 4c2.05 -1.254 2.551 1 1.5 3c-1.052 2 -2 3 -2.5 3c-.49 0 -.924 -1.165 -1.5 -3.5c-.59 -2.42 -.5 -6.5 -3 -6.5s-5.5 4.5 -5.5 4.5',
  ],
  Letterboxd: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M6 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M10 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M14 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  ],
  Linktree: ['M4 10h16', 'M6.5 4.5l11 11', 'M6.5 15.5l11 -11', 'M12 10v-8', 'M12 15v7'],
  Link: [
    'M9 15l6 -6',
    'M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464',
    'M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463',
  ],
  Steam: [
    'M16.5 5a4.5 4.5 0 1 1 -.653 8.953l-4.347 3.009l0 .038a3 3 0 0 1 -2.824 3l-.176 0a3 3 0 0 1 -2.94 -2.402l-2.56 -1.098v-3.5l3.51 1.755a2.989 2.989 0 0 1 2.834 -.635l2.727 -3.818a4.5 4.5 0 0 1 4.429 -5.302',
    'M15.5 9.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  ],
  Xbox: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M6.5 5c7.72 2.266 10.037 7.597 12.5 12.5',
    'M17.5 5c-7.72 2.266 -10.037 7.597 -12.5 12.5',
  ],
  PlaystationTriangle: [
    'M12 21a9 9 0 0 0 9 -9a9 9 0 0 0 -9 -9a9 9 0 0 0 -9 9a9 9 0 0 0 9 9',
    'M7.5 15h9l-4.5 -8l-4.5 8',
  ],
  Nintendo: [
    'M10 20v-16h-3a4 4 0 0 0 -4 4v8a4 4 0 0 0 4 4h3',
    'M14 20v-16h3a4 4 0 0 1 4 4v8a4 4 0 0 1 -4 4h-3',
    'M16.5 15.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M5.5 8.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  ],
  Swords: [
    'M21 3v5l-11 9l-4 4l-3 -3l4 -4l9 -11l5 0',
    'M5 13l6 6',
    'M14.32 17.32l3.68 3.68l3 -3l-3.365 -3.365',
    'M10 5.5l-2 -2.5h-5v5l3 2.5',
  ],
  Sword: ['M20 4v5l-9 7l-4 4l-3 -3l4 -4l7 -9l5 0', 'M6.5 11.5l6 6'],
  Rocket: [
    'M4 13a8 8 0 0 1 7 7a6 6 0 0 0 3 -5a9 9 0 0 0 6 -8a3 3 0 0 0 -3 -3a9 9 0 0 0 -8 6a6 6 0 0 0 -5 3',
    'M7 14a6 6 0 0 0 -3 6a6 6 0 0 0 6 -3',
    'M14 9a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  ],
  Crown: ['M12 6l4 6l5 -4l-2 10h-14l-2 -10l5 4l4 -6'],
  Star: [
    'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873l-6.158 -3.245',
  ],
  Shield: ['M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1 -8.5 15a12 12 0 0 1 -8.5 -15a12 12 0 0 0 8.5 -3'],
  Cube: [
    'M21 16.008v-8.018a1.98 1.98 0 0 0 -1 -1.717l-7 -4.008a2.016 2.016 0 0 0 -2 0l-7 4.008c-.619 .355 -1 1.01 -1 1.718v8.018c0 .709 .381 1.363 1 1.717l7 4.008a2.016 2.016 0 0 0 2 0l7 -4.008c.619 -.355 1 -1.01 1 -1.718',
    'M12 22v-10',
    'M12 12l8.73 -5.04',
    'M3.27 6.96l8.73 5.04',
  ],
  AmongUs: [
    'M10.646 12.774c-1.939 .396 -4.467 .317 -6.234 -.601c-2.454 -1.263 -1.537 -4.66 1.423 -4.982c2.254 -.224 3.814 -.354 5.65 .214c.835 .256 1.93 .569 1.355 3.281c-.191 1.067 -1.07 1.904 -2.194 2.088',
    'M5.84 7.132c.083 -.564 .214 -1.12 .392 -1.661c.456 -.936 1.095 -2.068 3.985 -2.456a22.464 22.464 0 0 1 2.867 .08c1.776 .14 2.643 1.234 3.287 3.368c.339 1.157 .46 2.342 .629 3.537v11l-12.704 -.019c-.552 -2.386 -.262 -5.894 .204 -8.481',
    'M17 10c.991 .163 2.105 .383 3.069 .67c.255 .13 .52 .275 .534 .505c.264 3.434 .57 7.448 .278 9.825h-3.881',
  ],
  Chess: [
    'M12 3a3 3 0 0 1 3 3c0 1.113 -.6 2.482 -1.5 3l1.5 7h-6l1.5 -7c-.9 -.518 -1.5 -1.887 -1.5 -3a3 3 0 0 1 3 -3',
    'M8 9h8',
    'M6.684 16.772a1 1 0 0 0 -.684 .949v1.279a1 1 0 0 0 1 1h10a1 1 0 0 0 1 -1v-1.28a1 1 0 0 0 -.684 -.948l-2.316 -.772h-6l-2.316 .772',
  ],
  CircleDot: ['M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0', 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0'],
  Cards: [
    'M3.604 7.197l7.138 -3.109a.96 .96 0 0 1 1.27 .527l4.924 11.902a1 1 0 0 1 -.514 1.304l-7.137 3.109a.96 .96 0 0 1 -1.271 -.527l-4.924 -11.903a1 1 0 0 1 .514 -1.304l0 .001',
    'M15 4h1a1 1 0 0 1 1 1v3.5',
    'M20 6c.264 .112 .52 .217 .768 .315a1 1 0 0 1 .53 1.311l-2.298 5.374',
  ],
};

/** Stroke width of the icons, in view-box units. */
export const PLATFORM_ICON_STROKE = 1.7;

/**
 * Brand colours on a light ground: the link-preview card and the embeddable profile card, always light,
 * use these. The web app uses PLATFORM_ICON_SCHEME_COLORS.
 */
export const PLATFORM_ICON_COLORS: Record<PlatformIconName, string> = {
  Facebook: '#1877f2',
  Instagram: '#e1306c',
  Snapchat: '#f7c600',
  Twitter: '#0f1419',
  Linkedin: '#0a66c2',
  Youtube: '#ff0000',
  Controller: '#7950f2',
  Tiktok: '#000000',
  Threads: '#000000',
  Bluesky: '#0085ff',
  Mastodon: '#6364ff',
  Twitch: '#9146ff',
  Kick: '#53fc18',
  Discord: '#5865f2',
  Reddit: '#ff4500',
  Github: '#181717',
  Telegram: '#26a5e4',
  Spotify: '#1db954',
  Soundcloud: '#ff5500',
  Pinterest: '#e60023',
  Tumblr: '#36465d',
  Whatsapp: '#25d366',
  Patreon: '#ff424d',
  Coffee: '#ff5e5b',
  Behance: '#1769ff',
  Dribbble: '#ea4c89',
  Medium: '#000000',
  News: '#ff6719',
  Vk: '#0077ff',
  Weibo: '#e6162d',
  Line: '#06c755',
  Vimeo: '#1ab7ea',
  Letterboxd: '#ff8000',
  Linktree: '#43e660',
  Link: '#228be6',
  Steam: '#1b2838',
  Xbox: '#107c10',
  PlaystationTriangle: '#0070d1',
  Nintendo: '#e60012',
  Swords: '#eb0029',
  Sword: '#c99a2e',
  Rocket: '#8e6fd8',
  Crown: '#f5a623',
  Star: '#ffc700',
  Shield: '#1e88e5',
  Cube: '#000000',
  AmongUs: '#c51111',
  Chess: '#81b64c',
  CircleDot: '#ff66aa',
  Cards: '#ffcb05',
};

/**
 * The web app's icon colours in each colour scheme: the brand colour where it stands out at least 3:1
 * (WCAG non-text contrast) against the app's light surfaces (white, grey 0) and dark ones (#242424 page,
 * #2e2e2e cards and inputs); otherwise a lighter (dark scheme) or deeper (light scheme) tone of it.
 * X is near-black on light and near-white on dark; the game controller takes the app's violet. So are
 * the other black brands (Threads, GitHub, Medium, Roblox's cube); TikTok's dark tone is its cyan, Steam's
 * its light blue, and the custom link's a plain blue.
 */
export const PLATFORM_ICON_SCHEME_COLORS: Record<PlatformIconName, { light: string; dark: string }> = {
  Facebook: { light: '#1877f2', dark: '#4b8ff5' },
  Instagram: { light: '#e1306c', dark: '#f0508a' },
  Snapchat: { light: '#a88700', dark: '#f7c600' },
  Twitter: { light: '#0f1419', dark: '#e7e9ea' },
  Linkedin: { light: '#0a66c2', dark: '#5aa0e6' },
  Youtube: { light: '#ff0000', dark: '#ff4d4d' },
  Controller: { light: '#7048e8', dark: '#b197fc' },
  Tiktok: { light: '#000000', dark: '#25f4ee' },
  Threads: { light: '#000000', dark: '#f5f5f5' },
  Bluesky: { light: '#0085ff', dark: '#3d9eff' },
  Mastodon: { light: '#6364ff', dark: '#8c8dff' },
  Twitch: { light: '#9146ff', dark: '#a970ff' },
  Kick: { light: '#36a410', dark: '#53fc18' },
  Discord: { light: '#5865f2', dark: '#7983f5' },
  Reddit: { light: '#ff4500', dark: '#ff5a1f' },
  Github: { light: '#181717', dark: '#f0f6fc' },
  Telegram: { light: '#2398d2', dark: '#26a5e4' },
  Spotify: { light: '#1aa54b', dark: '#1db954' },
  Soundcloud: { light: '#e64d00', dark: '#ff5500' },
  Pinterest: { light: '#e60023', dark: '#f0374f' },
  Tumblr: { light: '#36465d', dark: '#8796ab' },
  Whatsapp: { light: '#1ca24f', dark: '#25d366' },
  Patreon: { light: '#e63b45', dark: '#ff424d' },
  Coffee: { light: '#e05350', dark: '#ff5e5b' },
  Behance: { light: '#1769ff', dark: '#4587ff' },
  Dribbble: { light: '#d9447e', dark: '#ea4c89' },
  Medium: { light: '#000000', dark: '#f2f2f2' },
  News: { light: '#e35c16', dark: '#ff6719' },
  Vk: { light: '#0077ff', dark: '#3393ff' },
  Weibo: { light: '#e6162d', dark: '#ef4356' },
  Line: { light: '#05a547', dark: '#06c755' },
  Vimeo: { light: '#169ac5', dark: '#1ab7ea' },
  Letterboxd: { light: '#e07100', dark: '#ff8000' },
  Linktree: { light: '#30a344', dark: '#43e660' },
  Link: { light: '#1c7ed6', dark: '#4dabf7' },
  Steam: { light: '#1b2838', dark: '#66c0f4' },
  Xbox: { light: '#107c10', dark: '#3c9a3c' },
  PlaystationTriangle: { light: '#0070d1', dark: '#3d95e3' },
  Nintendo: { light: '#e60012', dark: '#f0414e' },
  Swords: { light: '#eb0029', dark: '#f2425f' },
  Sword: { light: '#a98128', dark: '#c99a2e' },
  Rocket: { light: '#7d5bd0', dark: '#a48ae0' },
  Crown: { light: '#b27818', dark: '#f5a623' },
  Star: { light: '#a68100', dark: '#ffc700' },
  Shield: { light: '#1a79cc', dark: '#4ba0ea' },
  Cube: { light: '#000000', dark: '#f2f2f2' },
  AmongUs: { light: '#c51111', dark: '#dc5a5a' },
  Chess: { light: '#66903c', dark: '#81b64c' },
  CircleDot: { light: '#d9538f', dark: '#ff66aa' },
  Cards: { light: '#a38203', dark: '#ffcb05' },
};
