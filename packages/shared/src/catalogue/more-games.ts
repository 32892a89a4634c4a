/**
 * Games and game networks beyond the spec's 7. Every one has a format (what people paste → the stored
 * form, and whether it is well-formed) and an action (where in the game the copied value goes); the
 * sources of each format, or the words "not documented by the publisher", are in docs/GAME-IDS.md.
 * None has an `open` link or a `scan` code: no publisher here documents one that works from a phone.
 */
import { GAME_ID_FORMATS, withoutSpaceAroundHash } from '../game-ids.js';
import type { CataloguePlatform, ValueFormat } from './types.js';
import { afterSegment } from './url-segments.js';

const enc = encodeURIComponent;
const length = (text: string) => [...text].length;

/** Spaces and every kind of dash or dot people type between groups of digits. */
const SEPARATORS = /[\s\-‐‑‒–—―.]/g;
/** "UID: 123", "ID 123", "Friend ID: 123": the label some people paste with the number. */
const ID_LABEL = /^(?:friend\s*(?:id|code)|uid|id)\s*[:#]?\s*/i;
const digitsOnly = (value: string) => value.replace(ID_LABEL, '').replace(SEPARATORS, '');

/** A name of letters (any script) with their marks and digits, words separated by single spaces. */
const WORDS = /^[\p{L}\p{M}\p{Nd}]+(?: [\p{L}\p{M}\p{Nd}]+)*$/u;
/** "John  Doe # 1234" → "John Doe#1234": one space inside a name, none around the `#`. */
const nameAndTag = (value: string) => withoutSpaceAroundHash(value.replace(/\s+/g, ' '));

/**
 * A Supercell player tag (Clash Royale, Brawl Stars): `#` and 3 to 12 characters of the alphabet
 * `0289PYLQGRJCUV`, as for Clash of Clans (docs/GAME-IDS.md); the letter O never appears, so an O is a zero.
 */
const SUPERCELL_TAG = /^#[0289PYLQGRJCUV]{3,12}$/;
const supercellTag = (game: string): ValueFormat => ({
  hint: '# and the tag under your name in the game',
  message: `A ${game} player tag is # and 3 to 12 of the characters 0289PYLQGRJCUV, like #2PP0JCGQ`,
  normalise: (value) => {
    const tag = value.replace(/\s+/g, '').replace(/^#+/, '').toUpperCase().replace(/O/g, '0');
    return tag && `#${tag}`;
  },
  valid: (value) => SUPERCELL_TAG.test(value),
});

/**
 * Steam's numbers (developer.valvesoftware.com/wiki/SteamID): an individual account's 64-bit SteamID is
 * this base plus its 32-bit account ID. That the friend code Steam (and Dota 2) shows is that account ID
 * is community knowledge, not Valve's documentation (docs/GAME-IDS.md).
 */
const STEAM_ID64_BASE = BigInt('76561197960265728');
const STEAM_ID64 = /^7656119\d{10}$/;
const ACCOUNT_ID_MAX = 4294967295;
/** Steam's quick-invite code (s.team/p/{code}): the account ID in hexadecimal, written with 16 letters. */
const INVITE_LETTERS = 'bcdfghjkmnpqrtvw';
const INVITE_CODE = /^[bcdfghjkmnpqrtvw]{1,4}(?:-?[bcdfghjkmnpqrtvw]{1,4})?$/i;

/** A Steam friend code (account ID) from what people paste: the digits, a SteamID64, `[U:1:n]`, an invite code. */
function steamFriendCode(value: string): string {
  const text = value.replace(ID_LABEL, '');
  const steam3 = /^\[?U:1:(\d+)\]?$/i.exec(text);
  if (steam3) return steam3[1]!.replace(/^0+(?=\d)/, '');
  if (INVITE_CODE.test(text)) {
    const hex = [...text.toLowerCase().replace('-', '')].map((c) => INVITE_LETTERS.indexOf(c).toString(16));
    return String(Number.parseInt(hex.join(''), 16));
  }
  const digits = text.replace(SEPARATORS, '');
  if (STEAM_ID64.test(digits)) return String(BigInt(digits) - STEAM_ID64_BASE);
  return /^\d+$/.test(digits) ? digits.replace(/^0+(?=\d)/, '') : digits;
}

const isAccountId = (value: string) =>
  /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= ACCOUNT_ID_MAX;

/** The Steam Community profile of an account ID (its SteamID64), on steamcommunity.com. */
const accountProfile = (value: string) =>
  isAccountId(value) ? `https://steamcommunity.com/profiles/${STEAM_ID64_BASE + BigInt(value)}` : null;

/** Pasted Steam addresses that hold an account: /profiles/{SteamID64}, s.team/p/{invite}, /user/{invite}. */
const steamAccountFromUrl = afterSegment('profiles', 'p', 'user');

const friendCode = (game: string, name: string): ValueFormat => ({
  hint: 'Only digits, from Add a Friend',
  message: `A ${game} ${name} has only digits, up to 10 of them, like 123456789`,
  normalise: steamFriendCode,
  valid: isAccountId,
});

/** A Steam account, as Steam's friend code and Dota 2's friend ID both name one: read and linked alike. */
const steamAccount = (game: string, name: string) =>
  ({
    hosts: ['steamcommunity.com', 's.team'],
    fromUrl: steamAccountFromUrl,
    link: accountProfile,
    format: friendCode(game, name),
  }) satisfies Partial<CataloguePlatform>;

/** UIDs of HoYoverse games: 9 or 10 digits, the first one or two naming the server. */
const hoyoverseUid = (game: string): ValueFormat => ({
  hint: 'UID: 9 or 10 digits, shown in a corner of the game',
  message: `A ${game} UID has 9 or 10 digits and does not start with 0, like 812345678`,
  normalise: digitsOnly,
  valid: (value) => /^[1-9]\d{8,9}$/.test(value),
});

/**
 * Labels people paste around a Mobile Legends ID: "ID: 123 Server: 4567", "User ID 123 Zone ID 4567". The
 * spaces before a label are matched only from where they start, so a long run of spaces is read once.
 */
const MLBB_LABELS = /(?:user|zone|server)?(?:(?<!\s)\s+)?(?:id|server|zone)\s*[:#]?/gi;

export const MORE_GAMES: readonly CataloguePlatform[] = [
  {
    key: 'steam',
    name: 'Steam',
    kind: 'game',
    icon: 'Steam',
    valueName: 'Steam profile (custom URL or SteamID64)',
    example: 'johndoe',
    hosts: ['steamcommunity.com'],
    fromUrl: afterSegment('id', 'profiles'),
    link: (value) => {
      if (STEAM_ID64.test(value)) return `https://steamcommunity.com/profiles/${value}`;
      return /^[A-Za-z0-9_-]{2,32}$/.test(value) ? `https://steamcommunity.com/id/${enc(value)}` : null;
    },
    format: {
      hint: 'The name in your profile address (steamcommunity.com/id/…), or your SteamID64',
      message:
        'A Steam profile is your custom URL name (2 to 32 letters, digits, - or _) or your 17-digit SteamID64, like 76561197960287930',
      // Trailing slashes, matched from the first of them only: a run of slashes is read once.
      normalise: (value) => value.replace(/(?<!\/)\/+$/, ''),
      valid: (value) =>
        STEAM_ID64.test(value) || (/^[A-Za-z0-9_-]{2,32}$/.test(value) && !/^\d+$/.test(value)),
    },
    action: { hint: 'Open the Steam profile, then choose Add Friend.' },
  },
  {
    key: 'steamfriend',
    name: 'Steam friend code',
    kind: 'game',
    icon: 'Steam',
    valueName: 'Steam friend code',
    example: '123456789',
    ...steamAccount('Steam', 'friend code'),
    action: { hint: 'In Steam, open Friends, then Add a Friend, and enter this friend code.' },
  },
  {
    key: 'dota2',
    name: 'Dota 2',
    kind: 'game',
    icon: 'Steam',
    valueName: 'Dota 2 friend ID',
    example: '123456789',
    aliases: ['Dota'],
    ...steamAccount('Dota 2', 'friend ID'),
    action: { hint: 'In Dota 2, open Friends, choose Add Friend, and enter this friend ID.' },
  },
  {
    key: 'xbox',
    name: 'Xbox',
    kind: 'game',
    icon: 'Xbox',
    valueName: 'Gamertag',
    example: 'JohnDoe#1234',
    aliases: ['Xbox Live', 'Minecraft Bedrock', 'Microsoft'],
    format: {
      hint: 'Your gamertag, with its # number if it has one',
      message:
        'An Xbox gamertag has up to 12 letters, digits or single spaces (15 for older ones), starts with a letter, and may end in # and digits, like JohnDoe#1234',
      normalise: (value) => nameAndTag(value.replace(/^@+/, '')),
      valid: (value) => {
        const match = /^([^#]+)(?:#(\d{1,5}))?$/.exec(value);
        if (!match) return false;
        const [, name = '', suffix] = match;
        if (!/^\p{L}/u.test(name) || !WORDS.test(name)) return false;
        // A suffix comes with the new gamertags of up to 12 characters, and the two together fit in 15.
        return suffix ? length(name) <= 12 && length(name) + suffix.length <= 15 : length(name) <= 15;
      },
    },
    action: {
      hint: 'On Xbox or in the Xbox app, choose Find someone and search for the whole gamertag with its # number.',
    },
  },
  {
    key: 'psn',
    name: 'PlayStation',
    kind: 'game',
    icon: 'PlaystationTriangle',
    valueName: 'PlayStation Online ID',
    example: 'John_Doe',
    aliases: ['PSN', 'PlayStation Network', 'PS5', 'PS4'],
    format: {
      hint: 'Online ID: 3 to 16 letters, digits, - or _',
      message:
        'A PlayStation Online ID has 3 to 16 letters, digits, - or _, and starts with a letter, like John_Doe',
      normalise: (value) => value.replace(/^@+/, ''),
      valid: (value) => /^[A-Za-z][A-Za-z0-9_-]{2,15}$/.test(value),
    },
    action: {
      hint: 'On the console or in the PlayStation App, search for this Online ID and send a friend request.',
    },
  },
  {
    key: 'nintendo',
    name: 'Nintendo Switch',
    kind: 'game',
    icon: 'Nintendo',
    valueName: 'Nintendo Switch friend code',
    example: 'SW-1234-5678-9012',
    aliases: ['Switch', 'Switch 2', 'Nintendo'],
    format: {
      hint: 'SW- and 12 digits, from your user page',
      message: 'A Nintendo Switch friend code is SW and 12 digits, like SW-1234-5678-9012',
      // "sw 1234 5678 9012", "123456789012", "SW-1234-5678-9012" → "SW-1234-5678-9012"
      normalise: (value) => {
        const digits = value
          .replace(/^SW\s*[-‐‑‒–—―:]?\s*/i, '')
          .replace(ID_LABEL, '')
          .replace(SEPARATORS, '');
        return /^\d{12}$/.test(digits) ? `SW-${digits.replace(/(\d{4})(?=\d)/g, '$1-')}` : value;
      },
      valid: (value) => /^SW-\d{4}-\d{4}-\d{4}$/.test(value),
    },
    action: {
      hint: 'On the Switch, open your user page, then Add Friend, then Search with Friend Code, and enter the 12 digits.',
    },
  },
  {
    key: 'riot',
    name: 'Riot Games',
    kind: 'game',
    icon: 'Swords',
    valueName: 'Riot ID',
    example: 'JohnDoe#EUW',
    aliases: [
      'Valorant',
      'League of Legends',
      'LoL',
      'Teamfight Tactics',
      'TFT',
      'Wild Rift',
      'Legends of Runeterra',
      'Riot ID',
    ],
    format: {
      hint: 'Your game name, then # and your tagline',
      message:
        'A Riot ID is your game name (3 to 16 letters or digits), then # and a tagline of 3 to 5 letters or digits, like JohnDoe#EUW',
      normalise: (value) => nameAndTag(value.replace(/^@+/, '')),
      valid: (value) => {
        const match = /^([^#]+)#([\p{L}\p{Nd}]{3,5})$/u.exec(value);
        return match !== null && WORDS.test(match[1]!) && length(match[1]!) >= 3 && length(match[1]!) <= 16;
      },
    },
    action: {
      hint: 'In the Riot Client or the game, choose Add Friend and enter the whole Riot ID with its # tagline.',
    },
  },
  {
    key: 'epic',
    name: 'Epic Games',
    kind: 'game',
    icon: 'Controller',
    valueName: 'Epic Games display name',
    example: 'JohnDoe',
    aliases: ['Rocket League', 'Fall Guys', 'Epic Games Store'],
    format: {
      ...GAME_ID_FORMATS.fortnite,
      normalise: (value) => GAME_ID_FORMATS.fortnite.normalise(value.replace(/^@+/, '')),
    },
    action: {
      hint: 'In the Epic Games Launcher or the game, choose Add Friend and search for this display name exactly.',
    },
  },
  {
    key: 'battlenet',
    name: 'Battle.net',
    kind: 'game',
    icon: 'Controller',
    valueName: 'BattleTag',
    example: 'JohnDoe#1234',
    aliases: [
      'BattleTag',
      'Blizzard',
      'Overwatch',
      'Hearthstone',
      'Diablo',
      'World of Warcraft',
      'WoW',
      'StarCraft',
    ],
    format: {
      hint: 'Your BattleTag with its # number',
      message:
        'A BattleTag is a name of 3 to 12 letters or digits that starts with a letter, then # and its number, like JohnDoe#1234',
      normalise: (value) => withoutSpaceAroundHash(value.replace(/^@+/, '')),
      valid: (value) => {
        const match = /^(\p{L}[\p{L}\p{M}\p{Nd}]*)#(\d{4,6})$/u.exec(value);
        return match !== null && length(match[1]!) >= 3 && length(match[1]!) <= 12;
      },
    },
    action: {
      hint: 'In the Battle.net app, choose Add a Friend and enter the whole BattleTag with its # number.',
    },
  },
  {
    key: 'ea',
    name: 'EA',
    kind: 'game',
    icon: 'Controller',
    valueName: 'EA ID',
    example: 'JohnDoe',
    aliases: ['EA app', 'Origin', 'Apex Legends', 'EA Sports FC', 'FC', 'FIFA', 'Battlefield', 'The Sims'],
    format: {
      hint: 'EA ID: 3 to 16 letters, digits, -, _ or .',
      message: 'An EA ID has 3 to 16 letters, digits, -, _ or ., and no spaces, like JohnDoe',
      normalise: (value) => value.replace(/^@+/, ''),
      valid: (value) => /^[A-Za-z0-9_.-]{3,16}$/.test(value),
    },
    action: {
      hint: 'In the EA app or the game, open Friends, choose Add friend, and search for this EA ID.',
    },
  },
  {
    key: 'ubisoft',
    name: 'Ubisoft Connect',
    kind: 'game',
    icon: 'Controller',
    valueName: 'Ubisoft username',
    example: 'John_Doe',
    aliases: [
      'Ubisoft',
      'Uplay',
      'Rainbow Six',
      'Rainbow Six Siege',
      'R6',
      "Assassin's Creed",
      'The Division',
    ],
    format: {
      hint: 'Username: 3 to 15 letters, digits, _, - or .',
      message:
        'A Ubisoft username has 3 to 15 letters, digits, _, - or ., and starts with a letter, like John_Doe',
      normalise: (value) => value.replace(/^@+/, ''),
      valid: (value) => /^[A-Za-z][A-Za-z0-9_.-]{2,14}$/.test(value),
    },
    action: { hint: 'In Ubisoft Connect, open Friends, choose Add friend, and search for this username.' },
  },
  {
    key: 'roblox',
    name: 'Roblox',
    kind: 'game',
    icon: 'Cube',
    valueName: 'Roblox username',
    example: 'John_Doe1',
    format: {
      hint: 'Username (not display name): 3 to 20 letters, digits and one _',
      message: 'A Roblox username has 3 to 20 letters or digits and at most one _, not at the start or end',
      normalise: (value) => value.replace(/^@+/, ''),
      valid: (value) => /^[A-Za-z0-9](?:[A-Za-z0-9]|_(?!.*_)){1,18}[A-Za-z0-9]$/.test(value),
    },
    action: {
      hint: 'In Roblox, search for this username under People, open the profile, and choose Add Friend.',
    },
  },
  {
    key: 'genshin',
    name: 'Genshin Impact',
    kind: 'game',
    icon: 'Sword',
    valueName: 'Genshin Impact UID',
    example: '812345678',
    aliases: ['Genshin', 'HoYoverse'],
    format: hoyoverseUid('Genshin Impact'),
    action: {
      hint: 'In Genshin Impact, open the Paimon menu, then Friends, then Add Friend, and search for this UID.',
    },
  },
  {
    key: 'starrail',
    name: 'Honkai: Star Rail',
    kind: 'game',
    icon: 'Rocket',
    valueName: 'Honkai: Star Rail UID',
    example: '812345678',
    aliases: ['HSR', 'Star Rail', 'Honkai Star Rail', 'HoYoverse'],
    format: hoyoverseUid('Honkai: Star Rail'),
    action: {
      hint: 'In Honkai: Star Rail, open the phone menu, then Friends, then Add Friend, and search for this UID.',
    },
  },
  {
    key: 'clashroyale',
    name: 'Clash Royale',
    kind: 'game',
    icon: 'Crown',
    valueName: 'Player tag',
    example: '#2PP0JCGQ',
    aliases: ['CR', 'Supercell'],
    format: supercellTag('Clash Royale'),
    action: {
      hint: 'The tag names your profile; in Clash Royale you add friends with an invite link or through Supercell ID.',
    },
  },
  {
    key: 'brawlstars',
    name: 'Brawl Stars',
    kind: 'game',
    icon: 'Star',
    valueName: 'Player tag',
    example: '#2PP0JCGQ',
    aliases: ['BS', 'Supercell'],
    format: supercellTag('Brawl Stars'),
    action: {
      hint: 'The tag names your profile; in Brawl Stars you add friends with an invite link or through Supercell ID.',
    },
  },
  {
    key: 'mlbb',
    name: 'Mobile Legends: Bang Bang',
    kind: 'game',
    icon: 'Shield',
    valueName: 'User ID and zone ID',
    example: '12345678 (1234)',
    aliases: ['MLBB', 'Mobile Legends', 'ML'],
    format: {
      hint: 'Your user ID, then your zone ID in brackets',
      message: 'A Mobile Legends ID is your user ID and, in brackets, your zone ID, like 12345678 (1234)',
      // "12345678(1234)", "12345678 1234", "ID: 12345678 Server: 1234" → "12345678 (1234)"
      normalise: (value) => {
        const text = value.replace(MLBB_LABELS, ' ');
        const groups = /^[\s\d()/|,:-]+$/.test(text) ? (text.match(/\d+/g) ?? []) : [];
        return groups.length === 2 ? `${groups[0]} (${groups[1]})` : value;
      },
      valid: (value) => /^\d{5,12} \(\d{3,5}\)$/.test(value),
    },
    action: {
      hint: 'In Mobile Legends, open Friends, choose Add, and search for the user ID (the number before the brackets).',
    },
  },
  {
    key: 'codm',
    name: 'Call of Duty: Mobile',
    kind: 'game',
    icon: 'Controller',
    valueName: 'Call of Duty: Mobile UID',
    example: '6749123456789012345',
    aliases: ['CODM', 'COD Mobile'],
    format: {
      hint: 'UID: only digits, from your profile',
      message: 'A Call of Duty: Mobile UID has only digits, 6 to 20 of them, like 6749123456789012345',
      normalise: digitsOnly,
      valid: (value) => /^\d{6,20}$/.test(value),
    },
    action: { hint: 'In Call of Duty: Mobile, open Friends, choose Add Friends, and search for this UID.' },
  },
  {
    key: 'amongus',
    name: 'Among Us',
    kind: 'game',
    icon: 'AmongUs',
    valueName: 'Among Us friend code',
    example: 'coolbean#1234',
    format: {
      hint: 'A word, # and 4 digits, from the Friends list',
      message: 'An Among Us friend code is a word, then # and 4 digits, like coolbean#1234',
      normalise: (value) => value.replace(/\s+/g, '').replace(/^@+/, ''),
      valid: (value) => /^[A-Za-z]{2,20}#\d{4}$/.test(value),
    },
    action: { hint: 'In Among Us, open the Friends list, choose Add Friend, and enter this friend code.' },
  },
  {
    key: 'chesscom',
    name: 'Chess.com',
    kind: 'game',
    icon: 'Chess',
    valueName: 'Chess.com username',
    example: 'John_Doe',
    hosts: ['chess.com'],
    fromUrl: afterSegment('member', 'members'),
    link: (value) => (/^[A-Za-z0-9_-]{3,20}$/.test(value) ? `https://www.chess.com/member/${value}` : null),
    format: {
      hint: 'Username: 3 to 20 letters, digits, - or _',
      message: 'A Chess.com username has 3 to 20 letters, digits, - or _, and no spaces, like John_Doe',
      normalise: (value) => value.replace(/^@+/, ''),
      valid: (value) => /^[A-Za-z0-9_-]{3,20}$/.test(value),
    },
    action: { hint: 'On the Chess.com profile, choose Add Friend or Challenge.' },
  },
  {
    key: 'lichess',
    name: 'Lichess',
    kind: 'game',
    icon: 'Chess',
    valueName: 'Lichess username',
    example: 'John_Doe',
    hosts: ['lichess.org'],
    fromUrl: (segments) => (segments[0] === '@' ? (segments[1] ?? null) : null),
    link: (value) =>
      /^[A-Za-z0-9][A-Za-z0-9_-]{0,28}[A-Za-z0-9]$/.test(value) ? `https://lichess.org/@/${value}` : null,
    format: {
      hint: 'Username: 2 to 30 letters, digits, - or _',
      message:
        'A Lichess username has 2 to 30 letters, digits, - or _, and starts and ends with a letter or digit, like John_Doe',
      normalise: (value) => value.replace(/^@+/, ''),
      valid: (value) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,28}[A-Za-z0-9]$/.test(value),
    },
    action: { hint: 'On the Lichess profile, choose Follow, or Challenge to a game.' },
  },
  {
    key: 'osu',
    name: 'osu!',
    kind: 'game',
    icon: 'CircleDot',
    valueName: 'osu! username',
    example: 'JohnDoe',
    aliases: ['osu'],
    hosts: ['osu.ppy.sh'],
    fromUrl: afterSegment('users', 'u'),
    link: (value) =>
      /^[A-Za-z0-9_[\] -]{2,15}$/.test(value) ? `https://osu.ppy.sh/users/${enc(value)}` : null,
    format: {
      hint: 'Username or user number: up to 15 letters, digits, spaces, -, _, [ or ]',
      message: 'An osu! username has 2 to 15 letters, digits, spaces, -, _, [ or ], like JohnDoe',
      normalise: (value) => value.replace(/^@+/, '').replace(/\s+/g, ' '),
      valid: (value) => /^[A-Za-z0-9_[\]-](?:[A-Za-z0-9_[\] -]{0,13})[A-Za-z0-9_[\]-]$/.test(value),
    },
    action: { hint: 'On the osu! profile, choose Add Friend (you need to be signed in).' },
  },
  {
    key: 'tcgpocket',
    name: 'Pokemon TCG Pocket',
    kind: 'game',
    icon: 'Cards',
    valueName: 'Friend ID',
    example: '1234-5678-9012-3456',
    aliases: ['Pokémon TCG Pocket', 'TCG Pocket', 'PTCGP'],
    format: {
      hint: '16 digits, from Social → Friends',
      message: 'A Pokemon TCG Pocket friend ID has exactly 16 digits, like 1234-5678-9012-3456',
      normalise: digitsOnly,
      valid: (value) => /^\d{16}$/.test(value),
      display: (value) => (/^\d{16}$/.test(value) ? value.replace(/(\d{4})(?=\d)/g, '$1-') : value),
    },
    action: {
      hint: 'In Pokemon TCG Pocket, open Social, then Friends, then Search, and enter this friend ID.',
    },
  },
];
