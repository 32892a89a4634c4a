// The bundle budget: gzipped JS and CSS that a first visit to a screen downloads before it can be
// used (the entry with its static imports, plus the screen's lazy chunk with its static imports),
// read from the production build's manifest. Usage: node scripts/check-bundle-budget.mjs [webDist]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureBundleFloor } from '../bench/web-bundle-floor.mjs';

const KB = 1024;

/**
 * The profile screen's manifest key, as the web build recorded it for the server (`<webDist>-ssr/pages.json`,
 * SsrManifest in packages/shared/src/ssr.ts, under its key '/user/:username').
 */
function profileScreen(dist) {
  const path = `${dist.replace(/[\\/]+$/, '')}-ssr/pages.json`;
  if (!existsSync(path)) throw new Error(`no ${path}: run 'npm run build:web', which builds it`);
  const screen = JSON.parse(readFileSync(path, 'utf8')).pages?.['/user/:username']?.screen;
  if (typeof screen !== 'string') throw new Error(`${path} names no profile screen: run 'npm run build:web'`);
  return screen;
}

/**
 * Every screen's limits in gzipped bytes: a ratchet a little above what the React build measured
 * (docs/PERFORMANCE-WEB.md; the stack alone, React with React Router, TanStack Query and Mantine, is 102.9 KB:
 * `node bench/web-bundle-floor.mjs`). CSS meets 25 KB everywhere. Lower a limit when the bundle shrinks; never
 * raise it silently. The profile's reader runs only the second budget's script until they show an intent.
 */
const screen = (route, source, js, css = 17) => ({ route, screen: source, js: js * KB, css: css * KB });
export const BUDGETS = [
  // Raised for items (decision 027): labels, titles, the Links section, and the 64 icons of the catalogue
  // (3.9 KB of it), drawn inline so the server-drawn page shows them in its first paint.
  // Raised again for the personal page (decision 028): the share sheet's parts, the real QR card, the themed
  // portal and the one back link (1 KB).
  // And for one lazily loaded dialog mechanism (useLazyDialog, useQrImage) and the person's placeholder of
  // the signed-in frame (decision 031), which the profile header draws (0.7 KB).
  // And for the texts of a screen or a section that failed, now in the entry's messages (0.2 KB, every screen).
  // And for the verified mark beside an item (decision 034): its words, icon and the methods' names it says
  // (verification.ts, 1 KB with the item schema's method names), and its rules in the critical CSS (0.1 KB).
  screen('/user/{username}', profileScreen, 141.1, 17.15),
  {
    route: '/user/{username} before the app runs',
    screen: 'src/features/insights/before-app.ts',
    alone: true,
    js: 2 * KB,
    css: 0,
  },
  screen('/', 'src/features/landing/landing-page.tsx', 121.5),
  // Every form checks through @mantine/form and the shared schemas (decision 030): about 6.5 KB where a
  // screen has a form (sign-up here, Add Product on /shop, feedback on /settings, Edit Profile, Add Account).
  // The username field with its live check is one component, shared with Edit Profile (0.7 KB).
  // The one text rule made linear in its input (text.ts: a scan by hand of the invisible characters instead of one
  // regular expression that backtracked; 0.35 KB) on every screen with a form.
  // Verification (decision 034): the item schema names the verification method keys (verification-keys.ts,
  // a list of ten words) in the chunk every form screen shares.
  screen('/login', 'src/features/auth/login-page.tsx', 212.5),
  // The feed and search take every game of the catalogue: its list loads after the page draws.
  // 0.3 KB more once the web's helpers were written once (dialogs, sends); not traced to one file.
  // A failed screen's texts in the entry's messages (0.2 KB).
  // The game filter names a game through nameOfItem, as every screen names an item, and the entry's failure texts
  // (0.7 KB in all; not traced further).
  // Verification (decision 034): the cards' short mark, "Verified only" (a plain checkbox: Mantine's Switch
  // was 2.5 KB more) and the verification method keys the item schema names.
  // Where an item leads, decided once (decision 035): the catalogue the filter loads carries the rules that
  // name a pasted page that is not a profile (0.2–0.4 KB).
  screen('/home', 'src/features/users/home-page.tsx', 168.5),
  screen('/search', 'src/features/users/search-page.tsx', 170),
  // The shop's dialogs send through the one send mechanism (useSend, useDialogForm) and Delete Product is
  // the one ConfirmDialog (0.9 KB).
  // The one text rule made linear in its input (text.ts: a scan by hand of the invisible characters instead of one
  // regular expression that backtracked; 0.35 KB) on every screen with a form.
  screen('/shop', 'src/features/shop/shop-page.tsx', 196.5),
  // The shell alone, which grew by under 0.1 KB and stood at the limit.
  screen('/info', 'src/features/info/info-page.tsx', 118),
  // The QR card's real code and the page style's rules (decision 028).
  // The signed-in frame the server draws (decision 031): placeholders and the session-not-known state (1 KB).
  // A boundary per section, and the rows of platforms the catalogue no longer has (decision 033, 1.3 KB).
  // Verification (decision 034): the verified mark on the rows, the sign-in return notice (an Alert and the
  // return texts) and the methods the item schema names (2.4 KB); the mark's rules (0.1 KB of CSS).
  // Where an item leads, decided once (decision 035): itemDestination, and a shown game row that opens its
  // game page (0.6 KB).
  screen('/profile', 'src/app/routes/profile-page.tsx', 183.25, 17.6),
  // The catalogue and the item editor (order, hide, labels, links, import, export) live on Add Account.
  // The list of rows of platforms the catalogue no longer has, shared with /profile (decision 033): its
  // code and the item writes it uses are a chunk of their own now (2 KB with the split).
  // Verification (decision 034): each row's level (the mark) and its Verify button (the dialog loads on the
  // first tap), the route composing handles and verification, and the methods the item schema names (3.7 KB).
  // Where an item leads (decision 035): a pasted page that is not a profile is named, with "Add as a link"
  // (0.7 KB).
  screen('/profile/addaccount', 'src/app/routes/add-account-route.tsx', 242.5, 17.1),
  // The one text rule made linear in its input (text.ts: a scan by hand of the invisible characters instead of one
  // regular expression that backtracked; 0.35 KB) on every screen with a form.
  // Verification (decision 034): the item schema names the verification method keys (verification-keys.ts,
  // a list of ten words) in the chunk every form screen shares.
  screen('/profile/editprofile', 'src/features/profile/edit-profile-page.tsx', 211.75),
  // The signed-in frame (decision 031) and the exits with their one question dialog (1 KB).
  // The one text rule made linear in its input (text.ts: a scan by hand of the invisible characters instead of one
  // regular expression that backtracked; 0.35 KB) on every screen with a form.
  // Verification (decision 034): the item schema names the verification method keys (verification-keys.ts,
  // a list of ten words) in the chunk every form screen shares.
  screen('/settings', 'src/app/routes/settings-page.tsx', 209.25),
  screen('/termsandconditions', 'src/features/legal/terms-page.tsx', 117),
  screen('/privacypolicy', 'src/features/legal/privacy-page.tsx', 116),
  screen('not found', 'src/app/not-found-page.tsx', 115.5),
];

