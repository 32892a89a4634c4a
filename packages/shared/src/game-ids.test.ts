import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  displayGameId,
  GAME_FIELDS,
  GAME_ID_FORMATS,
  GAME_ID_MESSAGES,
  type GameField,
  isGameField,
  normaliseGameId,
  rawGameId,
} from './game-ids.js';
import { HANDLE_FIELDS, normaliseHandle, toSocialAccounts } from './handles.js';
import { MESSAGES } from './messages.js';

/**
 * What a person pasted, the stored ID and how the public page shows it, the last two written only where
 * they differ from the one before: `'Jo#1'` is stored and shown as pasted, `[' Notch ', 'Notch']` is
 * stored and shown as `Notch`.
 */
type Good = string | [pasted: string, stored: string, shown?: string];

const GOOD: Record<GameField, Good[]> = {
  cod: [
    'JohnDoe#1234567',
    ['  JohnDoe#1234567 ', 'JohnDoe#1234567'],
    ['JohnDoe # 1234567', 'JohnDoe#1234567'],
    ['ＪｏｈｎＤｏｅ＃１２３４５６７', 'JohnDoe#1234567'],
    ['John  Doe#1234567', 'John Doe#1234567'],
    'Jo#1',
    'xX_Sniper.Pro-Xx#12345678',
    'Жанна#7654321',
    'ゲーマー#1234567',
    ['Jöhn\u200bDoe#1234567', 'JöhnDoe#1234567'],
  ],
  coc: [
    '#2PP0JCGQ',
    ['#2pp0jcgq', '#2PP0JCGQ'],
    ['2PP0JCGQ', '#2PP0JCGQ'],
    [' 2PP0 JCGQ ', '#2PP0JCGQ'],
    ['#2PPOJCGQ', '#2PP0JCGQ'],
    ['##2ppojcgq', '#2PP0JCGQ'],
    ['＃２ＰＰ０ＪＣＧＱ', '#2PP0JCGQ'],
    '#9YLV0G0P9',
    '#2PP',
    '#PYLQGRJCUV02',
  ],
  pokemongo: [
    ['123456789012', '123456789012', '1234 5678 9012'],
    ['1234 5678 9012', '123456789012', '1234 5678 9012'],
    [' 1234  5678 9012 ', '123456789012', '1234 5678 9012'],
    ['1234-5678-9012', '123456789012', '1234 5678 9012'],
    ['1234–5678–9012', '123456789012', '1234 5678 9012'],
    ['1234.5678.9012', '123456789012', '1234 5678 9012'],
    ['１２３４ ５６７８ ９０１２', '123456789012', '1234 5678 9012'],
    ['1234\u00a05678\u00a09012', '123456789012', '1234 5678 9012'],
    ['\ufeff000012340000', '000012340000', '0000 1234 0000'],
  ],
  pubg: [
    '5123456789',
    [' 5123456789 ', '5123456789'],
    ['512 345 6789', '5123456789'],
    ['ID: 5123456789', '5123456789'],
    '123456',
    '123456789012',
    ['５１２３４５６７８９', '5123456789'],
  ],
  fortnite: [
    'KenjiW',
    ['  Kenji W  ', 'Kenji W'],
    ['Kenji   W', 'Kenji W'],
    'Ken',
    'Sixteen_Chars-16',
    'john.doe',
    ['Ｋｅｎｊｉ', 'Kenji'],
    'Zoë_Plays',
  ],
  minecraft: ['John_Doe', [' Notch ', 'Notch'], 'jeb_', 'abc', 'ABCDEFGHIJKLMNOP', ['Ｓｔｅｖｅ', 'Steve']],
  freefire: [
    '123456789',
    [' 123456789 ', '123456789'],
    ['UID 1234567890', '1234567890'],
    ['uid:1234567890', '1234567890'],
    ['123-456-789', '123456789'],
    '123456',
    '123456789012',
  ],
};

const BAD: Record<GameField, string[]> = {
  cod: [
    'JohnDoe',
    'JohnDoe#',
    '#1234567',
    'J#1234567',
    'JohnDoe#123456789',
    'JohnDoe#12a4567',
    'John#Doe#1234567',
    'SeventeenCharsXYZ#1234567',
    '"><svg/onload=alert(1)>#1234567',
    'javascript:alert(1)',
    'https://evil.example/phish',
    'John😀Doe#1234567',
  ],
  coc: [
    '#ABCDEFGH',
    '#2PP0JCGQ!',
    '#2P',
    '#2PP0JCGQ2PP0J',
    '#2PP-0JCGQ',
    'javascript:alert(document.cookie)',
    '#2PP0JCGQ#',
    '#1PP0JCGQ',
  ],
  pokemongo: [
    '12345678901',
    '1234567890123',
    '1234 5678 901O',
    'abcd efgh ijkl',
    '+1234 5678 9012',
    '#123456789012',
  ],
  pubg: ['12345', '1234567890123', 'PlayerOne', '51234567x9', '+5123456789', '5123456789#1'],
  fortnite: [
    'Ke',
    'SeventeenCharsXYZ',
    'JaVaScRiPt:alert(1)',
    '"\'&<>',
    'John@Doe',
    'John/Doe',
    'Kenji😀',
    'Kenji!',
  ],
  minecraft: [
    'ab',
    'SeventeenCharsXYZ',
    'John Doe',
    'John-Doe',
    'Jöhn',
    'John.Doe',
    '<script>',
    'a'.repeat(101),
  ],
  freefire: ['12345', '1234567890123', 'FF_Player', '12345678a', 'n/a', '1234567890 1234567'],
};

