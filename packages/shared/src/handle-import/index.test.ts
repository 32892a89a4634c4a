import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_ID_MESSAGES } from '../game-ids.js';
import { IMPORT_MAX_BYTES, IMPORT_ROWS_MAX, ITEMS_MAX } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { pastedValueMessages } from '../pasted-value.js';
import { testItem } from '../test-items.js';
import {
  detectFormat,
  IMPORT_TEXTS,
  type ImportedItem,
  type ImportPreview,
  type ImportRow,
  platformNamed,
  readImport,
  SOURCE_MAX,
} from './index.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const LINKSTACK_FILE = 'user_data-links.example.com-2024-05-01_10-20-30.json';

const item = (platform: string, value: string, more: Partial<ImportedItem> = {}) => ({
  ok: true as const,
  item: { ...testItem(platform, value), ...more },
});
const link = (value: string, title: string, more: Partial<ImportedItem> = {}) =>
  item('link', value, { title, ...more });
const refused = (reason: string) => ({ ok: false as const, reason });
/** The whole file refused, with what the person reads. */
const fileRefused = (error: string) => ({ ok: false, error });

function rowsOf(preview: ImportPreview): ImportRow[] {
  if (!preview.ok) throw new Error(`expected rows, got "${preview.error}"`);
  return preview.rows;
}

/** One CSV file of a header and rows, read whole; its rows. */
const csvRows = (text: string) => rowsOf(readImport('handles.csv', text));
const resultsOf = (rows: ImportRow[]) => rows.map((row) => row.result);

describe('readImport: a LinkStack export', () => {
  it('reads the fixture: raised link first, then by order, then as listed; blocks, e-mail, phone, vCard and bad links refused', () => {
    const preview = readImport(LINKSTACK_FILE, fixture(LINKSTACK_FILE));
    expect(preview.ok && preview.format).toBe('linkstack');
    expect(rowsOf(preview)).toEqual([
      {
        row: 1,
        source: 'https://shop.example.com "My shop"',
        result: link('https://shop.example.com/', 'My shop'),
      },
      { row: 2, source: 'Heading "My games"', result: refused(IMPORT_TEXTS.notALink) },
      {
        row: 3,
        source: 'https://www.youtube.com/@johndoegaming "YouTube"',
        result: item('youtube', 'johndoegaming'),
      },
      {
        row: 4,
        source: 'https://www.instagram.com/john_doe/ "Instagram"',
        result: item('instagram', 'john_doe'),
      },
      {
        row: 5,
        source: 'https://johndoe.dev/?ref=linkstack&lang=en "My portfolio"',
        result: link('https://johndoe.dev/?ref=linkstack&lang=en', 'My portfolio'),
      },
      {
        row: 6,
        source: 'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=2PP0JCGQ "Clash of Clans"',
        result: item('coc', '#2PP0JCGQ'),
      },
      { row: 7, source: 'Spacer', result: refused(IMPORT_TEXTS.notALink) },
      { row: 8, source: 'mailto:john@example.com "Email me"', result: refused(IMPORT_TEXTS.emailNotLink) },
      { row: 9, source: 'tel:+15551234567 "Call me"', result: refused(IMPORT_TEXTS.phoneNotLink) },
      { row: 10, source: 'Text "Thanks for visiting!"', result: refused(IMPORT_TEXTS.notALink) },
      { row: 11, source: 'Contact card "Save my contact"', result: refused(IMPORT_TEXTS.contactCard) },
      { row: 12, source: 'javascript:alert(document.cookie) "Click"', result: refused(MESSAGES.linkInvalid) },
      {
        row: 13,
        source: 'https://john:secret@example.com/private "Private"',
        result: refused(MESSAGES.linkCredentials),
      },
      {
        row: 14,
        source: 'https://www.instagram.com/p/C0ffee/ "My best photo"',
        result: link('https://www.instagram.com/p/C0ffee/', 'My best photo'),
      },
      {
        row: 15,
        source: 'https://instagram.com/john_doe "Instagram again"',
        result: refused(IMPORT_TEXTS.duplicate),
      },
      { row: 16, source: 'https://www.tiktok.com/@johndoe "tiktok"', result: item('tiktok', 'johndoe') },
    ]);
  });

  it('reads a links-only export (Export links) too', () => {
    const json = JSON.stringify({
      links: [{ link: 'https://www.instagram.com/jane', title: 'Instagram', order: 0, up_link: 'no' }],
    });
    expect(resultsOf(rowsOf(readImport('links-links.example.com-2024-05-01_10-20-30.json', json)))).toEqual([
      item('instagram', 'jane'),
    ]);
  });

  it('refuses JSON that is not a LinkStack export, and one without links', () => {
    expect(readImport('export.json', '{"name":"John"}')).toEqual(fileRefused(MESSAGES.importFormatInvalid));
    expect(readImport('export.json', '{"links":{}}')).toEqual(fileRefused(MESSAGES.importFormatInvalid));
    expect(readImport('export.json', '[{"link":"https://x.com/a"}]')).toEqual(
      fileRefused(MESSAGES.importFormatInvalid),
    );
    expect(readImport('export.json', '{"links": [')).toEqual(fileRefused(MESSAGES.importFormatInvalid));
    expect(readImport('export.json', '{"links": []}')).toEqual(fileRefused(MESSAGES.importEmpty));
  });
});

