import { describe, expect, it } from 'vitest';
import { CARD_IMAGE, cardPath, embedSnippets, vcardPath } from './contact.js';
import { GAME_ACTIONS } from './game-actions.js';
import { GAME_FIELDS } from './game-fields.js';
import { presentItems } from './handle-items.js';
import { HANDLE_FIELDS, PLATFORMS } from './handles.js';
import { inAppBrowserOf, instagramExternalUrl } from './in-app-browser.js';
import {
  itemDestination,
  itemFromSegment,
  PLATFORM_ALIASES,
  platformLinkPath,
  platformQrPath,
} from './platform-links.js';
import { testItem } from './test-items.js';
import { hasUsernameShape } from './users.js';

describe('itemFromSegment', () => {
  it('takes a key, an alias or key-id, in any case', () => {
    for (const field of HANDLE_FIELDS) {
      expect(itemFromSegment(field)).toEqual({ key: field, id: null });
      expect(itemFromSegment(field.toUpperCase())).toEqual({ key: field, id: null });
    }
    expect(Object.entries(PLATFORM_ALIASES).map(([alias]) => [alias, itemFromSegment(alias)?.key])).toEqual([
      ['fb', 'facebook'],
      ['ig', 'instagram'],
      ['sc', 'snapchat'],
      ['x', 'twitter'],
      ['li', 'linkedin'],
      ['yt', 'youtube'],
    ]);
    // Aliases name social platforms only: a game ID has no short name.
    for (const field of Object.values(PLATFORM_ALIASES)) expect(PLATFORMS[field].link).toBeDefined();
    expect(itemFromSegment('coc-42')).toEqual({ key: 'coc', id: 42 });
    expect(itemFromSegment('IG-7')).toEqual({ key: 'instagram', id: 7 });
    expect(itemFromSegment('link-12')).toEqual({ key: 'link', id: 12 });
  });

  it('refuses what cannot name an item, before any lookup', () => {
    for (const segment of [
      '',
      'x ',
      'coc-',
      'coc-0',
      'coc-01',
      '-42',
      'coc-4-2',
      'coc_2',
      'a'.repeat(41),
      '1coc',
    ]) {
      expect(itemFromSegment(segment), segment).toBeNull();
    }
  });
});

describe('paths', () => {
  it('build the per-platform link, its QR files, the contact and the card', () => {
    expect(platformLinkPath('maya.k', 'instagram')).toBe('/user/maya.k/instagram');
    expect(platformQrPath('maya.k', 'coc', 'svg')).toBe('/api/qr/maya.k/coc.svg');
    expect(platformQrPath('maya.k', 'coc', 'png', 2048)).toBe('/api/qr/maya.k/coc.png?size=2048');
    expect(vcardPath('maya.k')).toBe('/api/vcard/maya.k.vcf');
    expect(cardPath('maya.k')).toBe('/api/card/maya.k.svg');
    expect(cardPath('maya.k', 'abc')).toBe('/api/card/maya.k.svg?v=abc');
  });
});

describe('hasUsernameShape', () => {
  it('accepts what sign-up accepts, and refuses what no username can be', () => {
    for (const ok of ['abc', 'maya.k', 'a_b', '0day', 'a'.repeat(30), 'admin'])
      expect(hasUsernameShape(ok), ok).toBe(true);
    for (const bad of ['ab', 'a'.repeat(31), '_abc', '.abc', 'Abc', 'a-b', 'a b', 'ab/', '', 'abc%2f']) {
      expect(hasUsernameShape(bad), bad).toBe(false);
    }
  });
});

describe('GAME_ACTIONS', () => {
  it('has a hint for every game', () => {
    expect(Object.keys(GAME_ACTIONS).sort()).toEqual([...GAME_FIELDS].sort());
    for (const field of GAME_FIELDS) expect(GAME_ACTIONS[field].hint.length, field).toBeGreaterThan(20);
  });

  it("opens Clash of Clans' player link for a tag in the game's alphabet only", () => {
    const open = GAME_ACTIONS.coc.open!;
    expect(open.label).toBe('Open in Clash of Clans');
    expect(open.url('#2PP0JCGQ')).toBe(
      'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=%232PP0JCGQ',
    );
    for (const bad of [
      '2PP0JCGQ',
      '#2PPOJCGQ',
      '#2pp0jcgq',
      '#2P',
      '#2PP0JCGQ&x=1',
      '#2PP0JCGQ\n',
      'my clan tag',
    ]) {
      expect(open.url(bad), bad).toBeNull();
    }
  });

  it('gives Pokemon GO a code that is exactly the 12-digit trainer code', () => {
    const scan = GAME_ACTIONS.pokemongo.scan!;
    expect(scan.label).toBe('Scan in Pokemon GO to add me');
    expect(scan.text('123456789012')).toBe('123456789012');
    for (const bad of ['1234 5678 9012', '12345678901', '1234567890123', 'abcdefghijkl'])
      expect(scan.text(bad)).toBeNull();
  });

  it('offers no invented action for the other games', () => {
    for (const field of ['cod', 'pubg', 'fortnite', 'minecraft', 'freefire'] as const) {
      expect(GAME_ACTIONS[field].open, field).toBeUndefined();
      expect(GAME_ACTIONS[field].scan, field).toBeUndefined();
    }
  });
});

