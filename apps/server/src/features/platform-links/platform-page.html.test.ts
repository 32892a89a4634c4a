import {
  DEFAULT_PROFILE_THEME,
  PROFILE_THEME_IDS,
  platformOf,
  presentItems,
  profileThemeColors,
  type VisiblePublicProfile,
} from '@handlehub/shared';
import { contrastRatio, TEXT_CONTRAST_MIN } from '@handlehub/shared/color-contrast';
import { describe, expect, it } from 'vitest';
import { gamePage, noticePage, pageStyle } from './platform-page.html.js';

/** The custom properties a rule of the stylesheet sets, by name (`--bg` → `#f3f0ff`). */
function variablesOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector}{`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  const body = css.slice(start + selector.length + 1, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):([^;]+)/g)].map(([, name, value]) => [name!, value!]),
  );
}

/** Each rule of the stylesheet that names a theme colour for its text or its ground. */
function colourRules(css: string) {
  return [...css.matchAll(/(^|\n)([^{}\n]+)\{([^{}]*)\}/g)].map(([, , selector, body]) => ({
    selector: selector!,
    text: /(?:^|;)color:var\((--[\w-]+)\)/.exec(body!)?.[1],
    ground: /(?:^|;)background:var\((--[\w-]+)\)/.exec(body!)?.[1],
  }));
}

/**
 * The text and ground pairs the page draws: a rule with both draws its own ground (a button), except the
 * body's, whose text every element inherits; other text lies on each ground of the page (the body's, the
 * card's).
 */
function pairsOf(css: string): [text: string, ground: string][] {
  const rules = colourRules(css);
  const ownGround = (rule: (typeof rules)[number]) => rule.text && rule.ground && rule.selector !== 'body';
  const grounds = rules.filter((rule) => rule.ground && !ownGround(rule)).map((rule) => rule.ground!);
  return rules.flatMap((rule): [string, string][] => {
    if (!rule.text) return [];
    if (ownGround(rule)) return [[rule.text, rule.ground!]];
    return grounds.map((ground) => [rule.text!, ground]);
  });
}

describe("the game page's colours: the person's page theme", () => {
  const css = pageStyle(profileThemeColors(DEFAULT_PROFILE_THEME));

  it('reads every text and ground pair from the stylesheet: body text, dimmed text, links, the buttons', () => {
    const pairs = pairsOf(css).map((pair) => pair.join(' on '));
    expect(pairs).toEqual(
      expect.arrayContaining([
        '--text on --bg',
        '--text on --card',
        '--dim on --card',
        '--dim on --bg',
        '--brand on --card',
        '--button-text on --button',
      ]),
    );
  });

  for (const id of PROFILE_THEME_IDS) {
    const theme = profileThemeColors(id);
    const themed = pageStyle(theme);
    for (const [scheme, selector] of [
      ['light', ':root'],
      ['dark', ':root[data-mantine-color-scheme=dark]'],
    ] as const) {
      it(`${id} (${scheme}): every text the page draws reads at least 4.5:1 on its ground`, () => {
        const colours = variablesOf(themed, selector);
        expect(colours['--brand']).toBe(theme[scheme].accent);
        for (const [text, ground] of pairsOf(themed)) {
          const [fore, back] = [colours[text], colours[ground]];
          expect(contrastRatio(fore!, back!), `${text} ${fore} on ${ground} ${back}`).toBeGreaterThanOrEqual(
            TEXT_CONTRAST_MIN,
          );
        }
      });
    }
    it(`${id}: a dark system without the app's choice gets the dark colours`, () => {
      expect(themed).toContain(
        `@media (prefers-color-scheme:dark){:root:not([data-mantine-color-scheme]){color-scheme:dark;${Object.entries(
          variablesOf(themed, ':root[data-mantine-color-scheme=dark]'),
        )
          .map(([name, value]) => `${name}:${value}`)
          .join(';')}}}`,
      );
    });
  }

  it('draws the notices about nobody in the default theme', () => {
    expect(noticePage('notFound').criticalCss).toBe(css);
  });
});

describe("the game page's verified line", () => {
  const profile = {
    name: 'Ada',
    username: 'ada',
    photo: null,
    bio: null,
    theme: profileThemeColors(DEFAULT_PROFILE_THEME),
    isLocked: false,
    accounts: [],
    items: [],
  } as unknown as VisiblePublicProfile;
  const [item] = presentItems([
    {
      id: 1,
      platform: 'steam',
      value: '76561197960287930',
      label: '',
      title: '',
      visible: true,
      verified: { level: 'confirmed', method: 'steam', checkedAt: '2026-11-29T10:00:00.000Z' },
    },
  ]);

  it('says the level in words beside a shield icon, never a bare tick', () => {
    const page = gamePage(profile, item!, platformOf('steam')!, {}, 'https://handlehub.example');
    expect(page.body).toContain('<p class="verified" data-testid="game-verified"><svg aria-hidden="true"');
    expect(page.body).toContain('</svg> Verified: confirmed by Steam, checked 29 Nov</p>');
  });

  it('says nothing of a self-claimed item', () => {
    const page = gamePage(
      profile,
      { ...item!, verified: undefined },
      platformOf('steam')!,
      {},
      'https://handlehub.example',
    );
    expect(page.body).not.toContain('Verified');
  });
});
