import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, NON_TEXT_CONTRAST_MIN } from '../color-contrast.js';
import { HANDLE_FIELDS } from '../handle-fields.js';
import {
  isPlatformIconName,
  PLATFORM_ICON_COLORS,
  PLATFORM_ICON_NAMES,
  PLATFORM_ICON_PATHS,
  PLATFORM_ICON_SCHEME_COLORS,
} from '../platform-icons.js';
import { CATALOGUE, LINK_KEY, ownsHost, platformOf, platformOfHost } from './index.js';
import { MORE_PLATFORMS } from './more-platforms.js';
import { mastodonParts } from './more-social.js';
import { normaliseValue } from './normalise.js';
import type { CataloguePlatform } from './types.js';

const entry = (key: string): CataloguePlatform => {
  const platform = platformOf(key);
  if (!platform) throw new Error(`No catalogue entry ${key}`);
  return platform;
};
const normalise = (key: string, raw: string) => normaliseValue(entry(key), raw);

describe('the catalogue', () => {
  it('has the 13 spec platforms first, in the spec order, and the custom link last', () => {
    expect(CATALOGUE.slice(0, 13).map((p) => p.key)).toEqual([...HANDLE_FIELDS]);
    expect(CATALOGUE.at(-1)?.key).toBe(LINK_KEY);
  });

  it('has at least 54 platforms, at least 40 of them added beyond the spec and TikTok', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(54);
    expect(MORE_PLATFORMS.filter((p) => p.key !== 'tiktok').length).toBeGreaterThanOrEqual(40);
  });

  it('has unique keys of lower-case letters and digits, never a dash or an underscore', () => {
    const keys = CATALOGUE.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key, key).toMatch(/^[a-z][a-z0-9]*$/);
  });

  it('adds no key that is a spec key or the custom link', () => {
    const taken = new Set<string>([...HANDLE_FIELDS, LINK_KEY]);
    for (const platform of MORE_PLATFORMS) expect(taken.has(platform.key), platform.key).toBe(false);
  });

  it('gives every game a format and an action whose hint is one line', () => {
    for (const platform of CATALOGUE.filter((p) => p.kind === 'game')) {
      expect(platform.format, platform.key).toBeDefined();
      expect(platform.action?.hint, platform.key).toMatch(/^[^\n]{10,}$/);
    }
  });

  it('offers no open link or scan code for the games it adds (none is documented to work from a phone)', () => {
    for (const platform of MORE_PLATFORMS.filter((p) => p.kind === 'game')) {
      expect(platform.action?.open, platform.key).toBeUndefined();
      expect(platform.action?.scan, platform.key).toBeUndefined();
    }
  });

  it('names every added game in docs/GAME-IDS.md', () => {
    const doc = readFileSync(new URL('../../../../docs/GAME-IDS.md', import.meta.url), 'utf8');
    for (const platform of MORE_PLATFORMS.filter((p) => p.kind === 'game')) {
      expect(doc, platform.key).toContain(`| \`${platform.key}\` |`);
    }
  });
});

describe('every entry', () => {
  for (const platform of CATALOGUE) {
    it(`${platform.key}: its example normalises, and its link is https on one of its own hosts`, () => {
      const result = normaliseValue(platform, platform.example);
      expect(result).toMatchObject({ ok: true });
      if (!result.ok || !platform.link) return;
      const link = platform.link(result.value);
      expect(link, platform.key).toBeTruthy();
      const url = new URL(link!);
      expect(url.protocol).toBe('https:');
      if (platform.key === 'mastodon') {
        // A Mastodon address lives on its own server: the link goes there, not to `hosts`.
        expect(url.hostname).toBe(mastodonParts(result.value)?.server);
      } else {
        expect(ownsHost(platform, url.hostname), `${link} on ${platform.hosts?.join(', ')}`).toBe(true);
      }
    });
  }

  for (const platform of CATALOGUE.filter((p) => p.kind === 'social' && !p.format && p.link)) {
    it(`${platform.key}: encodes a handle into its link without leaving its hosts`, () => {
      const result = normaliseValue(platform, 'jöhn.doe');
      expect(result).toEqual({ ok: true, value: 'jöhn.doe' });
      const link = platform.link!('jöhn.doe')!;
      expect(link).toContain('j%C3%B6hn.doe');
      expect(ownsHost(platform, new URL(link).hostname)).toBe(true);
    });
  }
});

