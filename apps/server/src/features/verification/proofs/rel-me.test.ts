import { describe, expect, it } from 'vitest';
import { relMeLinks } from './rel-me.js';

describe('rel="me" links of a page', () => {
  it('reads <a> and <link> with me among their rel values, in any case and quoting', () => {
    const html = `<!doctype html><html><head>
      <link rel="me" href="https://handlehub.example/user/bob">
      <link rel=stylesheet href="/style.css">
      <link REL='Me Authn' HREF='https://social.example/@bob'>
    </head><body>
      <a href="https://elsewhere.example" rel="noopener">not me</a>
      <a class="x" rel="nofollow me" href=https://github.com/bob>GitHub</a>
      <a rel="meh" href="https://nope.example">no</a>
      <a rel="me">no address</a>
      <a rel="me" href="https://a.example/?x=1&amp;y=2">entities</a>
    </body></html>`;
    expect(relMeLinks(html)).toEqual([
      'https://handlehub.example/user/bob',
      'https://social.example/@bob',
      'https://github.com/bob',
      'https://a.example/?x=1&y=2',
    ]);
  });

  it('skips comments, scripts and styles', () => {
    const html = `<!-- <a rel="me" href="https://commented.example"> -->
      <script>document.write('<a rel="me" href="https://scripted.example">')</script>
      <style>a[rel="me"]::after { content: '<a rel="me" href="https://styled.example">' }</style>
      <SCRIPT type="module">let a = '</scrip'; </SCRIPT>
      <a rel="me" href="https://real.example">real</a>`;
    expect(relMeLinks(html)).toEqual(['https://real.example']);
  });

  it('stops at an unclosed tag or comment, and at the given number of links', () => {
    expect(relMeLinks('<a rel="me" href="https://a.example"')).toEqual([]);
    expect(relMeLinks('<!-- <a rel="me" href="https://a.example">')).toEqual([]);
    const many = '<a rel="me" href="https://a.example">'.repeat(50);
    expect(relMeLinks(many, 3)).toHaveLength(3);
  });

  it('reads a hostile page of 256 KiB in linear time', () => {
    const pages = [
      '<a '.repeat(87_000),
      '<a rel="me" href="'.repeat(14_000),
      '<script>'.repeat(32_000),
      '</'.repeat(130_000),
      `<a x=${'"'.repeat(260_000)}`,
    ];
    for (const html of pages) {
      const started = performance.now();
      relMeLinks(html);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