describe('inAppBrowserOf', () => {
  // User agents as the apps' web views send them (iOS and Android).
  const agents: [string, ReturnType<typeof inAppBrowserOf>][] = [
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 324.0.4.26.52 (iPhone15,2; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 571238493)',
      'instagram',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Instagram 322.0.0.40.96 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 578247832)',
      'instagram',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/564431005;FBDV/iPhone15,3;FBMD/iPhone;FBSN/iOS;FBSV/17.3;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/567090839]',
      'facebook',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/449.0.0.29.107;]',
      'facebook',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_33.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US ByteFullLocale/en WKWebView/1 BytedanceWebview/d8a21c6',
      'tiktok',
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330104 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/33.1.4 ByteLocale/en-GB',
      'tiktok',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.80.0.38 (like Safari/8617.2.4.10.8, panda)',
      'snapchat',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      null,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      null,
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      null,
    ],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', null],
    ['', null],
  ];
  it.each(agents)('%s → %s', (agent, expected) => {
    expect(inAppBrowserOf(agent)).toBe(expected);
  });

  it("hands Instagram's browser the whole address, encoded", () => {
    expect(instagramExternalUrl('https://handlehub.example/user/maya.k?src=qr&x=1')).toBe(
      'instagram://extbrowser/?url=https%3A%2F%2Fhandlehub.example%2Fuser%2Fmaya.k%3Fsrc%3Dqr%26x%3D1',
    );
  });
});

describe('embedSnippets', () => {
  it('link the card to the profile in Markdown and HTML, naming only the username', () => {
    expect(embedSnippets('https://handlehub.example/', 'maya.k')).toEqual({
      markdown:
        '[![@maya.k on HandleHub](https://handlehub.example/api/card/maya.k.svg)](https://handlehub.example/user/maya.k)',
      html: `<a href="https://handlehub.example/user/maya.k"><img src="https://handlehub.example/api/card/maya.k.svg" alt="@maya.k on HandleHub" width="${CARD_IMAGE.width}" height="${CARD_IMAGE.height}"></a>`,
    });
  });
});

describe('itemDestination: where an item leads, for every face that shows it', () => {
  /** Items as the pages present them, from rows as stored. */
  const presented = (rows: [platform: string, value: string][]) =>
    presentItems(rows.map(([platform, value], index) => ({ id: index + 1, ...testItem(platform, value) })));
  const leads = (rows: [string, string][]) => presented(rows).map((item) => itemDestination(item, 'ann'));

  it('a social handle: its web profile', () => {
    expect(leads([['instagram', 'ann.gram']])).toEqual([
      { kind: 'web', url: 'https://www.instagram.com/ann.gram' },
    ]);
  });

  it("a Mastodon address on another server: that server's profile, not mastodon.social", () => {
    expect(leads([['mastodon', '@ann@fosstodon.org']])).toEqual([
      { kind: 'web', url: 'https://fosstodon.org/@ann' },
    ]);
  });

  it('a custom link: its address; one the link rule no longer accepts: copied only', () => {
    expect(leads([['link', 'https://ann.example/shop']])).toEqual([
      { kind: 'web', url: 'https://ann.example/shop' },
    ]);
    expect(leads([['link', 'javascript:alert(1)']])).toEqual([{ kind: 'copy' }]);
  });

  it('a game ID: its game page here, with or without a game action, and one saved before its format too', () => {
    expect(
      leads([
        ['fortnite', 'AnnPlays'],
        ['coc', '#2PP0JCGQ'],
        ['pokemongo', 'not a code'],
      ]),
    ).toEqual([
      { kind: 'page', path: '/user/ann/fortnite' },
      { kind: 'page', path: '/user/ann/coc' },
      { kind: 'page', path: '/user/ann/pokemongo' },
    ]);
  });

  it("Steam: its game page, which links the Steam profile (the item's link)", () => {
    const [steam, friend] = presented([
      ['steam', '76561197960287930'],
      ['steamfriend', '22202'],
    ]);
    expect(itemDestination(steam!, 'ann')).toEqual({ kind: 'page', path: '/user/ann/steam' });
    expect(steam!.link).toBe('https://steamcommunity.com/profiles/76561197960287930');
    expect(itemDestination(friend!, 'ann')).toEqual({ kind: 'page', path: '/user/ann/steamfriend' });
    expect(friend!.link).toBe('https://steamcommunity.com/profiles/76561197960287930');
  });

  it('an ID with no web profile (Discord, LINE) or a handle saved before its format: copied only', () => {
    expect(
      leads([
        ['discord', 'ann.plays'],
        ['line', 'annline'],
        ['reddit', 'x'],
      ]),
    ).toEqual([{ kind: 'copy' }, { kind: 'copy' }, { kind: 'copy' }]);
  });

  it("a second item of a platform leads to its own slug's page", () => {
    const items = presented([
      ['fortnite', 'AnnPlays'],
      ['fortnite', 'AnnAlt'],
    ]);
    expect(itemDestination(items[1]!, 'ann')).toEqual({ kind: 'page', path: '/user/ann/fortnite-2' });
  });
});
