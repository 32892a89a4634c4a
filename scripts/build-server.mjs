// Bundles the server and the shared package into one ES module; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['apps/server/src/server.ts'],
  outfile: process.env.SERVER_BUNDLE ?? 'apps/server/dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@handlehub/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
