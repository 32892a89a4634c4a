import { createHash } from 'node:crypto';
import { jsonForHtml } from '@handlehub/shared/html-json';

/** The web app's own files that the HTML shell loads: stylesheets, the entry module, module preloads. */
export interface AppAssets {
  styles: string[];
  entry: string | null;
  modules: string[];
}

/** Where a server-rendered page keeps its app assets until the first paint (JSON, read by BOOT_SCRIPT). */
export const APP_ASSETS_ID = 'app-assets';

/**
 * Loads the app's stylesheets and scripts once the server-rendered page has painted: a hidden page at
 * once, a visible one after its first frame. Until then the page's own bytes (HTML, inlined critical
 * CSS, the photo) have the network to themselves. The modules download at once, in parallel with the
 * stylesheets, but the entry runs (and hydrates) only once every stylesheet has loaded or failed: what
 * the app draws beyond the server's markup (a signed-in bar, a dialog) needs the whole sheet.
 * Inline, so the CSP names it by its hash.
 */
export const BOOT_SCRIPT = `(()=>{const a=JSON.parse(document.getElementById('${APP_ASSETS_ID}').textContent);const add=(tag,props)=>document.head.appendChild(Object.assign(document.createElement(tag),props));const load=()=>{for(const href of a.entry?[a.entry,...a.modules]:a.modules)add('link',{rel:'modulepreload',href});let waiting=a.styles.length;const run=()=>{if(a.entry)add('script',{type:'module',src:a.entry})};const loaded=()=>{if(--waiting===0)run()};for(const href of a.styles){const link=add('link',{rel:'stylesheet',href});link.onload=link.onerror=loaded}if(waiting===0)run()};if(document.visibilityState==='hidden')load();else requestAnimationFrame(()=>setTimeout(load))})()`;

const TAG = {
  style: /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/g,
  entry: /<script\b[^>]*\btype="module"[^>]*><\/script>\s*/g,
  module: /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g,
};
const hrefOf = (tag: string) => /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];

/** The shell without its app asset tags (for server-rendered pages), and those assets. */
export function withoutAppAssets(shell: string): { shell: string; assets: AppAssets } {
  const take = (pattern: RegExp) => [...shell.matchAll(pattern)].flatMap(([tag]) => hrefOf(tag) ?? []);
  const assets = { styles: take(TAG.style), entry: take(TAG.entry)[0] ?? null, modules: take(TAG.module) };
  const stripped = Object.values(TAG).reduce((html, pattern) => html.replace(pattern, ''), shell);
  return { shell: stripped, assets };
}

/** The tags that load `assets` after the first paint, for the end of `<body>`. */
export function deferredAppTags(assets: AppAssets): string {
  return `<script type="application/json" id="${APP_ASSETS_ID}">${jsonForHtml(assets)}</script><script id="app-loader">${BOOT_SCRIPT}</script>`;
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
