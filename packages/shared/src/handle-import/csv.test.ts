import { describe, expect, it } from 'vitest';
import { CSV_TEXTS, csvCell, csvEntries, csvRecord, parseCsv, parseVisible, unguardCell } from './csv.js';

describe('parseCsv (RFC 4180)', () => {
  it('splits records on CRLF, LF or a lone CR, and keeps a last record without a line break', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h').records).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
    expect(parseCsv('a,b\r\n').records).toEqual([['a', 'b']]);
  });

  it('reads quoted fields: commas, doubled quotes and line breaks inside, empty quotes', () => {
    expect(parseCsv('"a,b","say ""hi""","line 1\r\nline 2",""\n').records).toEqual([
      ['a,b', 'say "hi"', 'line 1\r\nline 2', ''],
    ]);
  });

  it('keeps empty fields, at the end of a record too', () => {
    expect(parseCsv(',a,,\n,\n').records).toEqual([
      ['', 'a', '', ''],
      ['', ''],
    ]);
  });

  it('is tolerant where the RFC is strict: a quote inside a field is a character, text after a closing quote is kept', () => {
    expect(parseCsv('ab"c,"d"e\n').records).toEqual([['ab"c', 'de']]);
  });

  it('says when a quote is never closed', () => {
    expect(parseCsv('a,"b\nc').unclosedQuote).toBe(true);
    expect(parseCsv('a,"b"\nc').unclosedQuote).toBe(false);
  });

  it('reads another delimiter', () => {
    expect(parseCsv('a;"b;c"\tx\n', ';').records).toEqual([['a', 'b;c\tx']]);
  });
});

describe('csvCell and unguardCell', () => {
  it.each([
    // Quoted only where needed.
    ['john_doe', 'john_doe'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    [' padded ', '" padded "'],
    ['', ''],
    // A cell a spreadsheet would run as a formula starts with an apostrophe.
    ['=1+1', "'=1+1"],
    ['+33 6 12', "'+33 6 12"],
    ['-JohnDoe', "'-JohnDoe"],
    ['@SUM(A1)', "'@SUM(A1)"],
    // A tab needs no quotes (RFC 4180 quotes commas, quotes and line breaks).
    ['\tx', "'\tx"],
    ['\rx', '"\'\rx"'],
    ['=HYPERLINK("https://evil.example","click")', '"\'=HYPERLINK(""https://evil.example"",""click"")"'],
    ["'=x", "''=x"],
    ["'plain", "'plain"],
    ['a=b', 'a=b'],
  ])('writes %j as the cell %j: quoted only where needed, never a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('drops exactly the apostrophe the writer added', () => {
    for (const value of ['=1+1', '+33', '-x', '@x', '\tx', '\rx', "'=x", "''+x", "'plain", "'", 'a=b', '']) {
      const [[cell]] = parseCsv(`${csvCell(value)},end`).records as [[string]];
      expect(unguardCell(cell), JSON.stringify(value)).toBe(value);
    }
  });

  it('writes a record ended by CRLF', () => {
    expect(csvRecord(['a', 'b,c', '=d'])).toBe('a,"b,c",\'=d\r\n');
  });
});

describe('parseVisible', () => {
  it('takes true/false, yes/no, 1/0, shown/hidden in any case, blank as shown', () => {
    for (const raw of ['', ' ', 'true', 'TRUE', 'yes', 'Yes', '1', 'shown', 'Shown'])
      expect(parseVisible(raw), raw).toBe(true);
    for (const raw of ['false', 'False', 'no', 'NO', '0', 'hidden', ' Hidden '])
      expect(parseVisible(raw), raw).toBe(false);
  });

  it('refuses anything else', () => {
    for (const raw of ['maybe', 'y', 'n', '2', 'visible', 'toString', '__proto__'])
      expect(parseVisible(raw), raw).toBeNull();
  });
});

describe('csvEntries', () => {
  it('finds the header after blank lines, in any case and order, and ignores extra columns', () => {
    const entries = csvEntries('\n\nNotes,VISIBLE,Handle,Platform\nmine,no,john_doe,Instagram\n');
    expect(entries).toEqual([
      {
        kind: 'handle',
        platform: 'Instagram',
        value: 'john_doe',
        title: '',
        label: '',
        visible: false,
        row: 4,
        source: 'mine, no, john_doe, Instagram',
      },
    ]);
  });

  it('reads a semicolon or tab separated file by its header', () => {
    const semicolon = csvEntries('platform;handle;label\ninstagram;john_doe;a,b\n');
    const tab = csvEntries('platform\thandle\tlabel\ninstagram\tjohn_doe\ta;b\n');
    expect(Array.isArray(semicolon) && semicolon[0]).toMatchObject({ platform: 'instagram', label: 'a,b' });
    expect(Array.isArray(tab) && tab[0]).toMatchObject({ platform: 'instagram', label: 'a;b' });
  });

  it('numbers rows as a spreadsheet does: quoted line breaks stay in one row, blank rows count', () => {
    const entries = csvEntries('platform,handle,label\ninstagram,a,"two\nlines"\n\ntiktok,b\n');
    expect(Array.isArray(entries) && entries.map((entry) => entry.row)).toEqual([2, 4]);
  });

  it('drops the formula guard of a cell', () => {
    const entries = csvEntries("platform,handle,label\nfortnite,'-JohnDoe,'@home\n");
    expect(Array.isArray(entries) && entries[0]).toMatchObject({ value: '-JohnDoe', label: '@home' });
  });

  it('refuses a file without a platform column, and an unclosed quote', () => {
    expect(csvEntries('handle,label\nx,y')).toEqual({ error: CSV_TEXTS.csvHeaderMissing });
    expect(csvEntries('')).toEqual({ error: CSV_TEXTS.csvHeaderMissing });
    expect(csvEntries('platform,handle\n"x,y')).toEqual({ error: CSV_TEXTS.csvQuoteOpen });
  });
});
