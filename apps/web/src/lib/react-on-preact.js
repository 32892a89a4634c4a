// The web app is written against React's API and runs on Preact (docs/decisions/023-preact.md): `react` and
// `react-dom` resolve to `preact/compat` (apps/web/vite.config.ts), and `react` itself to this module, which
// adds what compat lacks or does differently and Mantine relies on. Plain JavaScript: compat's types are
// an `export =` module, which TypeScript cannot re-export with `export *`; the app's types stay React's.
import { use as compatUse, useContext } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19's `<Activity>`, which Mantine uses only for `keepMounted` transitions and tab panels (the app
 * uses neither). A hidden part is unmounted, as without `keepMounted`.
 * @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props
 */
export function Activity({ mode, children }) {
  return mode === 'hidden' ? null : children;
}

/**
 * `use(context)` as `useContext`: compat's `use` reads the provider from a field that the server renderer
 * (preact-render-to-string) does not set, so Mantine's `use(ThemeContext)` failed there. Mantine calls it
 * unconditionally, as a hook. Promises go to compat's `use`.
 * @template T
 * @param {import('preact').Context<T> | PromiseLike<T>} resource
 * @returns {T}
 */
export function use(resource) {
  // biome-ignore lint/correctness/useHookAtTopLevel: one branch per call site's kind of resource, never both
  return 'then' in resource ? compatUse(resource) : useContext(resource);
}
