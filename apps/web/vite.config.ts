import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { colorSchemePlugin } from './src/ssr/boot-scripts.js';
import { BEFORE_APP_ENTRY, criticalCssPlugin } from './src/ssr/critical-css-plugin.js';
import { serviceWorkerPlugin } from './src/sw/vite-plugin.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: here('.'),
  // serviceWorkerPlugin writes dist/sw.js (docs/decisions/010-installable-and-offline.md);
  // criticalCssPlugin writes dist-ssr/pages.json and each page's critical CSS (docs/decisions/029);
  // colorSchemePlugin inlines src/boot/color-scheme.ts into index.html.
  plugins: [react(), serviceWorkerPlugin(), criticalCssPlugin(), colorSchemePlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Which files each screen needs: read by the bundle budget and by the server's preload links.
    manifest: 'manifest.json',
    rollupOptions: {
      // Besides the app (index.html): what the public profile counts before the app runs (decision 020).
      ...(isSsrBuild ? {} : { input: { index: here('index.html'), 'before-app': here(BEFORE_APP_ENTRY) } }),
      output: {
        // The server-side module bundles CommonJS packages (react-dom/server) that require Node's own.
        banner: (chunk) =>
          isSsrBuild && chunk.isEntry
            ? "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);"
            : '',
      },
    },
  },
  // The server-side module (`vite build --ssr src/entry-server.tsx`) carries its packages, so the
  // server loads it from any folder.
  ssr: { noExternal: true },
  // React's production build on the server too, whatever NODE_ENV the server runs with.
  ...(isSsrBuild ? { publicDir: false as const, define: { 'process.env.NODE_ENV': '"production"' } } : {}),
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
}));
