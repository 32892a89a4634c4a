import { withQuery } from '@handlehub/shared/api/endpoint';
import { shopApi } from '@handlehub/shared/api/shop';
import { usersApi } from '@handlehub/shared/api/users';
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { ProfilePage } from '../app/routes/profile-page';
import { SettingsPage } from '../app/routes/settings-page';
import { InfoPage } from '../features/info/info-page';
import { LandingPage } from '../features/landing/landing-page';
import { productsKey } from '../features/shop/api';
import { ShopPage } from '../features/shop/shop-page';
import { homeFeedGameKey } from '../features/users/api';
import { HomePage } from '../features/users/home-page';
import { SearchPage } from '../features/users/search-page';
import type { QuerySeed } from '../lib/server-seeds';

/** One API read a screen shows at once: the server answers it first, and the answer seeds the query. */
interface ScreenRead {
  /** The GET the server answers, e.g. `/api/users/home?page=1`. */
  path: string;
  /** The query the screen reads that answer from, in the shape the screen's hook keeps it; the answer
   * is checked against the contract's schema first. */
  seed: (answer: unknown) => QuerySeed;
}

/** A screen the server renders into its first response, besides `/user/{username}`. */
export interface ServerScreen {
  /** The route, exactly: a URL with a query string is left to the browser (its state lives in it). */
  path: string;
  /** The screen's module, its key in the client build's manifest. */
  module: string;
  Component: ComponentType;
  reads: ScreenRead[];
}

/** The first page of an infinite list (`lib/use-infinite-list.ts`), as the list keeps it. */
const firstPage = <T,>(key: QueryKey, items: T[]): QuerySeed => [key, { pages: [items], pageParams: [1] }];

/**
 * The screens a visitor may land on from outside: drawn by the server so they paint from the first response,
 * hydrated by the browser. The server draws every one signed out (the session lives in the browser): a
 * screen for a signed-in person (/profile, the installed app's start page, and /settings) is drawn as its
 * frame until the browser knows the session (`useSessionOnceKnown`). Other such screens stay browser-drawn.
 */
export const SERVER_SCREENS: readonly ServerScreen[] = [
  { path: '/', module: 'src/features/landing/landing-page.tsx', Component: LandingPage, reads: [] },
  { path: '/info', module: 'src/features/info/info-page.tsx', Component: InfoPage, reads: [] },
  { path: '/search', module: 'src/features/users/search-page.tsx', Component: SearchPage, reads: [] },
  { path: '/profile', module: 'src/app/routes/profile-page.tsx', Component: ProfilePage, reads: [] },
  { path: '/settings', module: 'src/app/routes/settings-page.tsx', Component: SettingsPage, reads: [] },
  {
    path: '/home',
    module: 'src/features/users/home-page.tsx',
    Component: HomePage,
    reads: [
      {
        path: withQuery(usersApi.home.path, { page: '1' }),
        seed: (answer) => firstPage(homeFeedGameKey(undefined), usersApi.home.answer.parse(answer).users),
      },
    ],
  },
  {
    path: '/shop',
    module: 'src/features/shop/shop-page.tsx',
    Component: ShopPage,
    reads: [
      {
        path: withQuery(shopApi.products.path, { page: '1' }),
        seed: (answer) => firstPage(productsKey, shopApi.products.answer.parse(answer).products),
      },
    ],
  },
];
