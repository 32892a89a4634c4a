import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { AppRoutes, preloadScreen } from './app/router';
import { applyServerSeeds } from './lib/server-seeds';
import './app/global.css';
import './components/profile-theme.css';

const container = document.getElementById('root')!;

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// The server renders some screens (`/user/{username}`, ssr/server-screens.tsx) into #root, with the data
// they show; those are hydrated once their chunk is loaded and that data is in the query client, so the
// first client render matches the server's markup. Others render from scratch.
// Hydration is a transition so React yields to the browser every few milliseconds: the page, already
// drawn, keeps answering taps and scrolls meanwhile (and a tap on a part not yet hydrated is replayed).
if (container.dataset.ssr === 'true') {
  applyServerSeeds(queryClient);
  preloadScreen(window.location.pathname).then(
    () =>
      startTransition(() => {
        hydrateRoot(container, app);
      }),
    // The screen's chunk did not load: the page's loader tells a person who taps a button.
    () => {
      document.documentElement.dataset.appReady = 'failed';
    },
  );
} else {
  createRoot(container).render(app);
}

// Installable and offline (docs/decisions/010-installable-and-offline.md): the service worker is
// registered after the page has loaded, so it never competes with the first paint.
// A server-rendered page runs this module after its stylesheet, often after `load` has fired.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register());
}
