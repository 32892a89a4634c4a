import type { AuthConfig, PublicProfile } from '@handlehub/shared';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppLayout } from './app/app-layout';
import { Providers } from './app/providers';
import { ProfileFrame, ProfileView } from './app/routes/public-profile-page';
import { authConfigQuery } from './lib/auth-config';

/** Read by the build's critical CSS step (`ssr/critical-css-plugin.ts`). */
export { PROFILE_FIXTURES } from './ssr/profile-fixtures';

/** What the server knows when it renders `/user/{username}`. */
export interface ProfilePageInput {
  /** The request's path, e.g. `/user/aarav`. */
  url: string;
  profile: PublicProfile | null;
  publicUrl: string;
}

/**
 * The markup of `/user/{username}` for inside `<div id="root">`: the same tree the browser hydrates
 * (layout, bars, profile), so the name, photo and handles arrive in the first response.
 */
export function renderProfilePage({ url, profile, publicUrl }: ProfilePageInput): string {
  const client = new QueryClient();
  // Share links are built from the public address; the browser loads it, the server already knows it.
  const config: AuthConfig = { googleClientId: null, devLogin: false, publicUrl };
  client.setQueryData(authConfigQuery.queryKey, config);
  const html = renderToString(
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={url}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route
                path="/user/:username"
                element={
                  <ProfileFrame>
                    <ProfileView profile={profile} />
                  </ProfileFrame>
                }
              />
            </Route>
          </Routes>
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  // A component that threw on the server leaves a client-render marker; the caller then sends the
  // plain shell instead of half a page.
  const failed = /<!--\$!-->(?:<template data-msg="([^"]*)")?/.exec(html);
  if (failed) throw new Error(`server render failed: ${failed[1] ?? 'unknown error'}`);
  return html;
}