/** A good row written out in full: [pasted, stored, shown]. */
const fullRow = (row: Good): [string, string, string] => {
  const [pasted, stored = pasted, shown = stored] = typeof row === 'string' ? [row] : row;
  return [pasted, stored, shown];
};

/**
 * The exact words a person reads for a wrong ID of each game: the last column of the game's row in
 * docs/GAME-IDS.md, so the code says what the document promises.
 */
const GAME_IDS_DOC = readFileSync(new URL('../../../docs/GAME-IDS.md', import.meta.url), 'utf8');
const documentedMessage = (field: GameField) =>
  GAME_IDS_DOC.split('\n')
    .find((line) => line.startsWith(`| \`${field}\` |`))
    ?.split('|')
    .at(-2)
    ?.trim();
const MESSAGE_OF = Object.fromEntries(
  GAME_FIELDS.map((field) => [field, documentedMessage(field) ?? '']),
) as Record<GameField, string>;

describe('game IDs: every format, good and bad', () => {
  it('covers the seven game fields, and only those', () => {
    expect(GAME_FIELDS.every((f) => HANDLE_FIELDS.includes(f))).toBe(true);
    expect(HANDLE_FIELDS.filter(isGameField)).toEqual([...GAME_FIELDS]);
    expect(isGameField('instagram')).toBe(false);
    expect(isGameField('PUBG')).toBe(false);
  });

  describe.each(GAME_FIELDS)('%s', (field) => {
    it.each(GOOD[field].map(fullRow))('takes %j as %j, shown as %j', (raw, stored, shown) => {
      expect(normaliseGameId(field, raw)).toEqual({ ok: true, id: stored });
      expect(normaliseHandle(field, raw)).toEqual({ ok: true, handle: stored });
      expect(GAME_ID_FORMATS[field].valid(stored)).toBe(true);
      // Normalising is idempotent: the stored form is already normal.
      expect(normaliseGameId(field, stored)).toEqual({ ok: true, id: stored });
      expect(displayGameId(field, stored)).toBe(shown);
      expect(rawGameId(field, shown)).toBe(stored);
      expect(rawGameId(field, stored)).toBe(stored);
    });

    it.each(BAD[field])('refuses %j in plain words', (raw) => {
      expect(normaliseGameId(field, raw)).toEqual({ ok: false, error: MESSAGE_OF[field] });
      expect(normaliseHandle(field, raw)).toEqual({ ok: false, error: MESSAGE_OF[field] });
    });

    it('removes the ID when the input is blank', () => {
      for (const blank of ['', '   ', '\u3000', '\u200b']) {
        expect(normaliseGameId(field, blank)).toEqual({ ok: true, id: '' });
        expect(normaliseHandle(field, blank)).toEqual({ ok: true, handle: '' });
      }
    });

    it('refuses what cleans up to nothing instead of removing the stored ID', () => {
      for (const empty of ['#', 'UID:', 'ID #']) {
        expect(normaliseGameId(field, empty)).toEqual({ ok: false, error: MESSAGE_OF[field] });
      }
    });

    it('has a hint and a message of its own', () => {
      expect(GAME_ID_FORMATS[field].hint.length).toBeGreaterThan(10);
      expect(GAME_ID_FORMATS[field].message).toBe(MESSAGE_OF[field]);
      expect(GAME_ID_MESSAGES[field]).toBe(MESSAGE_OF[field]);
    });
  });

  it('gives each game a different message that names it', () => {
    const names: Record<GameField, string> = {
      cod: 'Activision',
      coc: 'Clash of Clans',
      pokemongo: 'Pokemon GO',
      pubg: 'PUBG',
      fortnite: 'Epic Games',
      minecraft: 'Minecraft',
      freefire: 'Free Fire',
    };
    for (const field of GAME_FIELDS) expect(MESSAGE_OF[field]).toContain(names[field]);
    expect(new Set(Object.values(MESSAGE_OF)).size).toBe(GAME_FIELDS.length);
  });
});

describe('game IDs inside the handle rules', () => {
  it('drops a leading @ and reduces a pasted Clash of Clans link to the tag', () => {
    expect(normaliseHandle('fortnite', '@KenjiW')).toEqual({ ok: true, handle: 'KenjiW' });
    expect(
      normaliseHandle('coc', 'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=%232ppojcgq'),
    ).toEqual({ ok: true, handle: '#2PP0JCGQ' });
  });

  it('still refuses control characters as an invalid handle of that game, and direction characters as invisible', () => {
    expect(normaliseHandle('freefire', 'ab\u202ecd')).toEqual({
      ok: false,
      error: MESSAGES.textInvisible,
    });
    expect(normaliseHandle('pokemongo', '1234\n5678 9012')).toEqual({
      ok: false,
      error: 'Invalid handle for Pokemon GO',
    });
  });

  it('reads stored IDs normalised, and old malformed ones as they were', () => {
    const accounts = toSocialAccounts({
      pokemongo: '1234 5678 9012',
      coc: '#2ppojcgq',
      pubg: 'old id 42',
      cod: '</script>',
    });
    expect(accounts.map((a) => [a.fieldname, a.accountUsername, a.accountLink])).toEqual([
      ['cod', '</script>', undefined],
      ['coc', '#2PP0JCGQ', 'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=2PP0JCGQ'],
      ['pokemongo', '123456789012', undefined],
      ['pubg', 'old id 42', undefined],
    ]);
    expect(displayGameId('pubg', 'old id 42')).toBe('old id 42');
    expect(rawGameId('pubg', 'old id 42')).toBe('old id 42');
    expect(displayGameId('pokemongo', '1234 5678 901')).toBe('1234 5678 901');
  });
});
