import { test } from '@playwright/test';
import { signUpViaApi, storeSession } from './support';

const ITEMS: Record<string, unknown>[] = [
  { platform: 'instagram', value: 'ivy.makes' },
  { platform: 'tiktok', value: 'ivy.plays' },
  { platform: 'youtube', value: 'ivyplays' },
  { platform: 'twitch', value: 'ivy_live' },
  { platform: 'discord', value: 'ivy.gg' },
  { platform: 'twitter', value: 'ivy' },
  { platform: 'bluesky', value: 'ivy.bsky.social' },
  { platform: 'mastodon', value: '@ivy@mastodon.social' },
  { platform: 'github', value: 'ivy-dev' },
  { platform: 'reddit', value: 'ivy_reddit' },
  { platform: 'spotify', value: 'ivyplaylists' },
  { platform: 'coc', value: '#2PP0JCGQ', label: 'main' },
  { platform: 'coc', value: '#8QU8J9LP', label: 'EU server' },
  { platform: 'steam', value: 'ivyplays' },
  { platform: 'nintendo', value: 'SW-1234-5678-9012' },
  { platform: 'riot', value: 'Ivy#EUW' },
  { platform: 'battlenet', value: 'Ivy#1234' },
  { platform: 'xbox', value: 'Ivy Plays' },
  { platform: 'psn', value: 'ivy_plays' },
  { platform: 'genshin', value: '712345678' },
  { platform: 'pokemongo', value: '123456789012' },
  { platform: 'mlbb', value: '12345678 (1234)' },
  { platform: 'link', value: 'https://ivy.example/shop', title: 'My shop' },
  { platform: 'link', value: 'https://ivy.example/blog', title: 'Blog' },
  { platform: 'freefire', value: '123456789', visible: false },
];

test('screens with 25 items', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const me = await signUpViaApi(page, { name: 'Ivy Items' });
  for (const item of ITEMS) {
    const res = await page.request.post('/api/handles/add', { data: item, headers: { 'user-token': me.token } });
    if (res.status() !== 201) throw new Error(`${JSON.stringify(item)}: ${await res.text()}`);
  }
  for (const scheme of ['light', 'dark'] as const) {
    for (const [size, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      const context = await browser.newContext({ viewport, colorScheme: scheme });
      const p = await context.newPage();
      await p.goto('/info');
      await storeSession(p, me.user, me.token);
      for (const [name, path] of [
        ['addaccount', '/profile/addaccount'],
        ['profile', '/profile'],
      ] as const) {
        await p.goto(path);
        await p.waitForLoadState('networkidle');
        await p.waitForTimeout(800);
        await p.screenshot({ path: `/tmp/shots/${name}-${size}-${scheme}.png`, fullPage: true });
      }
      const v = await (await browser.newContext({ viewport, colorScheme: scheme })).newPage();
      await v.goto(`/user/${me.username}`);
      await v.waitForLoadState('networkidle');
      await v.waitForTimeout(500);
      await v.screenshot({ path: `/tmp/shots/user-${size}-${scheme}.png`, fullPage: true });
      await v.context().close();
      await context.close();
    }
  }
});