describe('readImport: a LittleLink page', () => {
  it('reads the fixture: buttons in document order, entities decoded, comments, scripts and non-buttons skipped', () => {
    const preview = readImport('index.html', fixture('littlelink.html'));
    expect(preview.ok && preview.format).toBe('littlelink');
    expect(rowsOf(preview)).toEqual([
      {
        row: 1,
        source: 'https://www.instagram.com/jane.roe/ "Instagram"',
        result: item('instagram', 'jane.roe'),
      },
      {
        row: 2,
        source: 'https://www.youtube.com/c/JaneRoePlays "YouTube"',
        result: item('youtube', 'JaneRoePlays'),
      },
      {
        row: 3,
        source:
          'https://janeroe.example/?utm_source=littlelink&utm_medium=button "Tom & Jerry\'s "fan" site"',
        result: link(
          'https://janeroe.example/?utm_source=littlelink&utm_medium=button',
          'Tom & Jerry\'s "fan" site',
        ),
      },
      { row: 4, source: 'https://www.tiktok.com/@janeroe "TikTok"', result: item('tiktok', 'janeroe') },
      { row: 5, source: '# "Discord"', result: refused(IMPORT_TEXTS.addressMissing) },
      {
        row: 6,
        source: 'mailto:jane@janeroe.example "Email me"',
        result: refused(IMPORT_TEXTS.emailNotLink),
      },
      { row: 7, source: 'https://x.com/JaneRoe "Follow on X"', result: item('twitter', 'JaneRoe') },
      { row: 8, source: 'files/resume.pdf "Résumé"', result: refused(MESSAGES.linkInvalid) },
    ]);
  });

  it('refuses a page with a button stack but no buttons as empty, and other HTML as not readable', () => {
    expect(readImport('index.html', '<div class="button-stack" role="navigation"></div>')).toEqual(
      fileRefused(MESSAGES.importEmpty),
    );
    expect(
      readImport('index.html', '<html><body><a href="https://example.com">Hi</a></body></html>'),
    ).toEqual(fileRefused(MESSAGES.importFormatInvalid));
  });
});

