/**
 * What the stack alone costs a screen that hydrates (decisions 021 and 025): builds the smallest entries that
 * use each of the web app's libraries the way the app's entry does, each layer on top of the one before, with
 * the app's own Vite and target, and prints their gzipped JS: the floor under every screen's budget.
 *
 *   node bench/web-bundle-floor.mjs   (also run by `npm run bench:web`)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');

const LAYERS = [
  {
    name: 'runtime (react-dom hydrateRoot)',
    imports: "import { hydrateRoot } from 'react-dom/client';\nimport { createElement as h } from 'react';",
    tree: "h('div')",
  },
  {
    name: '+ React Router (BrowserRouter, Routes, Link)',
    imports: "import { BrowserRouter, Link, Route, Routes } from 'react-router';",
    tree: "h(BrowserRouter, null, h(Link, { to: '/' }, 'home'), h(Routes, null, h(Route, { path: '/', Component: Screen })))",
  },
  {
    name: '+ TanStack Query (useQuery)',
    imports: "import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';",
    setup: 'const client = new QueryClient();',
    wrap: (tree) => `h(QueryClientProvider, { client }, ${tree})`,
    screen: "useQuery({ queryKey: ['a'], queryFn: () => 1 });",
  },
  {
    name: '+ Mantine (provider, Box, Card, Button)',
    imports: "import { Box, Button, Card, MantineProvider } from '@mantine/core';",
    wrap: (tree) => `h(MantineProvider, null, ${tree})`,
    screenTree: "h(Box, null, h(Card, null, h(Button, null, 'x')))",
  },
];

/** The source of the entry holding layers 0..n. */
function entrySource(n) {
  const used = LAYERS.slice(0, n + 1);
  const screenBody = used.map((l) => l.screen ?? '').join('\n');
  const screenTree = used.findLast((l) => l.screenTree)?.screenTree ?? 'null';
  let tree = used.findLast((l) => l.tree).tree;
  for (const l of used) if (l.wrap) tree = l.wrap(tree);
  return [
    ...used.map((l) => l.imports),
    `function Screen() {\n${screenBody}\nreturn ${screenTree};\n}`,
    ...used.map((l) => l.setup ?? ''),
    `hydrateRoot(document.getElementById('root'), ${tree});`,
  ].join('\n');
}

/** Each layer's gzipped JS, built as the app is (React 19, react-dom, production). */
export async function measureBundleFloor() {
  // Inside the web app's node_modules so that the entries resolve its packages, and git never sees them.
  const dir = join(WEB, 'node_modules', '.bench-bundle-floor');
  mkdirSync(dir, { recursive: true });
  const rows = [];
  try {
    for (let n = 0; n < LAYERS.length; n++) {
      const file = join(dir, `layer-${n}.js`);
      writeFileSync(file, entrySource(n));
      const result = await build({
        root: WEB,
        configFile: false,
        logLevel: 'silent',
        define: { 'process.env.NODE_ENV': '"production"' },
        build: { write: false, target: 'es2022', rollupOptions: { input: file } },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
      const gz = outputs
        .filter((o) => o.type === 'chunk')
        .reduce((sum, o) => sum + gzipSync(o.code, { level: 9 }).length, 0);
      rows.push({ stack: LAYERS[n].name, 'gzipped JS (KB)': Number((gz / 1024).toFixed(1)) });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('The stack alone, each layer on top of the one before (gzip -9, as the bundle budget):');
  console.table(await measureBundleFloor());
}
