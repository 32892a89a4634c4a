import { presentItems, type StoredItem } from '@handlehub/shared';
import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
// Shared by the web's Testing Library tests only (never imported by the app).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { authConfigQuery } from './lib/auth-config';
import { session } from './lib/session';

/** jsdom has neither matchMedia (Mantine asks it for the colour scheme) nor IntersectionObserver (lists). */
export function installBrowserStubs(): void {
  // Lazy chunks and debounced checks take a while on a busy machine (several test runs share two cores).
  configure({ asyncUtilTimeout: 5000 });
  window.matchMedia ??= (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // Every observed element is in view at once, as the end of a short list on a tall screen is.
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
    root = null;
    rootMargin = '';
    thresholds = [];
  } as unknown as typeof IntersectionObserver;
  // Mantine's ScrollArea and some inputs ask for it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // Textarea's autosize listens for web fonts loading (the bio on Edit Profile); jsdom has no FontFaceSet.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
  }
}

export type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * Answers the app's fetches by path (`'GET /api/home'`): a handler returns the JSON body, or a Response
 * for a refusal. An unhandled call fails the test. Returns the calls made, as `METHOD path?query`.
 */
export function mockApi(handlers: Record<string, Handler>): string[] {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`unexpected call: ${method} ${url.pathname}`);
    const answer = await handler(url, init);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  return calls;
}

/**
 * The hooks a screen test of the app shares: the browser stubs once; nobody signed in and nothing kept in
 * sessionStorage before each test; after each, the page unmounted, spies (fetch) put back and the calls
 * of every mock (a file's `vi.mock` of notify, say) forgotten.
 */
export function setUpScreenTests(): void {
  beforeAll(installBrowserStubs);
  beforeEach(() => {
    session.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });
}

/** Ann signed in, `handlers` answering the API, `element` rendered (at `path`); answers the calls made. */
export function renderSignedIn(
  element: ReactNode,
  handlers: Record<string, Handler>,
  options: Parameters<typeof renderApp>[1] = {},
): string[] {
  const calls = mockApi(handlers);
  session.signIn(user, 'token-1');
  renderApp(element, options);
  return calls;
}

export const refusal = (status: number, error: string) => Response.json({ error }, { status });

/**
 * A list's read that the server refuses (`status`) until the person has pressed Try again: `handler`
 * answers as `answer` from then on; `pressTryAgain` waits for the failure to be said, then presses it.
 */
export function failsUntilTryAgain(answer: Handler, status = 500) {
  let fail = true;
  return {
    handler: ((url, init) => (fail ? refusal(status, 'down') : answer(url, init))) satisfies Handler,
    async pressTryAgain() {
      expect(await screen.findByText(COMMON_MESSAGES.listFailed)).toBeTruthy();
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: COMMON_MESSAGES.tryAgain }));
    },
  };
}

/** Where the app is now (shown by renderApp). */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` at `path` (route `pattern`) with the app's providers, a fresh query cache; `layout`
 * (the app's AppLayout) wraps it as the router does.
 */
export function renderApp(
  element: ReactNode,
  {
    path = '/',
    pattern = path.split('?')[0]!,
    layout,
  }: { path?: string; pattern?: string; layout?: ReactNode } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(authConfigQuery.queryKey, {
    googleClientId: null,
    devLogin: true,
    publicUrl: 'https://handlehub.example',
  });
  const result = render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={layout ?? <Outlet />}>
              <Route path={pattern} element={element} />
              <Route path="*" element={null} />
            </Route>
          </Routes>
          <Where />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/**
 * `element` with the app's query client (auth config as a production build has it: no development
 * sign-in) and Mantine, without a router: for components that do not navigate.
 */
export function renderWithProviders(element: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(authConfigQuery.queryKey, {
    googleClientId: null,
    devLogin: false,
    publicUrl: 'https://handlehub.example',
  });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>{element}</MantineProvider>
    </QueryClientProvider>,
  );
}

export const user = {
  name: 'Ann Smith',
  username: 'ann',
  gender: 'female' as const,
  photo: null,
  isShopOwner: false,
  bio: null,
  theme: 'violet' as const,
  background: 'solid' as const,
  buttons: 'filled' as const,
};

export const card = (username: string, name = `Person ${username}`) => ({
  name,
  username,
  photo: null,
  isLocked: false,
  isBlocked: false,
  isSearchable: true,
});

/**
 * Items as the server presents them, in the order given: `[platform, value, extra]` rows, ids from 1.
 * A link's value is its address; `extra` sets a label, a title or hides the item.
 */
export const items = (
  rows: readonly (readonly [string, string, Partial<Pick<StoredItem, 'label' | 'title' | 'visible'>>?])[],
) =>
  presentItems(
    rows.map(([platform, value, extra], index) => ({
      id: index + 1,
      platform,
      value,
      label: '',
      title: '',
      visible: true,
      ...extra,
    })),
  );
