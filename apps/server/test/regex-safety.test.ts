/**
 * Every regular expression the shared package and the server apply is checked by a ReDoS analyser
 * (recheck): a pattern that can backtrack super-linearly lets one request hold the only thread.
 *
 * The patterns are found, not listed: every regular expression literal of a source file (by the TypeScript
 * compiler's own parser, so a new one is covered at once), and every pattern a `new RegExp(…)` or
 * `RegExp(…)` call builds, recorded while the files holding such a call are imported (a call inside a
 * function is reached by a call listed in FUNCTION_LOCAL_BUILDS). A call site that built nothing fails the
 * test, so no built pattern goes unchecked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, type Diagnostics } from 'recheck';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const ROOTS = ['packages/shared/src', 'apps/server/src'];

interface Pattern {
  /** Repository path and line of the literal or of the call that built it. */
  file: string;
  line: number;
  source: string;
  flags: string;
}

/** Source files of the roots, without tests. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(REPO, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(?:ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const root of ROOTS) walk(root);
  return files;
}

/** The regular expression literals of a file, and the lines of its `RegExp` constructor calls. */
function scan(file: string): { literals: Pattern[]; constructorLines: number[] } {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(REPO, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const literals: Pattern[] = [];
  const constructorLines: number[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(source);
      const end = text.lastIndexOf('/');
      literals.push({ file, line: lineOf(node), source: text.slice(1, end), flags: text.slice(end + 1) });
    }
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    )
      constructorLines.push(lineOf(node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, constructorLines };
}

/**
 * Calls that reach the `RegExp` constructions made inside a function rather than when the module loads,
 * building every pattern each can build.
 */
const FUNCTION_LOCAL_BUILDS: Record<string, (module: Record<string, unknown>) => unknown> = {
  // The end of a `<script>` or `<style>` element: the only two names that construction is made for.
  'packages/shared/src/handle-import/littlelink.ts': (module) =>
    (module.littleLinkButtons as (html: string) => unknown)('<script>x</script><style>y</style>'),
};

/**
 * Patterns that are not linear but are only ever applied to bounded text the service itself controls; the
 * key is the file and the pattern, so the same pattern elsewhere is still checked.
 */
const ALLOWED: Record<string, string> = {
  // The public address and the admin address come from the operator's configuration (config.ts), not from
  // a request; the web reads its own page's address.
  'packages/shared/src/contact.ts /\\/+$/': 'the page address of the site itself',
  'apps/server/src/admin/commands.ts /\\/+$/': 'ADMIN_URL of the operator running the command',
  'apps/server/src/config.ts /\\/+$/': 'PUBLIC_URL and CORS origins of the configuration',
  'apps/server/src/features/contact/vcard.ts /\\/+$/': 'the configured public address',
  'apps/server/src/features/platform-links/platform-page.html.ts /\\/+$/': 'the configured public address',
  'apps/server/src/features/profile/export.routes.ts /\\/+$/': 'the configured public address',
  'apps/server/src/features/users/public-profile.html.ts /\\/+$/': 'the configured public address',
  'apps/server/src/plugins/ssr-build.ts /[\\\\/]+$/': 'the configured web build folder',
  // The web build's own index.html, read once at start.
  'apps/server/src/plugins/deferred-app.ts /<link\\b[^>]*\\brel="stylesheet"[^>]*>\\s*/g': 'the built shell',
  'apps/server/src/plugins/deferred-app.ts /<script\\b[^>]*\\btype="module"[^>]*><\\/script>\\s*/g':
    'the built shell',
  'apps/server/src/plugins/deferred-app.ts /<link\\b[^>]*\\brel="modulepreload"[^>]*>\\s*/g':
    'the built shell',
  'apps/server/src/plugins/deferred-app.ts /<script(\\s[^>]*)?>([\\s\\S]*?)<\\/script>/g': 'the built shell',
};
const keyOf = (pattern: Pattern) => `${pattern.file} /${pattern.source}/${pattern.flags}`;

/** The file and line of the first frame of `stack` inside the roots. */
function callerOf(stack: string): { file: string; line: number } | undefined {
  for (const frame of stack.split('\n').slice(1)) {
    const match = /(?:\(|at )(?:file:\/\/)?(\/[^():]+):(\d+):\d+\)?$/.exec(frame.trim());
    if (!match) continue;
    const file = relative(REPO, match[1]!);
    if (ROOTS.some((root) => file.startsWith(`${root}/`))) return { file, line: Number(match[2]) };
  }
  return undefined;
}

/**
 * The patterns built by the `RegExp` calls of `files`: each file imported afresh while the constructor
 * records its callers inside the roots, then the calls of FUNCTION_LOCAL_BUILDS.
 */
async function builtPatterns(files: string[]): Promise<Pattern[]> {
  const built: Pattern[] = [];
  const original = globalThis.RegExp;
  const record = (args: unknown[]) => {
    const caller = callerOf(new Error().stack ?? '');
    if (!caller) return;
    const [pattern, flags] = args as [string | RegExp, string | undefined];
    const made = new original(pattern, flags);
    built.push({ ...caller, source: made.source, flags: made.flags });
  };
  globalThis.RegExp = new Proxy(original, {
    construct(target, args, newTarget) {
      record(args);
      return Reflect.construct(target, args, newTarget);
    },
    apply(target, self, args) {
      record(args);
      return Reflect.apply(target, self, args);
    },
  });
  try {
    vi.resetModules();
    for (const file of files) await import(join(REPO, file));
    for (const [file, build] of Object.entries(FUNCTION_LOCAL_BUILDS)) build(await import(join(REPO, file)));
  } finally {
    globalThis.RegExp = original;
  }
  return built;
}

describe('every regular expression applied to input is linear (ReDoS)', () => {
  it('recheck finds no pattern that can backtrack super-linearly', { timeout: 240_000 }, async () => {
    const started = performance.now();
    const scanned = sourceFiles().map((file) => ({ file, ...scan(file) }));
    const literals = scanned.flatMap((file) => file.literals);
    const withCalls = scanned.filter((file) => file.constructorLines.length > 0);
    const built = await builtPatterns(withCalls.map((file) => file.file));

    // Each call site built a pattern (lines as the test runner maps them, so within a few of the call).
    const unreached = withCalls.flatMap(({ file, constructorLines }) =>
      constructorLines
        .filter((line) => !built.some((b) => b.file === file && Math.abs(b.line - line) <= 3))
        .map((line) => `${file}:${line}`),
    );
    expect(unreached, 'RegExp calls that built nothing: add a call to FUNCTION_LOCAL_BUILDS').toEqual([]);

    const patterns = [...literals, ...built];
    const unique = new Map<string, Pattern[]>();
    for (const pattern of patterns) {
      const key = `/${pattern.source}/${pattern.flags}`;
      unique.set(key, [...(unique.get(key) ?? []), pattern]);
    }
    // The analyser's limits in steps only, not in milliseconds (its defaults stop fuzzing after some time,
    // which on a busy machine changes what it finds); with its fixed seed each run finds the same.
    const params = { timeout: null, incubationTimeout: null, attackTimeout: null, seedingTimeout: null };
    const queue = [...unique.values()];
    const results: Array<{ sites: Pattern[]; diagnostics: Diagnostics }> = [];
    const worker = async () => {
      for (let sites = queue.shift(); sites; sites = queue.shift()) {
        results.push({ sites, diagnostics: await check(sites[0]!.source, sites[0]!.flags, params) });
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const failures = results.flatMap(({ sites, diagnostics }) => {
      if (diagnostics.status === 'safe') return [];
      const why =
        diagnostics.status === 'vulnerable'
          ? `${diagnostics.complexity.summary}, attack ${JSON.stringify(diagnostics.attack.pattern)}`
          : `unknown (${diagnostics.error.kind})`;
      return sites
        .filter((site) => !Object.hasOwn(ALLOWED, keyOf(site)))
        .map((site) => `${site.file}:${site.line} /${site.source}/${site.flags}: ${why}`);
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `recheck: ${unique.size} distinct patterns (${literals.length} literals, ${built.length} built) in ${seconds} s`,
    );
    expect(failures).toEqual([]);
    // Every allowed entry still names a pattern that is there, so the list cannot outlive its reason.
    const present = new Set(patterns.map(keyOf));
    expect(Object.keys(ALLOWED).filter((key) => !present.has(key))).toEqual([]);
  });
});