describe('readImport: a CSV file', () => {
  it('reads the fixture: names, aliases and keys of platforms, links, visibility, and each refusal', () => {
    const preview = readImport('handles.csv', fixture('handles.csv'));
    expect(preview.ok && preview.format).toBe('csv');
    expect(rowsOf(preview)).toEqual([
      { row: 2, source: 'Instagram: john_doe', result: item('instagram', 'john_doe', { label: 'main' }) },
      { row: 3, source: 'Twitter: @johndoe', result: item('twitter', 'johndoe') },
      {
        row: 4,
        source: 'TikTok: https://www.tiktok.com/@johndoe',
        result: item('tiktok', 'johndoe', { visible: false }),
      },
      { row: 5, source: 'Clash of Clans: #2pp0jcgq', result: item('coc', '#2PP0JCGQ', { label: 'EU' }) },
      // No title column: a link's label is its title.
      {
        row: 6,
        source: 'https://johndoe.dev "Portfolio, 2024"',
        result: link('https://johndoe.dev/', 'Portfolio, 2024'),
      },
      {
        row: 7,
        source: 'Pokemon GO: 1234 5678 9012',
        result: item('pokemongo', '123456789012', { visible: false }),
      },
      // Row 8 is blank.
      { row: 9, source: 'Myspace: tom', result: refused(IMPORT_TEXTS.unknownPlatform('Myspace')) },
      { row: 10, source: 'Instagram: John_Doe', result: refused(IMPORT_TEXTS.duplicate) },
      { row: 11, source: 'Facebook: john.doe', result: refused(IMPORT_TEXTS.visibleInvalid) },
      { row: 12, source: 'Minecraft: John "JD" Doe', result: refused(GAME_ID_MESSAGES.minecraft) },
      { row: 13, source: 'https://shop.johndoe.dev', result: link('https://shop.johndoe.dev/', '') },
      { row: 14, source: 'second, yes', result: refused(IMPORT_TEXTS.platformMissing) },
    ]);
  });

  it('takes a title column for links (label stays the label), and a url column for the address', () => {
    const rows = csvRows(
      'platform,url,title,label,visible\nwebsite,https://example.com/a,My site,work,no\nlink,,,x,\nurl,example.org,,,\n',
    );
    expect(resultsOf(rows)).toEqual([
      link('https://example.com/a', 'My site', { label: 'work', visible: false }),
      refused(IMPORT_TEXTS.addressMissing),
      // Typed in a CSV, a bare host is a web address.
      link('https://example.org/', ''),
    ]);
  });

  it('keeps a row named link as a custom link even on a platform host, and finds the platform of a bare address', () => {
    const rows = csvRows(
      'platform,handle\nlink,https://www.instagram.com/john_doe\n,https://www.instagram.com/jane\n',
    );
    expect(resultsOf(rows)).toEqual([
      link('https://www.instagram.com/john_doe', ''),
      item('instagram', 'jane'),
    ]);
  });

  it('refuses a CSV file without a platform header, and one whose quote never closes', () => {
    expect(readImport('handles.csv', 'handle,label\njohn_doe,main\n')).toEqual(
      fileRefused(IMPORT_TEXTS.csvHeaderMissing),
    );
    expect(readImport('handles.csv', 'platform,handle\ninstagram,"john_doe\n')).toEqual(
      fileRefused(IMPORT_TEXTS.csvQuoteOpen),
    );
  });

  it('refuses a CSV file with only its header, or only blank rows, as empty', () => {
    expect(readImport('handles.csv', 'platform,handle,label,visible\r\n')).toEqual(
      fileRefused(MESSAGES.importEmpty),
    );
    expect(readImport('handles.csv', '\n\nplatform,handle\n , \n\n')).toEqual(
      fileRefused(MESSAGES.importEmpty),
    );
  });

  it('ignores a byte-order mark before the header', () => {
    expect(resultsOf(csvRows('\uFEFFplatform,handle\r\ninstagram,john_doe\r\n'))).toEqual([
      item('instagram', 'john_doe'),
    ]);
  });
});

