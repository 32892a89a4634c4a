import { expect, type Locator, type Page, test } from '@playwright/test';
import { appReady, DESKTOP, expectHeading, MOBILE } from './support';

/** True once the image has a source and has actually been decoded. */
async function expectLoadedImage(image: Locator): Promise<void> {
  await expect(image).toHaveAttribute('src', /.+/);
  await expect
    .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
}

async function expectOneH1(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
}

test.describe('landing', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`shows headline, illustration and description at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await appReady(page);
      await expectHeading(page, 'Unlock your next connection');
      await expectOneH1(page);
      await expect(
        page.getByText(/one link and one QR code for every social and gaming handle/i),
      ).toBeVisible();
      await expect(page.getByText(/no more hunting for someone's many accounts/i)).toBeVisible();
      const illustration = page.getByRole('img', { name: /phone showing a profile/i });
      await expect(illustration).toBeVisible();
      await expectLoadedImage(illustration);
      await expect(page).toHaveTitle(/HandleHub/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /QR code/);
    });
  }

  test('Explore leads to /home', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await appReady(page);
    await page.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

const FAQ_QUESTIONS = [
  'What is HandleHub?',
  'How do I find someone?',
  'How do I create my profile?',
  'How do I generate my QR code?',
  'How do I hide my profile from the Home feed?',
  'How do I stop appearing in search results?',
  'How do I temporarily disable my account?',
  'How can I contact HandleHub?',
];

test.describe('info', () => {
  test('shows all eight questions, each with its own loaded image', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/info');
    await appReady(page);
    await expectOneH1(page);
    await expect(page).toHaveTitle('Info | HandleHub');
    const entries = page.getByRole('article');
    await expect(entries).toHaveCount(FAQ_QUESTIONS.length);
    const sources = new Set<string>();
    for (const question of FAQ_QUESTIONS) {
      const entry = page.getByRole('article', { name: question });
      await expect(entry.getByRole('heading', { name: question })).toBeVisible();
      const image = entry.locator('img');
      await expect(image).toHaveCount(1);
      await image.scrollIntoViewIfNeeded();
      await expectLoadedImage(image);
      sources.add((await image.getAttribute('src')) ?? '');
    }
    expect(sources.size).toBe(FAQ_QUESTIONS.length);
  });

  test('answers say where handles, the QR code, the toggles and feedback are', async ({ page }) => {
    await page.goto('/info');
    await appReady(page);
    const answer = (question: string) => page.getByRole('article', { name: question });
    await expect(answer('How do I create my profile?')).toContainText(/log in with Google/i);
    await expect(answer('How do I create my profile?')).toContainText(
      /enter your handles on the profile page/i,
    );
    await expect(answer('How do I generate my QR code?')).toContainText(
      /once you have added handles, your QR code appears on your profile page/i,
    );
    await expect(answer('How do I hide my profile from the Home feed?')).toContainText(
      "Settings and turn off 'Display on Home'",
    );
    await expect(answer('How do I stop appearing in search results?')).toContainText(
      "Settings and turn off 'Appear in search results'",
    );
    await expect(answer('How do I temporarily disable my account?')).toContainText(
      "Settings and turn on 'Lock Account'",
    );
    await expect(answer('How can I contact HandleHub?')).toContainText(/feedback form in Settings/i);
  });
});

const LEGAL_PAGES = [
  {
    path: '/termsandconditions',
    title: 'Terms and conditions',
    topics: [
      'Cookies',
      'Licence and prohibited reuse',
      'Pornographic accounts are not allowed',
      'Our right to moderate and remove content',
      'Your content and the licence you grant us',
      'Content removal requests',
    ],
  },
  {
    path: '/privacypolicy',
    title: 'Privacy policy',
    topics: [
      'Consent',
      'Information we collect',
      'Registration and Google login',
      'How we use your information',
    ],
  },
];

for (const legal of LEGAL_PAGES) {
  test(`${legal.title} covers each topic and is updated January 05, 2025`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(legal.path);
    await expectHeading(page, legal.title);
    await expectOneH1(page);
    await expect(page.getByText('updated January 05, 2025')).toBeVisible();
    for (const topic of legal.topics) {
      const heading = page.getByRole('heading', { name: topic, level: 2 });
      await expect(heading).toBeVisible();
      // A heading alone is not a topic: it must be followed by real text.
      const text = await heading.evaluate((el) => el.parentElement?.textContent ?? '');
      expect(text.length - topic.length).toBeGreaterThan(150);
    }
    await expect(page).toHaveTitle(`${legal.title} | HandleHub`);
  });
}

test('the terms mention that pornographic accounts are deleted and the data licence is non-exclusive', async ({
  page,
}) => {
  await page.goto('/termsandconditions');
  await expect(page.getByText(/such accounts are deleted/i)).toBeVisible();
  await expect(page.getByText(/non-exclusive/i)).toBeVisible();
});

test('the privacy policy lists the data collected', async ({ page }) => {
  await page.goto('/privacypolicy');
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Information we collect' }) });
  for (const item of ['name', 'gender', 'e-mail address', 'profile photo', 'handles']) {
    await expect(section).toContainText(item);
  }
});

// The choices of docs/decisions/016-ui-finish.md (the tag names the choice).
test('M1: the landing page leads to sign-in and has the legal links', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  await page.goto('/');
  await appReady(page);
  await page.getByRole('link', { name: 'Create your link' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
