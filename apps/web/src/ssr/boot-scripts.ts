import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
// By its path, as critical-css-plugin.ts does: the Vite config loads this file.
import type { BootScriptName } from '../../../../packages/shared/src/ssr.js';

/** Each boot script's module (apps/web/src/boot/) and the function that starts it in a window. */
export const BOOT_SCRIPTS: Readonly<Record<BootScriptName, { module: string; start: string }>> = {
  appLoader: { module: 'src/boot/app-loader.ts', start: 'startAppLoader' },
  gamePage: { module: 'src/boot/game-page.ts', start: 'startGamePage' },
};

/** The shell's own script (index.html), inlined by the client build rather than listed in the manifest. */
export const COLOR_SCHEME_SCRIPT = { module: 'src/boot/color-scheme.ts', start: 'applyColorScheme' };

const ENTRY = '\0handlehub-boot-entry';

/** The build's entry: the module, started in the page's window. */
function entryOf(module: string, start: string): Plugin {
  return {
    name: 'handlehub-boot-entry',
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) =>
      id === ENTRY ? `import { ${start} } from ${JSON.stringify(module)};\n${start}(window);` : null,
  };
}

/**
 * One boot script as the server inlines it: the module and what it imports, minified into one function
 * that runs at once (an inline script can be neither a module nor load one). Throws on text that would
 * end the `<script>` element early or read as markup inside it.
 */
export async function buildBootScript(
  webRoot: string,
  name: BootScriptName | 'colorScheme',
): Promise<string> {
  const { module, start } = name === 'colorScheme' ? COLOR_SCHEME_SCRIPT : BOOT_SCRIPTS[name];
  // Loaded when a build runs: the tests of the plugin that imports this file run in a browser-like
  // environment, where Vite's Node code cannot load.
  const { build } = await import('vite');
  const result = (await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    publicDir: false,
    plugins: [entryOf(join(webRoot, module), start)],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((out) => out.output);
  const chunk = chunks.find((out): out is Rollup.OutputChunk => out.type === 'chunk');
  if (!chunk || chunks.length !== 1) throw new Error(`the boot script ${name} did not build into one file`);
  const text = chunk.code.trim();
  if (/<\/script|<!--/i.test(text))
    throw new Error(`the boot script ${name} holds text that ends an inline script`);
  return text;
}

/** Every boot script, built. */
export async function buildBootScripts(webRoot: string): Promise<Record<BootScriptName, string>> {
  const scripts: Partial<Record<BootScriptName, string>> = {};
  // One after the other: each is a whole build.
  for (const name of Object.keys(BOOT_SCRIPTS) as BootScriptName[]) {
    scripts[name] = await buildBootScript(webRoot, name);
  }
  return scripts as Record<BootScriptName, string>;
}

/** The shell's colour-scheme element, which index.html leaves empty for the build to fill. */
const COLOR_SCHEME_ELEMENT = /<script id="color-scheme">[\s\S]*?<\/script>/;

/**
 * Fills index.html's `<script id="color-scheme">` with the built colour-scheme module, in the build and in
 * Vite's development server alike. Throws if the shell has no such element, so it is never left empty.
 */
export function colorSchemePlugin(): Plugin {
  let root = '';
  return {
    name: 'handlehub-color-scheme',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      if (!COLOR_SCHEME_ELEMENT.test(html)) throw new Error('index.html has no <script id="color-scheme">');
      const text = await buildBootScript(root, 'colorScheme');
      return html.replace(COLOR_SCHEME_ELEMENT, () => `<script id="color-scheme">${text}</script>`);
    },
  };
}