/**
 * The product runs React (decision 025): a build whose entry lacks react-dom's client, or that carries
 * Preact anywhere, is refused whatever its size.
 */
export function runtimeProblems(dist, manifest) {
  const read = (key) => readFileSync(join(dist, manifest[key].file), 'utf8');
  const entry = [...closure(manifest, 'index.html')].map(read).join('\n');
  const problems = [];
  if (!/rendererPackageName:\s*[`'"]react-dom[`'"]/.test(entry))
    problems.push("the app's entry does not carry react-dom's client");
  const withPreact = Object.keys(manifest).filter((key) => /preact/i.test(read(key)));
  if (withPreact.length) problems.push(`Preact is in the build: ${withPreact.join(', ')}`);
  return problems;
}

/** Every file a manifest entry pulls in through static imports, with its CSS. */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const next of chunk.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** Gzipped JS and CSS bytes a screen needs (with the app's entry unless `alone`), and the files counted. */
export function measure(dist, manifest, screen, { alone = false } = {}) {
  const keys = new Set([...(alone ? [] : closure(manifest, 'index.html')), ...closure(manifest, screen)]);
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files: [...files].sort() };
}

async function main() {
  const dist = process.argv[2] ?? process.env.WEB_DIST ?? 'apps/web/dist';
  const manifestPath = join(dist, 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`FAIL: no build manifest at ${manifestPath}: run 'npm run build:web' first`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  let failed = 0;
  for (const problem of runtimeProblems(dist, manifest)) {
    failed++;
    console.log(`FAIL runtime: ${problem}`);
  }
  for (const budget of BUDGETS) {
    const screen = typeof budget.screen === 'function' ? budget.screen(dist) : budget.screen;
    const got = measure(dist, manifest, screen, { alone: budget.alone });
    for (const kind of ['js', 'css']) {
      const ok = got[kind] <= budget[kind];
      if (!ok) failed++;
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} ${budget.route} ${kind.toUpperCase()} ${kb(got[kind])} gzipped (limit ${kb(budget[kind])}; ${got.files.length} files)`,
      );
    }
  }
  // The floor beside the budgets: what React, React Router, TanStack Query and Mantine alone weigh.
  const floor = (await measureBundleFloor()).at(-1);
  console.log(`the stack alone (${floor.stack}): ${floor['gzipped JS (KB)']} KB of gzipped JS`);
  const checks = BUDGETS.length * 2 + 1;
  console.log(`bundle budget: ${checks - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
