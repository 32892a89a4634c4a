import { createHash } from 'node:crypto';
import { jsonForHtml } from '@handlehub/shared/html-json';
import { APP_ASSETS_ID, type AppAssets } from '@handlehub/shared/ssr';

/*
 * How a server-drawn page starts the app after its first paint (decision 020): the shell's app assets
 * are taken out and listed in a JSON block, which the app loader (apps/web/src/boot/app-loader.ts, built
 * by the web build and inlined from its manifest) reads.
 */

const TAG = {
  style: /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/g,
  entry: /<script\b[^>]*\btype="module"[^>]*><\/script>\s*/g,
  module: /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g,
};
const hrefOf = (tag: string) => /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];

/** The shell without its app asset tags (for server-rendered pages), and those assets. */
export function withoutAppAssets(shell: string): { shell: string; assets: AppAssets } {
  const take = (pattern: RegExp) => [...shell.matchAll(pattern)].flatMap(([tag]) => hrefOf(tag) ?? []);
  const assets = {
    styles: take(TAG.style),
    entry: take(TAG.entry)[0] ?? null,
    modules: take(TAG.module),
    beforeApp: [],
    prefetch: [],
  };
  const stripped = Object.values(TAG).reduce((html, pattern) => html.replace(pattern, ''), shell);
  return { shell: stripped, assets };
}

/** The tags that load `assets` after the first paint with the built `loader`, for the end of `<body>`. */
export function deferredAppTags(assets: AppAssets, loader: string): string {
  return `<script type="application/json" id="${APP_ASSETS_ID}">${jsonForHtml(assets)}</script><script id="app-loader">${loader}</script>`;
}

/** CSP source for an inline script's exact text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** CSP sources for the executable inline scripts of some HTML (JSON data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '', text]) =>
        text && !/\bsrc=/.test(attributes) && !/\btype="application\/(?:ld\+)?json"/.test(attributes),
    )
    .map(([, , text]) => scriptHash(text!));
}
