import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from './critical-css';
import {
  PROFILE_SCREEN,
  screenLazyChunks,
  screenPreloads,
  screenStyles,
  stylesheetsOf,
} from './critical-css-plugin';

const compact = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('classesIn', () => {
  it('collects every class of every class attribute', () => {
    const html = '<div class="a b"><p class=" c  a ">x</p><span data-class="d"></span></div>';
    expect([...classesIn(html)].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('criticalCss', () => {
  it('keeps rules whose classes the markup has and drops the others', () => {
    const css = '.a{color:red}.b{color:blue}.a .b{margin:0}.a.c{padding:0}';
    expect(compact(criticalCss(css, '<i class="a c"></i>'))).toBe('.a{color:red}.a.c{padding:0}');
  });

  it('keeps rules that name no class: the root, elements, attributes', () => {
    const css =
      ':root{--x:1px;color:var(--x)}body{margin:0}[data-variant=filled]{color:red}*{box-sizing:border-box}';
    expect(compact(criticalCss(css, ''))).toBe(compact(css));
  });

  it('trims a selector list to the selectors that may match', () => {
    expect(compact(criticalCss('.a,.b,p{color:red}', '<i class="b">'))).toBe('.b,p{color:red}');
  });

  it('does not check classes inside :not(), :is(), :where() or :has(), nor inside attribute values', () => {
    const css =
      '.a:not(.gone){color:red}:where(.gone) .a{margin:0}.a:is(.gone,.a){padding:0}[class~=".gone"]{top:0}';
    expect(compact(criticalCss(css, '<i class="a">'))).toBe(compact(css));
  });

  it('drops @media and @supports blocks left empty, and keeps keyframes and font faces', () => {
    const css =
      '@media (min-width:1px){.gone{color:red}@supports (display:grid){.gone{display:grid}}}' +
      '@media print{.a{color:black}}@keyframes spin{from{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(compact(criticalCss(css, '<i class="a">'))).toBe(
      '@media print{.a{color:black}}@keyframes spin{from{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}',
    );
  });

  it('drops custom properties nothing uses, and keeps those used directly, through another or by the markup', () => {
    const css =
      ':root{--unused:1px;--base:red;--alias:var(--base);--from-markup:2px;--in-gone:3px}.a{color:var(--alias)}.gone{margin:var(--in-gone)}';
    const markup = '<i class="a" style="padding:var(--from-markup)"></i>';
    expect(compact(criticalCss(css, markup))).toBe(
      ':root{--base:red;--alias:var(--base);--from-markup:2px}.a{color:var(--alias)}',
    );
  });

  it('drops a rule left with no declarations', () => {
    expect(compact(criticalCss(':root{--unused:1px}.a{color:red}', '<i class="a">'))).toBe('.a{color:red}');
  });
});

describe('stylesheetsOf', () => {
  it("collects an entry's stylesheets and those of its static imports, each chunk once", () => {
    const manifest = {
      'index.html': { css: ['assets/index.css'], imports: ['_shared.js'] },
      'src/screen.tsx': { css: ['assets/screen.css'], imports: ['_shared.js', '_button.js'] },
      '_shared.js': { imports: ['_button.js'] },
      '_button.js': { css: ['assets/button.css'], imports: ['_shared.js'] },
    };
    expect(stylesheetsOf(manifest, 'src/screen.tsx')).toEqual(['assets/screen.css', 'assets/button.css']);
    expect(stylesheetsOf(manifest, 'index.html')).toEqual(['assets/index.css', 'assets/button.css']);
    expect(stylesheetsOf(manifest, 'missing')).toEqual([]);
  });
});

describe('screenLazyChunks', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      imports: ['_box.js'],
      dynamicImports: ['src/home.tsx', 'src/profile.tsx'],
    },
    'src/home.tsx': { file: 'assets/home.js', imports: ['_box.js'] },
    'src/profile.tsx': {
      file: 'assets/profile.js',
      imports: ['_box.js', '_card.js'],
      dynamicImports: ['_qr.js'],
    },
    '_box.js': { file: 'assets/box.js' },
    '_card.js': { file: 'assets/card.js', imports: ['_box.js'], dynamicImports: ['_report.js', '_qr.js'] },
    '_qr.js': { file: 'assets/qr.js', imports: ['_modal.js', '_card.js'], css: ['assets/qr.css'] },
    '_modal.js': { file: 'assets/modal.js', imports: ['_box.js'], dynamicImports: ['_zod.js'] },
    '_report.js': { file: 'assets/report.js', imports: ['_modal.js'] },
    '_zod.js': { file: 'assets/zod.js' },
  };

  it("lists what the screen's own chunks load later, with what that imports, once, and nothing loaded at once", () => {
    expect(screenLazyChunks(manifest, 'src/profile.tsx')).toEqual([
      '/assets/qr.js',
      '/assets/qr.css',
      '/assets/modal.js',
      '/assets/report.js',
      '/assets/zod.js',
    ]);
  });

  it("never lists other screens, which the shell's router loads", () => {
    expect(screenLazyChunks(manifest, 'src/home.tsx')).toEqual([]);
  });
});

describe('screenStyles', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_box.js'], css: ['assets/index.css'] },
    'src/profile.tsx': {
      file: 'assets/profile.js',
      imports: ['_box.js', '_card.js'],
      css: ['assets/profile.css', 'assets/index.css'],
      dynamicImports: ['_qr.js'],
    },
    '_box.js': { file: 'assets/box.js' },
    '_card.js': {
      file: 'assets/card.js',
      imports: ['_box.js'],
      css: ['assets/card.css', 'assets/profile.css'],
    },
    '_qr.js': { file: 'assets/qr.js', css: ['assets/qr.css'] },
  };

  it("lists the stylesheets of the screen and its static imports, once each, without the shell's or a tap's", () => {
    expect(screenStyles(manifest, 'src/profile.tsx')).toEqual(['/assets/profile.css', '/assets/card.css']);
  });
});

describe('screenPreloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_box.js'] },
    'src/profile.tsx': { file: 'assets/profile.js', imports: ['_box.js', '_card.js'] },
    '_box.js': { file: 'assets/box.js' },
    '_card.js': { file: 'assets/card.js', imports: ['_box.js', 'index.html'] },
  };

  it("lists the screen's chunks that the shell does not already load", () => {
    expect(screenPreloads(manifest, 'src/profile.tsx')).toEqual(['/assets/profile.js', '/assets/card.js']);
  });

  it('fails the build when the screen is not in the manifest or brings no chunk of its own', () => {
    expect(() => screenPreloads(manifest, 'src/moved.tsx')).toThrow(/not in the client build's manifest/);
    expect(() => screenPreloads(manifest, 'index.html')).toThrow(/no chunk of its own/);
  });

  it('names a source file that exists (the manifest key of the profile screen)', () => {
    const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    expect(existsSync(join(webRoot, PROFILE_SCREEN))).toBe(true);
  });
});
