import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { AppLayout } from './app-layout';

interface Screen {
  path: string;
  load: () => Promise<ComponentType>;
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * Each screen is its own chunk, so a visitor of `/user/{username}` downloads only that screen.
 * Declarative routes (not the data router, which is about 18 KB gzipped more in every page's first
 * download): the app loads its data with TanStack Query, not route loaders.
 */
const screen = (path: string, importScreen: () => Promise<ComponentType>): Screen => {
  let loading: Promise<ComponentType> | undefined;
  // One download per screen, whether preloaded for hydration or rendered.
  const load = () => {
    loading ??= importScreen();
    return loading;
  };
  return { path, load, Component: lazy(() => load().then((Component) => ({ default: Component }))) };
};

const SCREENS: Screen[] = [
  screen('/', () => import('../features/landing/landing-page').then((m) => m.LandingPage)),
  screen('/login', () => import('../features/auth/login-page').then((m) => m.LoginPage)),
  screen('/home', () => import('../features/users/home-page').then((m) => m.HomePage)),
  screen('/profile', () => import('./routes/profile-page').then((m) => m.ProfilePage)),
  screen('/profile/addaccount', () => import('./routes/add-account-route').then((m) => m.AddAccountRoute)),
  screen('/profile/editprofile', () =>
    import('../features/profile/edit-profile-page').then((m) => m.EditProfilePage),
  ),
  screen('/info', () => import('../features/info/info-page').then((m) => m.InfoPage)),
  screen('/shop', () => import('../features/shop/shop-page').then((m) => m.ShopPage)),
  screen('/search', () => import('../features/users/search-page').then((m) => m.SearchPage)),
  screen('/settings', () => import('./routes/settings-page').then((m) => m.SettingsPage)),
  screen('/termsandconditions', () => import('../features/legal/terms-page').then((m) => m.TermsPage)),
  screen('/privacypolicy', () => import('../features/legal/privacy-page').then((m) => m.PrivacyPage)),
  screen('/user/:username', () => import('./routes/public-profile-page').then((m) => m.PublicProfilePage)),
  screen('*', () => import('./not-found-page').then((m) => m.NotFoundPage)),
];

/** The path of every screen, the not-found screen (`*`) last. */
export const SCREEN_PATHS = SCREENS.map((s) => s.path);

/** Loads the chunk of the screen at `pathname` (before hydrating a server-rendered page). */
export function preloadScreen(pathname: string): Promise<unknown> {
  const match = SCREENS.find((s) => s.path !== '*' && matchPath(s.path, pathname));
  return (match ?? SCREENS[SCREENS.length - 1]!).load();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {SCREENS.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Route>
    </Routes>
  );
}
