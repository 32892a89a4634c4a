// Where React's modules resolve in the web build, its tests and the bundle-floor bench (decision 023):
// to Preact's compat layer, and `react` itself to ./react-on-preact.js.
import { fileURLToPath } from 'node:url';

export const REACT_ON_PREACT = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./react-on-preact.js', import.meta.url)) },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
