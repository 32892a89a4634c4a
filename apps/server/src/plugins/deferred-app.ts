import { createHash } from 'node:crypto';
import { jsonForHtml } from '@handlehub/shared/html-json';
import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';
import { UI_TEXTS } from '@handlehub/shared/ui-texts';

/** The web app's own files that the HTML shell loads: stylesheets, the entry module, module preloads. */
export interface AppAssets {
  styles: string[];
  entry: string | null;
  modules: string[];
  /** Modules the page runs, once it is idle, for a visitor whose app has not started (decision 020). */
  beforeApp: string[];
  /** What the screen loads on a tap: prefetched once a reader's app starts (decision 023). */
  prefetch: string[];
}

/** Where a server-rendered page keeps its app assets until the first paint (JSON, read by BOOT_SCRIPT). */
export const APP_ASSETS_ID = 'app-assets';

/**
 * Starts the app on a server-drawn page (decision 020). The page is whole without it: text, photos,
 * links (which navigate as plain links) and the critical CSS. The app's stylesheet and scripts are
 * what buttons, live search and client-side navigation need, so they start:
 * - at once for a hidden page (opened in the background, prerendered);
 * - after the first frame for a signed-in person, whose bars and screens differ from the server's;
 * - otherwise on the visitor's first sign of intent: a pointer or key down, a pointer move, a touch,
 *   a focus, an input (a paste, a keyboard's suggestion, dictation: no key is pressed), a scroll or a
 *   wheel turn. A reader who only reads runs none of the app's code.
 * Meanwhile, once the page has loaded and the browser is idle, the page's own small modules run (the
 * profile counts its view and handle links: `beforeApp`) and the app's files are prefetched (not run),
 * unless the visitor asked to save data, so the first tap waits for no download of the app. The links
 * are added while the browser says it is idle, a few per idle period: adding some sixty at once took
 * one task of 20–40 ms. What the screen loads on a tap (its dialogs: `prefetch`) is prefetched when that
 * visitor's app starts, all at once so that it downloads while the app starts: a reader who never shows
 * an intent downloads the app alone (decision 023).
 * A tap on a button before the app runs is held and given to the same button once the app has hydrated
 * (`data-app-ready`). The entry runs only once every stylesheet has loaded or failed: what the app draws
 * beyond the server's markup (a signed-in bar, a dialog) needs the whole sheet. If the app's scripts do
 * not load (the entry fails, or the app marks `data-app-ready="failed"`), a tap on a button, held or
 * new, is answered with an alert that says so and offers a reload, instead of nothing.
 * Inline, so the CSP names it by its hash.
 */
export const BOOT_SCRIPT = `(()=>{
const a=JSON.parse(document.getElementById('${APP_ASSETS_ID}').textContent);
const html=document.documentElement;
const files=[...a.styles,...(a.entry?[a.entry]:[]),...a.modules];
const saveData=!!navigator.connection?.saveData;
const add=(tag,props)=>document.head.appendChild(Object.assign(document.createElement(tag),props));
const intents=['pointerdown','pointermove','touchstart','keydown','focusin','input','scroll','wheel'];
const listen=(on)=>{for(const type of intents)window[on?'addEventListener':'removeEventListener'](type,start,{capture:true,passive:true})};
let started=false,reader=false;
function start(){
if(started)return;started=true;listen(false);
for(const href of a.entry?[a.entry,...a.modules]:a.modules)add('link',{rel:'modulepreload',href});
let waiting=a.styles.length;
const run=()=>{if(a.entry)add('script',{type:'module',src:a.entry,onerror:fail})};
for(const href of a.styles){const link=add('link',{rel:'stylesheet',href});link.onload=link.onerror=()=>{if(--waiting===0)run()}}
if(waiting===0)run();
if(reader&&!saveData)for(const href of a.prefetch)add('link',{rel:'prefetch',href})}
let held=null,failed=false;
const ready=()=>html.dataset.appReady==='true';
function say(){
let box=document.getElementById('app-failed');
if(!box){box=document.createElement('div');box.id='app-failed';box.setAttribute('role','alert');
box.style.cssText='position:fixed;left:8px;right:8px;top:8px;z-index:10000;padding:8px 16px;border-radius:8px;background:#1a1b1e;color:#fff;font:16px/1.5 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.35)';
document.body.appendChild(box)}
box.replaceChildren(${JSON.stringify(UI_TEXTS.appFailedToLoad)},' ',Object.assign(document.createElement('a'),{href:location.href,textContent:${JSON.stringify(UI_TEXTS.appFailedReload)},style:'color:#fff;text-decoration:underline;display:inline-block;padding:10px 0;min-height:44px;box-sizing:border-box'}))}
function fail(){if(failed)return;failed=true;if(held){held=null;say()}}
document.addEventListener('click',(e)=>{
if(ready())return;
const button=e.target instanceof Element&&e.target.closest('button,[role=button]');
if(!button)return;
e.preventDefault();e.stopImmediatePropagation();
if(failed){say();return}
held=button;start()},true);
new MutationObserver((_,observer)=>{
if(html.dataset.appReady==='failed'){observer.disconnect();fail();return}
if(!ready())return;observer.disconnect();
const button=held;held=null;if(button&&button.isConnected)button.click()}).observe(html,{attributes:true,attributeFilter:['data-app-ready']});
let signedIn=false;try{signedIn=!!localStorage.getItem('${STORAGE_KEYS.token}')}catch{}
if(document.visibilityState==='hidden')start();
else if(signedIn)requestAnimationFrame(()=>setTimeout(start));
else{
reader=true;listen(true);
let ownRun=false,next=0;
const whenIdle=(deadline)=>{
if(started)return;
if(!ownRun){ownRun=true;for(const src of a.beforeApp)add('script',{type:'module',src})}
if(saveData||next>=files.length)return;
do add('link',{rel:'prefetch',href:files[next++]});while(files.length>next&&(!deadline||deadline.timeRemaining()>1));
if(files.length>next)idle()};
const idle=()=>window.requestIdleCallback?requestIdleCallback(whenIdle):setTimeout(whenIdle);
if(document.readyState==='complete')idle();else addEventListener('load',idle)}
})()`.replace(/\n/g, '');

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
