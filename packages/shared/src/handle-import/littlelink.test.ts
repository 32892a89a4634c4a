import { describe, expect, it } from 'vitest';
import { decodeEntities, isLittleLinkPage, littleLinkButtons, parseAttributes } from './littlelink.js';

describe('decodeEntities', () => {
  it('decodes the named references of HTML text and attributes', () => {
    expect(decodeEntities('Tom &amp; Jerry &lt;3 &gt; &quot;x&quot; &apos;y&apos;')).toBe(
      `Tom & Jerry <3 > "x" 'y'`,
    );
    expect(decodeEntities('a&nbsp;b &mdash; c&hellip; &copy;')).toBe('a\u00a0b \u2014 c\u2026 \u00a9');
  });

  it('decodes decimal and hexadecimal references, with or without their semicolon', () => {
    expect(decodeEntities('&#39;&#x27;&#X27;&#233;&#xE9;&#128512;')).toBe("'''éé😀");
    expect(decodeEntities('&#39a')).toBe("'a");
  });

  it('turns a number that is no character into U+FFFD', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
  });

  it('leaves unknown names and bare ampersands as written', () => {
    expect(decodeEntities('a &unknown; b & c &amp d &constructor; &toString;')).toBe(
      'a &unknown; b & c &amp d &constructor; &toString;',
    );
  });
});

describe('parseAttributes', () => {
  it('reads double, single and unquoted values and bare names, in any order; the first of a name wins', () => {
    const attributes = parseAttributes(
      ` href=https://x.com/a?b=1&amp;c=2 CLASS='button  button-x' data-x="1" hidden class="other"`,
    );
    expect(Object.fromEntries(attributes)).toEqual({
      href: 'https://x.com/a?b=1&c=2',
      class: 'button  button-x',
      'data-x': '1',
      hidden: '',
    });
  });

  it('keeps > and the other quote inside a quoted value', () => {
    expect(parseAttributes(` title="a > 'b'" alt='say "hi"'`).get('title')).toBe("a > 'b'");
    expect(parseAttributes(` title="a > 'b'" alt='say "hi"'`).get('alt')).toBe('say "hi"');
  });
});

describe('littleLinkButtons', () => {
  it('reads a page no further than the end of the last button asked for', () => {
    const button = (n: number) => `<a class="button" href="https://ann.example/${n}">B${n}</a>`;
    // A second button left open at the end would be read if the page were read that far.
    const page = `${button(1)}${button(2)}<a class="button" href="https://ann.example/3">B3`;
    expect(littleLinkButtons(page, 1)).toEqual([{ href: 'https://ann.example/1', text: 'B1' }]);
    expect(littleLinkButtons(page, 2).map((b) => b.text)).toEqual(['B1', 'B2']);
    expect(littleLinkButtons(page).map((b) => b.text)).toEqual(['B1', 'B2', 'B3']);
  });

  const button = (attributes: string, text: string) => `<a ${attributes}>${text}</a>`;

  it('takes anchors whose classes include button, in document order, text without tags and with single spaces', () => {
    const html = [
      button(
        'class="button button-github" href="https://github.com/jane"',
        '<img class="icon" alt="">  GitHub\n  ',
      ),
      button('href="https://blog.example" class="link"', 'Blog'),
      button('class="buttons" href="https://not.example"', 'Not a button'),
      button('class="my-button" href="https://not.example"', 'Not a button'),
      button(
        "class='button-default button' href='https://b.example'",
        '<span class="label">Read</span> <b>my</b> blog',
      ),
      button('class=button href=https://c.example', 'Line<br>break'),
    ].join('\n');
    expect(littleLinkButtons(html)).toEqual([
      { href: 'https://github.com/jane', text: 'GitHub' },
      { href: 'https://b.example', text: 'Read my blog' },
      { href: 'https://c.example', text: 'Line break' },
    ]);
  });

  it('skips comments, scripts and styles, and stops at a comment or tag never closed', () => {
    const html = `
      <!-- <a class="button" href="https://commented.example">C</a> -->
      <script>var s = '<a class="button" href="https://script.example">S</a>';</script>
      <STYLE>/* <a class="button" href="https://style.example">St</a> */</STYLE>
      <a class="button" href="https://kept.example">Kept</a>
      <!-- unclosed <a class="button" href="https://after.example">A</a>`;
    expect(littleLinkButtons(html)).toEqual([{ href: 'https://kept.example', text: 'Kept' }]);
    expect(
      littleLinkButtons('<a class="button" href="https://a.example">A</a><a class="button" href="x'),
    ).toEqual([{ href: 'https://a.example', text: 'A' }]);
  });

  it('ends an anchor left open at the next anchor or the end of the page', () => {
    expect(
      littleLinkButtons(
        '<a class="button" href="https://a.example">A <a class="button" href="https://b.example">B',
      ),
    ).toEqual([
      { href: 'https://a.example', text: 'A' },
      { href: 'https://b.example', text: 'B' },
    ]);
  });

  it('keeps a < that starts no tag as text, and decodes the text after tags are taken out', () => {
    expect(littleLinkButtons('<a class="button" href="#">I &lt;3 <b>cats</b> < dogs &amp;lt;</a>')).toEqual([
      { href: '#', text: 'I <3 cats < dogs &lt;' },
    ]);
  });

  it('gives an anchor without href an empty address', () => {
    expect(littleLinkButtons('<a class="button">Soon</a>')).toEqual([{ href: '', text: 'Soon' }]);
  });

  it('stays fast on hostile markup', () => {
    const started = performance.now();
    littleLinkButtons('<a class="button" title="'.repeat(20_000));
    littleLinkButtons('<!--'.repeat(60_000));
    littleLinkButtons('<script>'.repeat(30_000));
    littleLinkButtons('<a class=button>'.repeat(15_000));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('isLittleLinkPage', () => {
  it('knows a page by its button stack or a button anchor', () => {
    expect(isLittleLinkPage('<div class="button-stack" role="navigation">')).toBe(true);
    expect(isLittleLinkPage('<a class="button button-instagram" href="#">')).toBe(true);
    expect(isLittleLinkPage("<a class='button button-yt'>")).toBe(true);
    expect(isLittleLinkPage('<a class="btn button-primary">')).toBe(false);
    expect(isLittleLinkPage('<a class="button">')).toBe(false);
  });
});
