import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadScreen } from './app/router';
import './app/global.css';

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

// The server renders some screens (`/user/{username}`) into #root; those are hydrated once their
// chunk is loaded, so the first client render matches the server's markup. Others render from scratch.
if (container.dataset.ssr === 'true') {
  void preloadScreen(window.location.pathname).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}

// Installable and offline (docs/decisions/010-installable-and-offline.md): the service worker is
// registered after the page has loaded, so it never competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