describe('refusals keep the normalisers’ own reasons', () => {
  const cases: [string, string, string][] = [
    ['a wrong handle', 'instagram,john?doe', 'Invalid handle for Instagram'],
    ['a blank handle', 'instagram,', MESSAGES.handleEmpty],
    ['a wrong game ID', 'pokemongo,1234', GAME_ID_MESSAGES.pokemongo],
    ['invisible characters in a handle', 'instagram,john\u200bdoe', MESSAGES.textInvisible],
    ['a label too long', `instagram,john_doe,${'l'.repeat(31)}`, MESSAGES.itemLabelTooLong],
    ['a label with direction marks', 'instagram,john_doe,\u202emain', MESSAGES.textInvisible],
    ['a link title too long', `link,https://example.com,,${'t'.repeat(61)}`, MESSAGES.linkTitleTooLong],
    [
      'a link title with a control character',
      'link,https://example.com,,a\u0007b',
      MESSAGES.linkTitleInvalid,
    ],
    ['a link too long', `link,https://example.com/${'a'.repeat(2048)}`, MESSAGES.linkTooLong],
    ['a javascript: link', 'link,javascript:alert(1)', MESSAGES.linkInvalid],
    ['a data: link', 'link,data:text/html;base64,PHNjcmlwdD4=', MESSAGES.linkInvalid],
    ['a link with credentials', 'link,https://user:pass@example.com', MESSAGES.linkCredentials],
    ['an e-mail address', 'link,mailto:john@example.com', IMPORT_TEXTS.emailNotLink],
    ['a phone number', 'link,tel:+15551234567', IMPORT_TEXTS.phoneNotLink],
    ['an unknown platform', 'friendster,john', IMPORT_TEXTS.unknownPlatform('friendster')],
    ['a visibility that is no yes or no', 'instagram,john_doe,,,sometimes', IMPORT_TEXTS.visibleInvalid],
    ['a row without platform or address', ',john_doe', IMPORT_TEXTS.platformMissing],
  ];
  for (const [what, line, reason] of cases) {
    it(`refuses ${what}`, () => {
      const rows = csvRows(`platform,handle,label,title,visible\n${line}\n`);
      expect(resultsOf(rows)).toEqual([refused(reason)]);
    });
  }

  it('names every reason in plain words (a sentence, no code, short)', () => {
    const reasons = [
      ...cases.map(([, , reason]) => reason),
      IMPORT_TEXTS.notALink,
      IMPORT_TEXTS.contactCard,
      IMPORT_TEXTS.entryUnreadable,
      IMPORT_TEXTS.addressMissing,
      IMPORT_TEXTS.duplicate,
      IMPORT_TEXTS.overLimit,
    ];
    for (const reason of reasons) {
      expect(reason, reason).toMatch(/^["A-Z]/);
      expect(reason.length, reason).toBeLessThanOrEqual(100);
    }
  });
});

describe('the limit and duplicates', () => {
  const handles = (count: number) =>
    Array.from({ length: count }, (_, i) => `instagram,user_${i}`).join('\n');

  it(`takes at most ${ITEMS_MAX} items; each one after is refused`, () => {
    const rows = csvRows(`platform,handle\n${handles(ITEMS_MAX + 3)}\n`);
    expect(rows).toHaveLength(ITEMS_MAX + 3);
    expect(rows.filter((row) => row.result.ok)).toHaveLength(ITEMS_MAX);
    expect(resultsOf(rows.slice(ITEMS_MAX))).toEqual([
      refused(IMPORT_TEXTS.overLimit),
      refused(IMPORT_TEXTS.overLimit),
      refused(IMPORT_TEXTS.overLimit),
    ]);
    expect(IMPORT_TEXTS.overLimit).toBe('Over the limit of 100 handles and links');
  });

  it('counts only items: refused rows before the limit do not use it up', () => {
    const rows = csvRows(`platform,handle\nmyspace,a\ninstagram,\n${handles(ITEMS_MAX)}\n`);
    expect(rows.filter((row) => row.result.ok)).toHaveLength(ITEMS_MAX);
  });

  it('refuses a second row for the same platform and value, handles without case, links exactly', () => {
    const rows = csvRows(
      [
        'platform,handle,label',
        'instagram,john_doe,main',
        'Instagram,@JOHN_DOE,other',
        'instagram,https://www.instagram.com/john_doe',
        'tiktok,john_doe',
        'link,https://example.com/A',
        'link,https://example.com/a',
        'link,https://EXAMPLE.com/A',
      ].join('\n'),
    );
    expect(resultsOf(rows)).toEqual([
      item('instagram', 'john_doe', { label: 'main' }),
      refused(IMPORT_TEXTS.duplicate),
      refused(IMPORT_TEXTS.duplicate),
      item('tiktok', 'john_doe'),
      link('https://example.com/A', ''),
      link('https://example.com/a', ''),
      refused(IMPORT_TEXTS.duplicate),
    ]);
  });
});

describe('detection', () => {
  it('goes by the file name first', () => {
    expect(detectFormat('user_data-example.com-2024.json', '')).toBe('linkstack');
    expect(detectFormat('PAGE.HTM', '<a class="button button-x" href="#">X</a>')).toBe('littlelink');
    expect(detectFormat('index.html', '<div class="button-stack"></div>')).toBe('littlelink');
    expect(detectFormat('index.html', "<a href='#' class='button  button-default'>X</a>")).toBe('littlelink');
    expect(detectFormat('index.html', '<p>Hello</p>')).toBeNull();
    expect(detectFormat('export.csv', 'handle\njohn')).toBe('csv');
  });

  it('reads the content when the name says nothing', () => {
    expect(detectFormat('export.txt', '  {"links": []}')).toBe('linkstack');
    expect(detectFormat('download', '<!DOCTYPE html><div class="button-stack">')).toBe('littlelink');
    expect(detectFormat('download', '<!DOCTYPE html><p>hello</p>')).toBeNull();
    expect(detectFormat('handles.txt', '\r\nPlatform;Handle\r\n')).toBe('csv');
    expect(detectFormat('notes.txt', 'my handles: instagram john_doe')).toBeNull();
    expect(detectFormat('notes.txt', 'handle\nplatform')).toBeNull();
  });

  it('refuses what it cannot read with the message naming the three formats', () => {
    for (const [name, text] of [
      ['photo.png', '\u0089PNG'],
      ['notes.txt', 'hello'],
      ['page.html', '<html></html>'],
      ['empty.txt', ''],
    ]) {
      expect(readImport(name!, text!), name).toEqual(fileRefused(MESSAGES.importFormatInvalid));
    }
    expect(MESSAGES.importFormatInvalid).toBe(
      'This file could not be read: choose a LinkStack export (.json), a LittleLink page (.html) or a CSV file',
    );
  });
});

describe('the size limit, in UTF-8 bytes', () => {
  const head = 'platform,handle,notes\ninstagram,john_doe,';

  it('reads a file of exactly the limit', () => {
    const text = head + 'a'.repeat(IMPORT_MAX_BYTES - head.length);
    expect(readImport('big.csv', text).ok).toBe(true);
  });

  it('refuses one byte more, however the text is counted in UTF-16', () => {
    const ascii = `${head}${'a'.repeat(IMPORT_MAX_BYTES - head.length + 1)}`;
    expect(readImport('big.csv', ascii)).toEqual(fileRefused(MESSAGES.importTooLarge));
    // 'é' is 2 bytes, '😀' 4 bytes (2 UTF-16 units): under the limit in characters, over it in bytes.
    const accents = `${head}${'é'.repeat(Math.ceil((IMPORT_MAX_BYTES - head.length) / 2))}a`;
    expect(accents.length).toBeLessThan(IMPORT_MAX_BYTES);
    expect(readImport('big.csv', accents)).toEqual(fileRefused(MESSAGES.importTooLarge));
    const emoji = `${head}${'😀'.repeat(Math.ceil((IMPORT_MAX_BYTES - head.length) / 4))}a`;
    expect(readImport('big.csv', emoji)).toEqual(fileRefused(MESSAGES.importTooLarge));
    const rest = IMPORT_MAX_BYTES - head.length;
    const emojiAtLimit = head + '😀'.repeat(Math.floor(rest / 4)) + 'a'.repeat(rest % 4);
    expect(new TextEncoder().encode(emojiAtLimit).length).toBe(IMPORT_MAX_BYTES);
    expect(readImport('big.csv', emojiAtLimit).ok).toBe(true);
    expect(readImport('big.csv', `${emojiAtLimit}a`)).toEqual(fileRefused(MESSAGES.importTooLarge));
  });
});

describe('sources', () => {
  it('are one line, without invisible characters, at most SOURCE_MAX characters', () => {
    const rows = csvRows(
      `platform,handle,label,title\nlink,https://example.com/${'p'.repeat(300)},,A title\ninstagram,"john\u202e_doe"\n`,
    );
    expect([...rows[0]!.source]).toHaveLength(SOURCE_MAX);
    expect(rows[0]!.source.endsWith('…')).toBe(true);
    expect(rows[1]!.source).toBe('Instagram: john_doe');
    expect(rows[1]!.result).toEqual(refused(MESSAGES.textInvisible));
  });
});

describe(`the row limit: at most ${IMPORT_ROWS_MAX} rows a file`, () => {
  const csv = (rows: number) =>
    `platform,handle\n${Array.from({ length: rows }, (_, n) => `link,https://ann.example/${n}`).join('\n')}\n`;
  const linkStack = (rows: number) =>
    JSON.stringify({ links: Array.from({ length: rows }, (_, n) => ({ link: `https://ann.example/${n}` })) });
  const littleLink = (rows: number) =>
    `<div class="button-stack">${'<a class="button button-site" href="https://ann.example/">Site</a>'.repeat(rows)}</div>`;

  it.each([
    ['links.csv', csv],
    ['links.json', linkStack],
    ['links.html', littleLink],
  ])('reads %s of exactly the limit, and refuses one row more whole, naming the limit', (name, file) => {
    expect(rowsOf(readImport(name, file(IMPORT_ROWS_MAX)))).toHaveLength(IMPORT_ROWS_MAX);
    expect(readImport(name, file(IMPORT_ROWS_MAX + 1))).toEqual(fileRefused(MESSAGES.importTooManyRows));
    expect(MESSAGES.importTooManyRows).toContain(String(IMPORT_ROWS_MAX));
  });

  it('does not read past the row after the limit', () => {
    // A quote never closed after the rows would refuse the file, if it were read that far.
    expect(readImport('links.csv', `${csv(IMPORT_ROWS_MAX + 1)}link,"https://ann.example/`)).toEqual(
      fileRefused(MESSAGES.importTooManyRows),
    );
    // Blank lines are no rows.
    expect(rowsOf(readImport('links.csv', csv(IMPORT_ROWS_MAX).replaceAll('\n', '\n\n')))).toHaveLength(
      IMPORT_ROWS_MAX,
    );
  });

  it('refuses 130,000 one-character LinkStack entries without making a row of any', () => {
    const text = JSON.stringify({ links: Array(130_000).fill(1) });
    expect(readImport('links.json', text)).toEqual(fileRefused(MESSAGES.importTooManyRows));
  });
});

describe('cells longer than their field', () => {
  // Each ends in an invisible character: its rule would name that, so a "too long" shows that the length
  // was judged before any rule read the cell.
  const far = (text: string) => `${text.repeat(5000)}\u200b`;

  it('are refused as too long before any rule reads them', () => {
    const rows = csvRows(
      [
        'platform,handle,label,title',
        `link,https://ann.example/${far('a')}`,
        `link,https://ann.example/,,${far('t')}`,
        `link,https://ann.example/,${far('l')}`,
        `instagram,${far('a')}`,
        `coc,${far('a')}`,
        `instagram,ann.gram,${far('l')}`,
        `${far('x')},ann`,
      ].join('\n'),
    );
    expect(resultsOf(rows)).toEqual([
      refused(MESSAGES.linkTooLong),
      refused(MESSAGES.linkTitleTooLong),
      refused(MESSAGES.itemLabelTooLong),
      refused(pastedValueMessages.tooLong('Instagram')),
      refused(GAME_ID_MESSAGES.coc),
      refused(MESSAGES.itemLabelTooLong),
      refused(IMPORT_TEXTS.unknownPlatform(`${'x'.repeat(40)}…`)),
    ]);
    for (const row of rows) expect([...row.source].length).toBeLessThanOrEqual(SOURCE_MAX);
  });

  it('as long as the item API takes them, are read whole and judged by their own rule', () => {
    const spaces = ' '.repeat(12);
    // 60 characters of two units each: exactly what the item API takes of a title.
    const rows = csvRows(
      `platform,handle,label,title\nlink,${spaces}https://ann.example/${spaces},${spaces}main${spaces},${'😀'.repeat(60)}\n`,
    );
    expect(resultsOf(rows)).toEqual([link('https://ann.example/', '😀'.repeat(60), { label: 'main' })]);
  });

  it('never make a long source or reason: a LinkStack title, a LittleLink button, a CSV of many columns', () => {
    const stack = readImport('links.json', JSON.stringify({ links: [{ title: '<'.repeat(262_000) }] }));
    const page = readImport(
      'links.html',
      `<a class="button button-x" href="https://ann.example/">${'w '.repeat(100_000)}</a>`,
    );
    const columns = readImport(
      'links.csv',
      `platform,handle\nlink,https://ann.example/${',x'.repeat(100_000)}\n`,
    );
    for (const preview of [stack, page, columns])
      for (const row of rowsOf(preview)) {
        expect([...row.source].length).toBeLessThanOrEqual(SOURCE_MAX);
        if (!row.result.ok) expect(row.result.reason.length).toBeLessThan(200);
      }
    expect(resultsOf(rowsOf(page))).toEqual([refused(MESSAGES.linkTitleTooLong)]);
  });
});

describe('platformNamed', () => {
  it('finds a platform by key, name or alias, without case, accents or spaces', () => {
    expect(platformNamed('instagram')?.key).toBe('instagram');
    expect(platformNamed('INSTAGRAM')?.key).toBe('instagram');
    expect(platformNamed('X')?.key).toBe('twitter');
    expect(platformNamed('Pokémon GO')?.key).toBe('pokemongo');
    expect(platformNamed('clash of clans')?.key).toBe('coc');
    expect(platformNamed('TikTok')?.key).toBe('tiktok');
    expect(platformNamed('')).toBeUndefined();
    expect(platformNamed('!!')).toBeUndefined();
    expect(platformNamed('toString')).toBeUndefined();
    expect(platformNamed('friendster')).toBeUndefined();
  });
});

describe('an address that is not a profile stays the link it is', () => {
  const buttons = (links: [string, string][]) =>
    `<div class="button-stack">${links
      .map(([href, title]) => `<a class="button button-default" href="${href}">${title}</a>`)
      .join('')}</div>`;

  it('keeps repositories, gists, sponsors pages, posts, videos and clips of a LittleLink page whole, with their titles', () => {
    const pages: [string, string][] = [
      ['https://github.com/sethcottle', 'GitHub'],
      ['https://github.com/sethcottle/littlelink-extended', 'LittleLink Extended'],
      ['https://github.com/rileypark/mods/releases', 'Mods'],
      ['https://gist.github.com/rileypark/abc123', 'Gist'],
      ['https://github.com/sponsors/sethcottle', 'Sponsor me'],
      ['https://x.com/rileyplays/status/1234567890', 'My tweet'],
      ['https://www.tiktok.com/@riley.plays/video/7234567890123456789', 'Video'],
      ['https://www.twitch.tv/rileyplays/clip/SomeClip', 'Clip'],
      ['https://bsky.app/profile/maya.bsky.social/post/3k', 'Post'],
      ['https://www.threads.net/@maya.draws/post/Cabc', 'Thread'],
    ];
    const rows = rowsOf(readImport('index.html', buttons(pages)));
    expect(resultsOf(rows)).toEqual([
      item('github', 'sethcottle'),
      ...pages.slice(1).map(([href, title]) => link(href, title)),
    ]);
  });

  it('keeps a CSV row that names the platform but holds one of its posts as a link, with its title', () => {
    const rows = csvRows(
      'platform,handle,title\ngithub,https://github.com/sethcottle/littlelink-extended,LittleLink Extended\ntwitter,https://x.com/rileyplays/status/1,\n',
    );
    expect(resultsOf(rows)).toEqual([
      link('https://github.com/sethcottle/littlelink-extended', 'LittleLink Extended'),
      link('https://x.com/rileyplays/status/1', ''),
    ]);
  });
});
