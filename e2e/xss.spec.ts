import { expect, type Page, test } from '@playwright/test';
import {
  appReady,
  DESKTOP,
  openProfile,
  shopOwnerSession,
  signUpViaApi,
  storeSession,
  uniqueEmail,
} from './support';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Each payload, if it ever became markup, sets window.__xss or opens a dialog. */
const NAME_SCRIPT = '</script><script>window.__xss=1</script>';
const NAME_ATTR = `"'><img src=x onerror=window.__xss=2>`;
const NAME_RTL = 'Eve \u202Egnp.exe<b>bold</b>';
const GAME_HANDLE = '"><svg/onload=window.__xss=3>';
const PRODUCT_NAME = '<img src=x onerror=window.__xss=4> Mug';
const PRODUCT_DESC = '</script><iframe src="javascript:window.__xss=5"></iframe> "quoted" & \'single\'';

test.use({ viewport: DESKTOP });

/** Fails the test on any dialog and reports whether a payload ran. */
function watchForScripts(page: Page): () => Promise<unknown> {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  return () => page.evaluate(() => (window as { __xss?: unknown }).__xss);
}

/**
 * No element that only an injection could have made. The page's own inline scripts (the colour scheme
 * in `<head>`, the app loader at the end of `<body>`) sit where no user string can reach.
 */
async function expectNoInjectedElements(page: Page): Promise<void> {
  await expect(
    page.locator(
      'img[src="x"], svg[onload], iframe, b:text-is("bold"), script:not([src]):not([type="application/json"]):not(head > [type="application/ld+json"]):not(head > #color-scheme):not(body > #app-loader)',
    ),
  ).toHaveCount(0);
  expect(await page.locator('#color-scheme, #app-loader').count()).toBeLessThanOrEqual(2);
}

test('user strings reach every page and the server-built HTML as text only', async ({ page, request }) => {
  const ran = watchForScripts(page);
  const people = [];
  for (const name of [NAME_SCRIPT, NAME_ATTR, NAME_RTL]) {
    people.push(await signUpViaApi(page, { name, email: uniqueEmail('xss') }));
  }
  const [scripted] = people;
  const saved = await page.request.post('/api/social/updatesocialaccount', {
    headers: { 'user-token': scripted!.token },
    data: { pubg: '5123456789', fortnite: 'Eve Plays' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // Markup in a handle is refused outright: game IDs must match their game's format, and links are built
  // from social handles, never taken as typed.
  for (const data of [
    { pubg: GAME_HANDLE },
    { minecraft: NAME_SCRIPT.slice(0, 16) },
    { fortnite: NAME_ATTR.slice(0, 16) },
    { cod: `${GAME_HANDLE}#1234567` },
    { instagram: GAME_HANDLE },
  ]) {
    const refused = await page.request.post('/api/social/updatesocialaccount', {
      headers: { 'user-token': scripted!.token },
      data,
    });
    expect(refused.status(), JSON.stringify(data)).toBe(400);
  }

  // Server-built HTML of the public profile: the payloads only ever appear escaped.
  const html = await (await request.get(`/user/${scripted!.username}`)).text();
  for (const raw of [NAME_SCRIPT, GAME_HANDLE, '<script>window.__xss', '<svg/onload']) {
    expect(html).not.toContain(raw);
  }
  expect(html.match(/<\/script>/gi)?.length).toBe(html.match(/<script\b/gi)?.length);

  for (const person of people) {
    await openProfile(page, person.username);
    await expect(page.getByRole('heading', { level: 1, name: person.user.name })).toBeVisible();
    await expectNoInjectedElements(page);
  }
  await openProfile(page, scripted!.username);
  await expect(page.getByText('Eve Plays', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${NAME_SCRIPT} (@${scripted!.username}) | HandleHub`);

  await page.goto('/home');
  await appReady(page);
  for (const person of people)
    await expect(page.getByText(person.user.name, { exact: true }).first()).toBeVisible();
  await expectNoInjectedElements(page);

  await page.goto('/search');
  await appReady(page);
  await page.getByRole('textbox', { name: 'Search for name or username' }).fill(people[1]!.username);
  await expect(page.getByText(NAME_ATTR, { exact: true }).first()).toBeVisible();
  await expectNoInjectedElements(page);

  await page.goto('/settings');
  await page.goto('/profile');
  await expectNoInjectedElements(page);

  const feedback = await page.request.post('/api/others/submitfeedback', {
    headers: { 'user-token': people[2]!.token },
    data: { feedback: `${NAME_SCRIPT} ${NAME_ATTR}` },
  });
  expect(feedback.status()).toBe(200);
  // A direction override is refused wherever text is typed (probe L3).
  const spoofed = await page.request.post('/api/others/submitfeedback', {
    headers: { 'user-token': people[2]!.token },
    data: { feedback: NAME_RTL },
  });
  expect(spoofed.status()).toBe(400);
  expect(await ran()).toBeUndefined();
});

test('product fields are text in the shop, and a script link is refused', async ({ page }) => {
  const ran = watchForScripts(page);
  const session = await shopOwnerSession(page);
  const product = (link: string, name = PRODUCT_NAME) =>
    page.request.post('/api/product/addproduct', {
      headers: { 'user-token': session.token },
      multipart: {
        productname: name,
        productdesc: PRODUCT_DESC,
        productlink: link,
        photo: { name: 'p.png', mimeType: 'image/png', buffer: PNG },
      },
    });
  expect((await product('javascript:window.__xss=6')).status()).toBe(400);
  const unique = `${PRODUCT_NAME} ${Date.now().toString(36)}`;
  const added = await product('https://shop.example.com/?a="><script>window.__xss=7</script>', unique);
  expect(added.status(), await added.text()).toBe(201);

  await storeSession(page, session.user, session.token);
  await page.goto('/shop');
  await appReady(page);
  await expect(page.getByText(unique, { exact: true })).toBeVisible();
  await expect(page.getByText(PRODUCT_DESC, { exact: true }).first()).toBeVisible();
  await expectNoInjectedElements(page);
  expect(await ran()).toBeUndefined();
});

test('the CSP stops inline scripts we did not write', async ({ page }) => {
  const response = await page.goto('/home');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");

  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    const w = window as { __inline?: unknown; __handler?: unknown };
    // Each of the two either ran (the policy let it) or was reported as a violation: wait for both answers.
    let answered = () => {};
    const bothAnswered = new Promise<void>((resolve) => {
      answered = () => {
        const inline = w.__inline !== undefined || violations.includes('script-src-elem');
        const handler = w.__handler !== undefined || violations.includes('script-src-attr');
        if (inline && handler) resolve();
      };
    });
    document.addEventListener('securitypolicyviolation', (e) => {
      violations.push(e.effectiveDirective);
      answered();
    });
    const inline = document.createElement('script');
    inline.textContent = 'window.__inline = 1';
    document.body.appendChild(inline);
    const handler = document.createElement('img');
    handler.setAttribute('onerror', 'window.__handler = 1');
    handler.src = 'data:,not-an-image';
    document.body.appendChild(handler);
    answered();
    handler.addEventListener('error', () => queueMicrotask(answered));
    await bothAnswered;
    return { inline: w.__inline, handler: w.__handler, violations };
  });
  expect(outcome.inline).toBeUndefined();
  expect(outcome.handler).toBeUndefined();
  expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
});
