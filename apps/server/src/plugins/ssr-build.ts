import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BOOT_SCRIPT_NAMES,
  type BootScriptName,
  SSR_DIR_SUFFIX,
  SSR_MANIFEST_FILE,
  SSR_MANIFEST_VERSION,
  SSR_MODULE_FILE,
  type SsrManifest,
  type SsrModule,
  type SsrPage,
} from '@handlehub/shared/ssr';
import type { FastifyBaseLogger } from 'fastify';

/** Where the server-side build sits: next to the web build, as `<webDist>-ssr`. */
export const ssrDirOf = (webDist: string): string => `${webDist.replace(/[\\/]+$/, '')}${SSR_DIR_SUFFIX}`;

/** One server-drawn page, ready to draw: the manifest's entry with its critical CSS read. */
export interface BuiltPage extends Omit<SsrPage, 'criticalCss'> {
  /** The stylesheet the rendered page can use, inlined into its `<head>`. */
  criticalCss: string;
}

/** Everything the web build gives the server to draw pages with. */
export interface SsrBuild {
  module: SsrModule;
  /** By the manifest's key: PROFILE_PAGE_KEY and each screen's path. */
  pages: ReadonlyMap<string, BuiltPage>;
  /** The boot scripts' built text, inlined as it is (and admitted by its hash: web.ts webScriptHashes). */
  scripts: Readonly<Record<BootScriptName, string>>;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const REBUILD = "run 'npm run build:web'";

/**
 * The web build's manifest (SSR_MANIFEST_FILE in `ssrDir`), checked against SsrManifest. Throws a message
 * that names the file and what is wrong with it: missing, written by an older build, or malformed.
 */
export function readSsrManifest(ssrDir: string): SsrManifest {
  const path = join(ssrDir, SSR_MANIFEST_FILE);
  if (!existsSync(path)) throw new Error(`no ${path}: the web build writes it; ${REBUILD}`);
  let parsed: { version?: unknown; pages?: unknown; scripts?: Record<string, unknown> };
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not JSON (${(error as Error).message}); ${REBUILD}`);
  }
  if (parsed?.version !== SSR_MANIFEST_VERSION) {
    throw new Error(
      `${path} is version ${String(parsed?.version)}, and this server reads version ${SSR_MANIFEST_VERSION}: it was written by another build of the web app; ${REBUILD}`,
    );
  }
  const pages = parsed.pages;
  if (typeof pages !== 'object' || pages === null) throw new Error(`${path} has no pages; ${REBUILD}`);
  for (const [key, page] of Object.entries(pages as Record<string, Partial<SsrPage>>)) {
    const lists = ['preloads', 'styles', 'prefetch', 'beforeApp'] as const;
    const bad = [
      ...lists.filter((field) => !isStringList(page?.[field])),
      ...(['screen', 'criticalCss'] as const).filter((field) => typeof page?.[field] !== 'string'),
    ];
    if (bad.length > 0) throw new Error(`${path}: the page ${key} lacks ${bad.join(', ')}; ${REBUILD}`);
  }
  const noScript = BOOT_SCRIPT_NAMES.filter((name) => typeof parsed.scripts?.[name] !== 'string');
  if (noScript.length > 0)
    throw new Error(`${path} lacks the boot scripts ${noScript.join(', ')}; ${REBUILD}`);
  return parsed as SsrManifest;
}

/** The module's exports the server uses, or a message naming the first missing one. */
function checkModule(mod: Record<string, unknown>, path: string): SsrModule {
  for (const name of ['renderProfilePage', 'renderScreenPage'] as const) {
    if (typeof mod[name] !== 'function') throw new Error(`${path} exports no ${name}; ${REBUILD}`);
  }
  const screens = mod.SERVER_SCREEN_PAGES;
  if (
    !Array.isArray(screens) ||
    !screens.every(
      (screen: { path?: unknown; reads?: unknown }) =>
        typeof screen?.path === 'string' && isStringList(screen.reads),
    )
  ) {
    throw new Error(`${path} exports no list of SERVER_SCREEN_PAGES with their reads; ${REBUILD}`);
  }
  return mod as unknown as SsrModule;
}

/** The manifest's pages with their critical CSS read; every screen the module renders must have one. */
function readPages(ssrDir: string, manifest: SsrManifest, module: SsrModule): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>();
  for (const [key, page] of Object.entries(manifest.pages)) {
    const cssPath = join(ssrDir, page.criticalCss);
    if (!existsSync(cssPath)) throw new Error(`no ${cssPath} (the critical CSS of ${key}); ${REBUILD}`);
    pages.set(key, { ...page, criticalCss: readFileSync(cssPath, 'utf8') });
  }
  for (const screen of module.SERVER_SCREEN_PAGES) {
    if (!pages.has(screen.path)) {
      throw new Error(
        `${join(ssrDir, SSR_MANIFEST_FILE)} has no page ${screen.path}, which the module renders`,
      );
    }
  }
  return pages;
}

const loaded = new Map<string, Promise<SsrBuild | null>>();

/**
 * The web build's server-side module and manifest (`<webDist>-ssr`), loaded once per folder for every
 * page the server draws. Null when the folder has no module (a build without server rendering): the
 * pages are then drawn in the browser. Null too, with the reason logged as an error, when the module or
 * its manifest is missing, old or malformed: a page drawn half by one build and half by another is worse
 * than a page drawn in the browser.
 */
export function loadSsrBuild(webDist: string, log: FastifyBaseLogger): Promise<SsrBuild | null> {
  const ssrDir = ssrDirOf(webDist);
  let build = loaded.get(ssrDir);
  if (!build) {
    build = openSsrBuild(ssrDir, log);
    loaded.set(ssrDir, build);
  }
  return build;
}

async function openSsrBuild(ssrDir: string, log: FastifyBaseLogger): Promise<SsrBuild | null> {
  const path = join(ssrDir, SSR_MODULE_FILE);
  if (!existsSync(path)) {
    log.info(`no server-side module at ${path}: pages render in the browser only`);
    return null;
  }
  try {
    const module = checkModule(await import(pathToFileURL(path).href), path);
    const manifest = readSsrManifest(ssrDir);
    return { module, pages: readPages(ssrDir, manifest, module), scripts: manifest.scripts };
  } catch (error) {
    log.error({ err: error }, `could not load the web build's server-side pages from ${ssrDir}`);
    return null;
  }
}
