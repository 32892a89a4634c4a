import type { AuthConfig } from '@handlehub/shared';
import type {
  ProfilePageInput,
  RenderedScreen,
  ScreenPageInput,
  ServerScreenPage,
} from '@handlehub/shared/ssr';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppLayout } from './app/app-layout';
import { Providers } from './app/providers';
import { ProfileFrame, ProfileView, visibleTheme } from './app/routes/public-profile-page';
import { InAppBrowserBanner } from './features/platform-links/in-app-browser-banner';
import { InAppBrowserNotice } from './features/platform-links/in-app-browser-notice';
import { authConfigQuery } from './lib/auth-config';
import { type QuerySeed, seedsTag } from './lib/server-seeds';
import { SERVER_SCREENS } from './ssr/server-screens';

/** Read by the build's critical CSS step (`ssr/critical-css-plugin.ts`). */
export { PROFILE_FIXTURES } from './ssr/profile-fixtures';
export { SCREEN_FIXTURES } from './ssr/screen-fixtures';

/** The tree the browser hydrates (layout, bars, one screen) as markup for inside `<div id="root">`. */
function renderInLayout(url: string, path: string, client: QueryClient, screen: ReactNode): string {
  const html = renderToString(
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={url}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path={path} element={screen} />
            </Route>
          </Routes>
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  // A component that threw (or suspended) on the server leaves React's client-render marker in place of
  // its boundary; the caller then sends the plain shell instead of half a page.
  const failed = /<!--\$!-->(?:<template data-msg="([^"]*)")?/.exec(html);
  if (failed) throw new Error(`server render failed: ${failed[1] ?? 'unknown error'}`);
  return html;
}

/**
 * A query client with the page's data, and the `<head>` tag that hands the same data to the browser
 * (`lib/server-seeds.ts`), which puts it into its query client before hydrating. The sign-in configuration
 * is always among it: share links are built from its public address, and the app then never fetches it
 * (nor loads the API's schemas for it) on a server-drawn page.
 */
function seeded(
  authConfig: AuthConfig,
  seeds: readonly QuerySeed[] = [],
): { client: QueryClient; head: string } {
  const all: QuerySeed[] = [[authConfigQuery.queryKey, authConfig], ...seeds];
  const client = new QueryClient();
  for (const [key, data] of all) client.setQueryData(key, data);
  return { client, head: seedsTag(all) };
}

/**
 * The markup of `/user/{username}` for inside `<div id="root">`: the same tree the browser hydrates
 * (layout, bars, profile), so the name, photo and handles arrive in the first response; and the `<head>`
 * tag with the page's query seeds (the profile itself travels in its own block, `lib/embedded-profile.ts`).
 */
export function renderProfilePage({
  url,
  profile,
  authConfig,
  inAppBrowser,
}: ProfilePageInput): RenderedScreen {
  const { client, head } = seeded(authConfig);
  const body = renderInLayout(
    url,
    '/user/:username',
    client,
    <ProfileFrame theme={visibleTheme(profile)}>
      <InAppBrowserNotice app={inAppBrowser} Banner={InAppBrowserBanner} />
      <ProfileView profile={profile} />
    </ProfileFrame>,
  );
  return { body, head };
}

/** The screens the server renders, their modules, and the API reads each needs first (no components). */
export const SERVER_SCREEN_PAGES: readonly ServerScreenPage[] = SERVER_SCREENS.map(
  ({ path, module, reads }) => ({ path, module, reads: reads.map((read) => read.path) }),
);

/**
 * One of SERVER_SCREENS as markup for inside `<div id="root">`, and the `<head>` tag that hands its data
 * to the browser (`lib/server-seeds.ts`), which puts it into its query client before hydrating.
 */
export function renderScreenPage({ path, authConfig, answers }: ScreenPageInput): RenderedScreen {
  const screen = SERVER_SCREENS.find((s) => s.path === path);
  if (!screen) throw new Error(`${path} is not a server-rendered screen`);
  if (answers.length !== screen.reads.length) throw new Error(`${path} needs ${screen.reads.length} answers`);
  const { client, head } = seeded(
    authConfig,
    screen.reads.map((read, i) => read.seed(answers[i])),
  );
  return { body: renderInLayout(path, path, client, <screen.Component />), head };
}