describe('icons', () => {
  const SURFACES = { light: ['#ffffff', '#f8f9fa'], dark: ['#242424', '#2e2e2e'] } as const;

  it('draw every icon a catalogue entry names, with a brand colour and both scheme tones', () => {
    for (const platform of CATALOGUE) {
      expect(isPlatformIconName(platform.icon), `${platform.key}: ${platform.icon}`).toBe(true);
      if (!isPlatformIconName(platform.icon)) continue;
      const paths = PLATFORM_ICON_PATHS[platform.icon];
      expect(paths.length, platform.icon).toBeGreaterThan(0);
      for (const d of paths) expect(d).toMatch(/^M[-\d.]/);
      expect(PLATFORM_ICON_COLORS[platform.icon]).toMatch(/^#[0-9a-f]{6}$/);
      expect(PLATFORM_ICON_SCHEME_COLORS[platform.icon].light).toMatch(/^#[0-9a-f]{6}$/);
      expect(PLATFORM_ICON_SCHEME_COLORS[platform.icon].dark).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('have the same names in the list, the paths and both colour tables', () => {
    const names = [...PLATFORM_ICON_NAMES].sort();
    expect(Object.keys(PLATFORM_ICON_PATHS).sort()).toEqual(names);
    expect(Object.keys(PLATFORM_ICON_COLORS).sort()).toEqual(names);
    expect(Object.keys(PLATFORM_ICON_SCHEME_COLORS).sort()).toEqual(names);
  });

  for (const name of PLATFORM_ICON_NAMES) {
    it(`${name} stands out at least 3:1 on every light and dark surface`, () => {
      for (const scheme of ['light', 'dark'] as const) {
        for (const surface of SURFACES[scheme]) {
          const ratio = contrastRatio(PLATFORM_ICON_SCHEME_COLORS[name][scheme], surface);
          expect(ratio, `${scheme} on ${surface}`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST_MIN);
        }
      }
    });
  }

  it("keep the spec's seven icons as they were", () => {
    expect(PLATFORM_ICON_COLORS.Facebook).toBe('#1877f2');
    expect(PLATFORM_ICON_SCHEME_COLORS.Snapchat).toEqual({ light: '#a88700', dark: '#f7c600' });
    expect(PLATFORM_ICON_SCHEME_COLORS.Controller).toEqual({ light: '#7048e8', dark: '#b197fc' });
    expect(PLATFORM_ICON_PATHS.Twitter).toEqual([
      'M4 4l11.733 16h4.267l-11.733 -16l-4.267 0',
      'M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772',
    ]);
  });
});

/** [input as pasted, stored value] */
type Accepted = readonly [string, string][];

const ACCEPTED: Record<string, Accepted> = {
  steam: [
    ['johndoe', 'johndoe'],
    ['https://steamcommunity.com/id/JohnDoe/', 'JohnDoe'],
    ['steamcommunity.com/profiles/76561197960287930', '76561197960287930'],
    ['７６５６１１９７９６０２８７９３０', '76561197960287930'],
  ],
  steamfriend: [
    ['123 456 789', '123456789'],
    ['Friend code: 22202', '22202'],
    ['76561197960287930', '22202'],
    ['[U:1:22202]', '22202'],
    ['https://s.team/p/fkpw-bwcd/ABCDEFGH', '934219538'],
    ['https://steamcommunity.com/profiles/76561197960287930', '22202'],
    ['１２３４５６７８９', '123456789'],
  ],
  dota2: [
    ['123-456-789', '123456789'],
    ['ID: 0022202', '22202'],
  ],
  xbox: [
    ['JohnDoe#1234', 'JohnDoe#1234'],
    ['John  Doe # 1234', 'John Doe#1234'],
    ['Major Nelson', 'Major Nelson'],
    ['Δημήτρης', 'Δημήτρης'],
    ['@JohnDoe', 'JohnDoe'],
  ],
  psn: [
    ['John_Doe', 'John_Doe'],
    ['  john-doe-99 ', 'john-doe-99'],
    ['Ｊｏｈｎ＿Ｄｏｅ', 'John_Doe'],
  ],
  nintendo: [
    ['SW-1234-5678-9012', 'SW-1234-5678-9012'],
    ['sw 1234 5678 9012', 'SW-1234-5678-9012'],
    ['123456789012', 'SW-1234-5678-9012'],
    ['SW–1234–5678–9012', 'SW-1234-5678-9012'],
    ['ＳＷ－１２３４－５６７８－９０１２', 'SW-1234-5678-9012'],
  ],
  riot: [
    ['JohnDoe#EUW', 'JohnDoe#EUW'],
    ['Hide on bush # KR1', 'Hide on bush#KR1'],
    ['ＪｏｈｎＤｏｅ＃ＮＡ１', 'JohnDoe#NA1'],
    ['페이커#KR1', '페이커#KR1'],
  ],
  epic: [
    ['JohnDoe', 'JohnDoe'],
    ['john.doe-99', 'john.doe-99'],
  ],
  battlenet: [
    ['JohnDoe#1234', 'JohnDoe#1234'],
    ['Zoë # 21456', 'Zoë#21456'],
  ],
  ea: [
    ['JohnDoe', 'JohnDoe'],
    ['john_doe.99', 'john_doe.99'],
  ],
  ubisoft: [
    ['John_Doe', 'John_Doe'],
    ['j.doe-1', 'j.doe-1'],
  ],
  roblox: [
    ['John_Doe1', 'John_Doe1'],
    ['abc', 'abc'],
  ],
  genshin: [
    ['812345678', '812345678'],
    ['UID: 812 345 678', '812345678'],
    ['1812345678', '1812345678'],
    ['８１２３４５６７８', '812345678'],
  ],
  starrail: [
    ['612345678', '612345678'],
    ['uid 6-1234-5678', '612345678'],
  ],
  clashroyale: [
    ['#2PP0JCGQ', '#2PP0JCGQ'],
    ['2ppojcgq', '#2PP0JCGQ'],
    ['＃２ＰＰ０', '#2PP0'],
  ],
  brawlstars: [
    ['#YJ2QVR', '#YJ2QVR'],
    [' y j 2 q v r ', '#YJ2QVR'],
  ],
  mlbb: [
    ['12345678 (1234)', '12345678 (1234)'],
    ['12345678(1234)', '12345678 (1234)'],
    ['12345678 1234', '12345678 (1234)'],
    ['ID: 12345678 Server: 1234', '12345678 (1234)'],
    ['User ID 12345678 Zone ID 12345', '12345678 (12345)'],
    ['１２３４５６７８（１２３４）', '12345678 (1234)'],
  ],
  codm: [
    ['6749123456789012345', '6749123456789012345'],
    ['UID: 6749 1234 5678', '674912345678'],
  ],
  amongus: [
    ['coolbean#1234', 'coolbean#1234'],
    ['coolbean # 1234', 'coolbean#1234'],
  ],
  chesscom: [
    ['John_Doe', 'John_Doe'],
    ['https://www.chess.com/member/hikaru', 'hikaru'],
  ],
  lichess: [
    ['John_Doe', 'John_Doe'],
    ['https://lichess.org/@/DrNykterstein', 'DrNykterstein'],
  ],
  osu: [
    ['JohnDoe', 'JohnDoe'],
    ['John  Doe [EU]', 'John Doe [EU]'],
    ['https://osu.ppy.sh/users/124493', '124493'],
  ],
  tcgpocket: [
    ['1234-5678-9012-3456', '1234567890123456'],
    ['1234 5678 9012 3456', '1234567890123456'],
    ['Friend ID: １２３４５６７８９０１２３４５６', '1234567890123456'],
  ],
  bluesky: [
    ['johndoe.bsky.social', 'johndoe.bsky.social'],
    ['@JohnDoe.bsky.social', 'johndoe.bsky.social'],
    ['JohnDoe', 'johndoe.bsky.social'],
    ['https://bsky.app/profile/john.example.com', 'john.example.com'],
  ],
  mastodon: [
    ['@johndoe@mastodon.social', '@johndoe@mastodon.social'],
    ['johndoe@Fosstodon.org', '@johndoe@fosstodon.org'],
    ['https://mastodon.social/@JohnDoe', '@JohnDoe@mastodon.social'],
    ['https://hachyderm.io/@john.doe/112233', '@john.doe@hachyderm.io'],
    ['https://mastodon.social/@bob@example.social', '@bob@example.social'],
    ['https://example.social/users/bob', '@bob@example.social'],
  ],
  discord: [
    ['johndoe', 'johndoe'],
    ['@John.Doe_99', 'john.doe_99'],
  ],
  reddit: [
    ['u/JohnDoe', 'JohnDoe'],
    ['/u/JohnDoe', 'JohnDoe'],
    ['https://www.reddit.com/user/JohnDoe/comments/', 'JohnDoe'],
    ['https://old.reddit.com/u/john-doe', 'john-doe'],
  ],
  tumblr: [
    ['johndoe', 'johndoe'],
    ['https://JohnDoe.tumblr.com/post/123', 'johndoe'],
    ['https://www.tumblr.com/johndoe/7654321/a-post', 'johndoe'],
    ['tumblr.com/blog/view/johndoe', 'johndoe'],
  ],
  whatsapp: [
    ['+44 7700 900123', '447700900123'],
    ['+44 (0)7700-900 123', '447700900123'],
    ['0044 7700 900123', '447700900123'],
    ['https://wa.me/447700900123', '447700900123'],
    ['https://api.whatsapp.com/send?phone=447700900123&text=hi', '447700900123'],
  ],
};

/** [input, the exact refusal] */
const REFUSED: Record<string, readonly [string, string][]> = {
  steam: [
    [
      '123456789',
      'A Steam profile is your custom URL name (2 to 32 letters, digits, - or _) or your 17-digit SteamID64, like 76561197960287930',
    ],
    [
      'john doe',
      'A Steam profile is your custom URL name (2 to 32 letters, digits, - or _) or your 17-digit SteamID64, like 76561197960287930',
    ],
  ],
  steamfriend: [
    ['4294967296', 'A Steam friend code has only digits, up to 10 of them, like 123456789'],
    ['0', 'A Steam friend code has only digits, up to 10 of them, like 123456789'],
    ['johndoe', 'A Steam friend code has only digits, up to 10 of them, like 123456789'],
    ['https://steamcommunity.com/id/johndoe', 'Invalid handle for Steam friend code'],
  ],
  dota2: [['12a456', 'A Dota 2 friend ID has only digits, up to 10 of them, like 123456789']],
  xbox: [
    [
      '1JohnDoe',
      'An Xbox gamertag has up to 12 letters, digits or single spaces (15 for older ones), starts with a letter, and may end in # and digits, like JohnDoe#1234',
    ],
    [
      'ABCDEFGHIJKLM#123',
      'An Xbox gamertag has up to 12 letters, digits or single spaces (15 for older ones), starts with a letter, and may end in # and digits, like JohnDoe#1234',
    ],
    [
      'ABCDEFGHIJKLMNOP',
      'An Xbox gamertag has up to 12 letters, digits or single spaces (15 for older ones), starts with a letter, and may end in # and digits, like JohnDoe#1234',
    ],
  ],
  psn: [
    [
      '1John',
      'A PlayStation Online ID has 3 to 16 letters, digits, - or _, and starts with a letter, like John_Doe',
    ],
    [
      'Jo',
      'A PlayStation Online ID has 3 to 16 letters, digits, - or _, and starts with a letter, like John_Doe',
    ],
    [
      'John.Doe',
      'A PlayStation Online ID has 3 to 16 letters, digits, - or _, and starts with a letter, like John_Doe',
    ],
  ],
  nintendo: [
    ['SW-1234-5678-901', 'A Nintendo Switch friend code is SW and 12 digits, like SW-1234-5678-9012'],
    ['DS-1234-5678-9012', 'A Nintendo Switch friend code is SW and 12 digits, like SW-1234-5678-9012'],
  ],
  riot: [
    [
      'JohnDoe',
      'A Riot ID is your game name (3 to 16 letters or digits), then # and a tagline of 3 to 5 letters or digits, like JohnDoe#EUW',
    ],
    [
      'JohnDoe#EUWEST',
      'A Riot ID is your game name (3 to 16 letters or digits), then # and a tagline of 3 to 5 letters or digits, like JohnDoe#EUW',
    ],
    [
      'Jo#EUW',
      'A Riot ID is your game name (3 to 16 letters or digits), then # and a tagline of 3 to 5 letters or digits, like JohnDoe#EUW',
    ],
  ],
  epic: [
    ['Jo', 'An Epic Games display name has 3 to 16 letters or digits, and may use . - _ or single spaces'],
  ],
  battlenet: [
    [
      'JohnDoe',
      'A BattleTag is a name of 3 to 12 letters or digits that starts with a letter, then # and its number, like JohnDoe#1234',
    ],
    [
      '1John#1234',
      'A BattleTag is a name of 3 to 12 letters or digits that starts with a letter, then # and its number, like JohnDoe#1234',
    ],
    [
      'John_Doe#1234',
      'A BattleTag is a name of 3 to 12 letters or digits that starts with a letter, then # and its number, like JohnDoe#1234',
    ],
  ],
  ea: [['John Doe', 'An EA ID has 3 to 16 letters, digits, -, _ or ., and no spaces, like JohnDoe']],
  ubisoft: [
    [
      '_johndoe',
      'A Ubisoft username has 3 to 15 letters, digits, _, - or ., and starts with a letter, like John_Doe',
    ],
    [
      'abcdefghijklmnop',
      'A Ubisoft username has 3 to 15 letters, digits, _, - or ., and starts with a letter, like John_Doe',
    ],
  ],
  roblox: [
    [
      'John__Doe',
      'A Roblox username has 3 to 20 letters or digits and at most one _, not at the start or end',
    ],
    [
      '_JohnDoe',
      'A Roblox username has 3 to 20 letters or digits and at most one _, not at the start or end',
    ],
    [
      'John_Doe_1',
      'A Roblox username has 3 to 20 letters or digits and at most one _, not at the start or end',
    ],
  ],
  genshin: [
    ['012345678', 'A Genshin Impact UID has 9 or 10 digits and does not start with 0, like 812345678'],
    ['81234567', 'A Genshin Impact UID has 9 or 10 digits and does not start with 0, like 812345678'],
  ],
  starrail: [
    ['81234567890', 'A Honkai: Star Rail UID has 9 or 10 digits and does not start with 0, like 812345678'],
  ],
  clashroyale: [
    [
      '#2PP0JCGX',
      'A Clash Royale player tag is # and 3 to 12 of the characters 0289PYLQGRJCUV, like #2PP0JCGQ',
    ],
  ],
  brawlstars: [
    ['#', 'A Brawl Stars player tag is # and 3 to 12 of the characters 0289PYLQGRJCUV, like #2PP0JCGQ'],
  ],
  mlbb: [
    ['12345678', 'A Mobile Legends ID is your user ID and, in brackets, your zone ID, like 12345678 (1234)'],
    [
      '12345678 (1234) (5)',
      'A Mobile Legends ID is your user ID and, in brackets, your zone ID, like 12345678 (1234)',
    ],
  ],
  codm: [['12345', 'A Call of Duty: Mobile UID has only digits, 6 to 20 of them, like 6749123456789012345']],
  amongus: [['coolbean#123', 'An Among Us friend code is a word, then # and 4 digits, like coolbean#1234']],
  chesscom: [
    ['John Doe', 'A Chess.com username has 3 to 20 letters, digits, - or _, and no spaces, like John_Doe'],
    ['https://www.chess.com/games', 'Invalid handle for Chess.com'],
  ],
  lichess: [
    [
      'John_',
      'A Lichess username has 2 to 30 letters, digits, - or _, and starts and ends with a letter or digit, like John_Doe',
    ],
  ],
  osu: [['John.Doe', 'An osu! username has 2 to 15 letters, digits, spaces, -, _, [ or ], like JohnDoe']],
  tcgpocket: [
    ['1234-5678-9012', 'A Pokemon TCG Pocket friend ID has exactly 16 digits, like 1234-5678-9012-3456'],
  ],
  bluesky: [
    ['john_doe.bsky.social', 'A Bluesky handle is a domain name, like johndoe.bsky.social'],
    [
      'https://bsky.app/profile/did:plc:abc123',
      'A Bluesky handle is a domain name, like johndoe.bsky.social',
    ],
  ],
  mastodon: [
    ['@johndoe', 'A Mastodon address is @name@server, like @johndoe@mastodon.social'],
    ['@john doe@mastodon.social', 'A Mastodon address is @name@server, like @johndoe@mastodon.social'],
    ['@johndoe@localhost', 'A Mastodon address is @name@server, like @johndoe@mastodon.social'],
  ],
  discord: [
    [
      'JohnDoe#1234',
      'A Discord username has 2 to 32 lowercase letters, digits, _ or ., and no # number, like johndoe',
    ],
    [
      'john..doe',
      'A Discord username has 2 to 32 lowercase letters, digits, _ or ., and no # number, like johndoe',
    ],
  ],
  reddit: [
    ['jd', 'A Reddit username has 3 to 20 letters, digits, - or _, like u/johndoe'],
    [
      'https://www.reddit.com/r/gaming',
      'That is a Reddit community, not a profile. Add it as a link instead.',
    ],
  ],
  tumblr: [
    [
      'https://www.tumblr.com/dashboard',
      'A Tumblr blog name has up to 32 letters, digits or -, like johndoe',
    ],
  ],
  whatsapp: [
    [
      '07700 900123',
      'A WhatsApp number is your full phone number with its country code, like +44 7700 900123',
    ],
    ['https://wa.me/message/ABCDEF', 'Invalid handle for WhatsApp'],
  ],
};

describe('formats', () => {
  for (const [key, cases] of Object.entries(ACCEPTED)) {
    it(`${key} accepts what people paste, in its stored form`, () => {
      for (const [input, stored] of cases) {
        expect(normalise(key, input), input).toEqual({ ok: true, value: stored });
      }
    });
  }
  for (const [key, cases] of Object.entries(REFUSED)) {
    it(`${key} refuses a wrong value in plain words`, () => {
      for (const [input, message] of cases) {
        expect(normalise(key, input), input).toMatchObject({ ok: false, error: message });
      }
    });
  }

  it('cover every added entry with a format', () => {
    for (const platform of MORE_PLATFORMS.filter((p) => p.format)) {
      expect(ACCEPTED[platform.key], platform.key).toBeDefined();
      expect(REFUSED[platform.key], platform.key).toBeDefined();
    }
  });

  it('show a value the way its platform does', () => {
    expect(entry('reddit').format?.display?.('JohnDoe')).toBe('u/JohnDoe');
    expect(entry('whatsapp').format?.display?.('447700900123')).toBe('+447700900123');
    expect(entry('tcgpocket').format?.display?.('1234567890123456')).toBe('1234-5678-9012-3456');
  });

  it('refuse control characters, and take zero-width characters out of a pasted game ID', () => {
    expect(normalise('nintendo', 'SW-1234-5678-9012\u0007')).toEqual({
      ok: false,
      error: 'Invalid handle for Nintendo Switch',
    });
    expect(normalise('genshin', '\u200b812345678\u200b')).toEqual({ ok: true, value: '812345678' });
  });
});

describe('links built from values', () => {
  it('go to the Steam profile of a custom URL, a SteamID64 or a friend code', () => {
    expect(entry('steam').link?.('JohnDoe')).toBe('https://steamcommunity.com/id/JohnDoe');
    expect(entry('steam').link?.('76561197960287930')).toBe(
      'https://steamcommunity.com/profiles/76561197960287930',
    );
    expect(entry('steamfriend').link?.('22202')).toBe(
      'https://steamcommunity.com/profiles/76561197960287930',
    );
    expect(entry('dota2').link?.('4294967296')).toBeNull();
  });

  it("go to a Mastodon address's own server", () => {
    expect(entry('mastodon').link?.('@john.doe@fosstodon.org')).toBe('https://fosstodon.org/@john.doe');
    expect(entry('mastodon').link?.('@johndoe')).toBeNull();
  });

  it('are not built from a value that is not well-formed', () => {
    expect(entry('whatsapp').link?.('07700900123')).toBeNull();
    expect(entry('bluesky').link?.('not a handle')).toBeNull();
    expect(entry('reddit').link?.('a/b')).toBeNull();
  });

  it('do not exist for values that are only copied', () => {
    for (const key of [
      'discord',
      'line',
      'xbox',
      'psn',
      'nintendo',
      'riot',
      'battlenet',
      'roblox',
      'genshin',
    ]) {
      expect(entry(key).link, key).toBeUndefined();
    }
  });
});

describe('pasted profile addresses of social platforms', () => {
  const CUT: [string, string, string][] = [
    ['tiktok', 'https://www.tiktok.com/@johndoe?lang=en', 'johndoe'],
    ['threads', 'https://www.threads.net/@john_doe', 'john_doe'],
    ['twitch', 'https://www.twitch.tv/johndoe/videos', 'johndoe'],
    ['twitch', 'm.twitch.tv/johndoe', 'johndoe'],
    ['kick', 'kick.com/johndoe', 'johndoe'],
    ['github', 'https://github.com/johndoe?tab=repositories', 'johndoe'],
    ['telegram', 'https://t.me/johndoe', 'johndoe'],
    ['spotify', 'https://open.spotify.com/user/johndoe?si=abc', 'johndoe'],
    ['spotify', 'https://open.spotify.com/intl-de/user/johndoe', 'johndoe'],
    ['soundcloud', 'https://soundcloud.com/johndoe/sets', 'johndoe'],
    ['pinterest', 'https://www.pinterest.co.uk/johndoe/', 'johndoe'],
    ['patreon', 'https://www.patreon.com/c/johndoe', 'johndoe'],
    ['kofi', 'https://ko-fi.com/johndoe', 'johndoe'],
    ['behance', 'https://www.behance.net/johndoe', 'johndoe'],
    ['dribbble', 'https://dribbble.com/johndoe/about', 'johndoe'],
    ['medium', 'https://medium.com/@johndoe', 'johndoe'],
    ['substack', 'https://substack.com/@johndoe', 'johndoe'],
    ['vk', 'https://vk.com/johndoe', 'johndoe'],
    ['weibo', 'https://weibo.com/u/1234567890', '1234567890'],
    ['line', 'https://line.me/R/ti/p/~johndoe', 'johndoe'],
    ['vimeo', 'https://vimeo.com/johndoe', 'johndoe'],
    ['letterboxd', 'https://letterboxd.com/johndoe/films/', 'johndoe'],
    ['linktree', 'https://linktr.ee/johndoe', 'johndoe'],
  ];
  for (const [key, address, handle] of CUT) {
    it(`${key}: ${address} → ${handle}`, () => {
      expect(normalise(key, address)).toEqual({ ok: true, value: handle });
    });
  }

  const NOT_PROFILES: [string, string][] = [
    ['twitch', 'https://www.twitch.tv/directory'],
    ['tiktok', 'https://www.tiktok.com/explore'],
    ['github', 'https://github.com/orgs/acme/repositories'],
    ['telegram', 'https://t.me/+AbCdEf123'],
    ['telegram', 'https://t.me/joinchat/AbCdEf'],
    ['patreon', 'https://www.patreon.com/posts/123'],
    ['pinterest', 'https://www.pinterest.com/pin/123456/'],
    ['line', 'https://line.me/ti/g/abcdef'],
  ];
  // Pages the catalogue can name (a track, a video) are refused with their name: not-a-profile.test.ts.
  for (const [key, address] of NOT_PROFILES) {
    it(`${key}: refuses ${address}, which is not a profile`, () => {
      expect(normalise(key, address)).toEqual({ ok: false, error: `Invalid handle for ${entry(key).name}` });
    });
  }

  it("takes another site's address as a wrong handle, not as a handle", () => {
    expect(normalise('twitch', 'https://evil.example/johndoe')).toEqual({
      ok: false,
      error: 'Invalid handle for Twitch',
    });
    expect(normalise('github', 'javascript:alert(1)')).toEqual({
      ok: false,
      error: 'Invalid handle for GitHub',
    });
  });
});

describe('platformOfHost', () => {
  it.each([
    ['www.twitch.tv', 'twitch'],
    ['m.twitch.tv', 'twitch'],
    ['open.spotify.com', 'spotify'],
    ['discord.gg', 'discord'],
    ['t.me', 'telegram'],
    ['bsky.app', 'bluesky'],
    ['mastodon.social', 'mastodon'],
    ['steamcommunity.com', 'steam'],
    ['WWW.TIKTOK.COM', 'tiktok'],
    ['www.pinterest.de', 'pinterest'],
    ['lichess.org', 'lichess'],
  ])('finds %s → %s', (host, key) => {
    expect(platformOfHost(host)?.key).toBe(key);
  });

  it('finds nothing for a host no platform owns, or one that only ends like one', () => {
    expect(platformOfHost('example.com')).toBeUndefined();
    expect(platformOfHost('nottwitch.tv')).toBeUndefined();
  });
});
