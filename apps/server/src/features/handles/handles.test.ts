import {
  GAME_FIELDS,
  GAME_ID_FORMATS,
  GAME_ID_MESSAGES,
  type GameField,
  HANDLE_FIELDS,
  type HandleField,
  isGameField,
  MESSAGES,
  type SocialAccount,
} from '@handlehub/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUserWithSession, postHandles } from '../../../test/factories.js';
import { suiteApp } from '../../../test/test-app.js';
import { handles } from '../../db/schema.js';

const t = suiteApp();

const save = (token: string, payload: Record<string, unknown>) => postHandles(t, token, payload);
const read = (token: string) =>
  t.inject({ method: 'GET', url: '/api/social/getsocialaccount', headers: { 'user-token': token } });

/** A well-formed ID of each game. */
const VALID_GAME_IDS: Record<GameField, string> = {
  cod: 'JohnDoe#1234567',
  coc: '#2PP0JCGQ',
  pokemongo: '123456789012',
  pubg: '5123456789',
  fortnite: 'JohnDoe',
  minecraft: 'John_Doe',
  freefire: '123456789',
};

/** [field, what a person typed or pasted, stored handle ('' = removed), link (undefined = none)] */
type Row = [HandleField, string, string, string | undefined];
/** [field, stored handle ('' = removed), link (undefined = none), what people typed or pasted to get them] */
type Case = [HandleField, string, string | undefined, string[]];

const CASES: Case[] = [
  [
    'facebook',
    'john.doe',
    'https://www.facebook.com/john.doe',
    ['https://www.facebook.com/john.doe/', 'facebook.com/john.doe?ref=bookmarks', '  @john.doe  '],
  ],
  [
    'facebook',
    '100012345',
    'https://www.facebook.com/100012345',
    ['https://m.facebook.com/profile.php?id=100012345'],
  ],
  [
    'instagram',
    'john_doe',
    'https://www.instagram.com/john_doe',
    ['https://instagram.com/john_doe?igsh=MXh2', 'www.instagram.com/john_doe/', '@john_doe'],
  ],
  ['instagram', '', undefined, ['   ']],
  [
    'snapchat',
    'johndoe23',
    'https://www.snapchat.com/add/johndoe23',
    ['https://www.snapchat.com/add/johndoe23?share_id=abc', 'snapchat.com/@johndoe23/', 'johndoe23'],
  ],
  [
    'twitter',
    'johndoe',
    'https://x.com/johndoe',
    ['https://twitter.com/johndoe?s=21', 'mobile.twitter.com/johndoe/', '@johndoe'],
  ],
  [
    'linkedin',
    'john-doe-1a2b3c',
    'https://www.linkedin.com/in/john-doe-1a2b3c',
    ['https://www.linkedin.com/in/john-doe-1a2b3c/', 'linkedin.com/in/john-doe-1a2b3c?originalSubdomain=uk'],
  ],
  [
    'linkedin',
    'josé-garcía',
    'https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa',
    ['https://uk.linkedin.com/in/jos%C3%A9-garc%C3%ADa'],
  ],
  [
    'youtube',
    'JohnDoeGaming',
    'https://www.youtube.com/@JohnDoeGaming',
    ['https://www.youtube.com/@JohnDoeGaming/videos'],
  ],
  [
    'youtube',
    'johndoegaming',
    'https://www.youtube.com/@johndoegaming',
    ['youtube.com/c/johndoegaming', ' @johndoegaming '],
  ],
  ['cod', 'JohnDoe#1234567', undefined, ['  JohnDoe#1234567 ', 'JohnDoe # 1234567']],
  // In '#2ppojcgq' the letter O is not in the tag alphabet: it is a zero read wrongly, and the link uses the
  // fixed tag.
  [
    'coc',
    '#2PP0JCGQ',
    'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=2PP0JCGQ',
    [
      '#2pp0jcgq',
      '#2ppojcgq',
      ' 2PP0 JCGQ ',
      'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=%232PP0JCGQ',
    ],
  ],
  ['pokemongo', '123456789012', undefined, [' 1234  5678 9012 ', '1234-5678-9012']],
  ['pubg', '5123456789', undefined, ['5123456789', 'ID: 512 345 6789']],
  ['pubg', '', undefined, ['']],
  ['fortnite', 'Kenji W', undefined, ['  Kenji W  ']],
  ['fortnite', 'KenjiW', undefined, ['@KenjiW']],
  ['minecraft', 'John_Doe', undefined, ['John_Doe', 'Ｊｏｈｎ＿Ｄｏｅ']],
  ['freefire', '123456789', undefined, [' 123456789 ']],
  ['freefire', '1234567890', undefined, ['UID 1234-5678-90']],
];
const ROWS: Row[] = CASES.flatMap(([field, handle, link, inputs]) =>
  inputs.map((input): Row => [field, input, handle, link]),
);

/** Rows grouped so that each save sends every field at most once. */
function rounds(rows: Row[]): Row[][] {
  const result: Row[][] = [];
  for (const row of rows) {
    const round = result.find((r) => !r.some(([field]) => field === row[0]));
    if (round) round.push(row);
    else result.push([row]);
  }
  return result;
}

describe('handles: normalisation and links', () => {
  it('covers all 13 platforms in the table', () => {
    expect(new Set(ROWS.map(([field]) => field))).toEqual(new Set(HANDLE_FIELDS));
  });

  it('stores every row normalised and builds the link from the handle alone', async () => {
    const { token } = await createUserWithSession(t);
    for (const round of rounds(ROWS)) {
      const payload = Object.fromEntries(round.map(([field, input]) => [field, input]));
      const saved = await save(token, payload);
      expect(saved.statusCode, saved.body).toBe(200);
      const list: SocialAccount[] = (await read(token)).json().userAccount.accounts;
      expect(saved.json().userAccount.accounts).toEqual(list);
      for (const [field, input, handle, link] of round) {
        const entry = list.find((a) => a.fieldname === field);
        if (!handle) {
          expect(entry, `${field} ${JSON.stringify(input)}`).toBeUndefined();
          continue;
        }
        expect(entry, `${field} ${JSON.stringify(input)}`).toEqual({
          accountName: expect.any(String),
          accountUsername: handle,
          accountIcon: expect.any(String),
          fieldname: field,
          ...(link ? { accountLink: link } : {}),
        });
      }
      // Fields not sent in this save were removed: all 13 are replaced at once.
      expect(list.map((a) => a.fieldname).sort()).toEqual(
        round
          .filter(([, , handle]) => handle)
          .map(([field]) => field)
          .sort(),
      );
    }
  });

  it('gives each platform its display name and icon, in the Add Account order', async () => {
    const { token } = await createUserWithSession(t);
    const all = Object.fromEntries(
      HANDLE_FIELDS.map((f) => [f, isGameField(f) ? VALID_GAME_IDS[f] : `${f}123`]),
    );
    expect((await save(token, all)).statusCode).toBe(200);
    const list: SocialAccount[] = (await read(token)).json().userAccount.accounts;
    expect(list.map((a) => [a.fieldname, a.accountName, a.accountIcon])).toEqual([
      ['facebook', 'Facebook', 'Facebook'],
      ['instagram', 'Instagram', 'Instagram'],
      ['snapchat', 'Snapchat', 'Snapchat'],
      ['twitter', 'Twitter', 'Twitter'],
      ['linkedin', 'Linkedin', 'Linkedin'],
      ['youtube', 'Youtube', 'Youtube'],
      ['cod', 'Call of Duty', 'Controller'],
      ['coc', 'Clash of Clans', 'Controller'],
      ['pokemongo', 'Pokemon GO', 'Controller'],
      ['pubg', 'PUBG', 'Controller'],
      ['fortnite', 'Fortnite', 'Controller'],
      ['minecraft', 'Minecraft', 'Controller'],
      ['freefire', 'Free Fire', 'Controller'],
    ]);
  });
});

describe('handles: refusals', () => {
  it('never turns a javascript: handle into a link', async () => {
    const { token } = await createUserWithSession(t);
    for (const field of ['facebook', 'instagram', 'snapchat', 'twitter', 'linkedin', 'youtube'] as const) {
      const response = await save(token, { [field]: 'javascript:alert(document.cookie)' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Invalid handle for /);
    }
    // Game IDs never hold URL syntax either: each game refuses it with its own format message.
    for (const field of GAME_FIELDS) {
      const response = await save(token, { [field]: 'JaVaScRiPt:alert(1)' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: GAME_ID_FORMATS[field].message });
    }
    expect((await read(token)).json().userAccount.accounts).toEqual([]);
  });

  it('refuses control characters with the platform named, invisible ones as such, and changes nothing', async () => {
    const { token } = await createUserWithSession(t);
    expect((await save(token, { instagram: 'keepme', pubg: '5123456789' })).statusCode).toBe(200);
    for (const bad of ['john\u0000doe', 'john\ndoe', 'x\u007f', 'x\u0085', 'x\u2028']) {
      const response = await save(token, { instagram: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid handle for Instagram' });
    }
    // Direction overrides and other invisible characters are named as such (probe L3).
    const response = await save(token, { freefire: 'ab\u202ecd' });
    expect(response.json()).toEqual({ error: MESSAGES.textInvisible });
    const list: SocialAccount[] = (await read(token)).json().userAccount.accounts;
    expect(list.map((a) => a.accountUsername)).toEqual(['keepme', '5123456789']);
  });

  it('refuses handles longer than 100 characters and accepts 100', async () => {
    const { token } = await createUserWithSession(t);
    const long = await save(token, { youtube: 'a'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'Youtube handle can have at most 100 characters' });
    const pasted = `https://www.instagram.com/${'b'.repeat(101)}`;
    expect((await save(token, { instagram: pasted })).json()).toEqual({
      error: 'Instagram handle can have at most 100 characters',
    });
    expect((await save(token, { youtube: 'a'.repeat(100) })).statusCode).toBe(200);
    // A game's own format is shorter than 100 and says so in its words.
    expect((await save(token, { minecraft: 'a'.repeat(101) })).json()).toEqual({
      error: GAME_ID_MESSAGES.minecraft,
    });
  });

  it('refuses pasted addresses that are not a profile, other sites and unknown fields', async () => {
    const { token } = await createUserWithSession(t);
    // A page the platform's rule can name says what it is (decisions: never cut down to a handle).
    for (const [field, value, message] of [
      ['instagram', 'https://www.instagram.com/p/Cx1y2z/', MESSAGES.notAProfile('Instagram', 'post')],
      ['twitter', 'https://x.com/johndoe/status/1234', MESSAGES.notAProfile('Twitter', 'post')],
      ['youtube', 'https://www.youtube.com/watch?v=abc', MESSAGES.notAProfile('Youtube', 'video')],
    ] as const) {
      const response = await save(token, { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
    for (const [field, value, name] of [
      ['youtube', 'https://www.youtube.com/channel/UC123', 'Youtube'],
      ['twitter', 'https://evil.example/johndoe', 'Twitter'],
      ['facebook', 'https://www.facebook.com/', 'Facebook'],
      ['linkedin', 'john doe/../admin', 'Linkedin'],
    ] as const) {
      const response = await save(token, { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: `Invalid handle for ${name}` });
    }
    const unknown = await save(token, { myspace: 'tom' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'The request is not valid' });
    expect((await save(token, { instagram: 42 })).json()).toEqual({ error: 'Invalid handle for Instagram' });
  });

  it('needs a session', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/social/getsocialaccount' })).statusCode).toBe(401);
    expect((await postHandles(t, undefined, { instagram: 'x' })).statusCode).toBe(401);
  });
});

describe('handles: game ID formats', () => {
  /** [field, a wrong ID, the plain-words message] for each game. */
  const WRONG: [GameField, string, string][] = [
    ['cod', 'JohnDoe', GAME_ID_MESSAGES.cod],
    ['coc', '#ABCDEFGH', GAME_ID_MESSAGES.coc],
    ['pokemongo', '1234 5678 901', GAME_ID_MESSAGES.pokemongo],
    ['pubg', 'PlayerOne', GAME_ID_MESSAGES.pubg],
    ['fortnite', 'Jo', GAME_ID_MESSAGES.fortnite],
    ['minecraft', 'John Doe', GAME_ID_MESSAGES.minecraft],
    ['freefire', '12345', GAME_ID_MESSAGES.freefire],
  ];

  it('covers every game', () => {
    expect(WRONG.map(([field]) => field)).toEqual([...GAME_FIELDS]);
  });

  it.each(WRONG)(
    '%s: refuses %j with 400 and its message, and changes nothing',
    async (field, wrong, message) => {
      const { token } = await createUserWithSession(t);
      const before = { instagram: 'keepme', [field]: VALID_GAME_IDS[field] };
      expect((await save(token, before)).statusCode).toBe(200);
      const response = await save(token, { instagram: 'other', [field]: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      const list: SocialAccount[] = (await read(token)).json().userAccount.accounts;
      expect(list.map((a) => [a.fieldname, a.accountUsername])).toEqual([
        ['instagram', 'keepme'],
        [field, VALID_GAME_IDS[field]],
      ]);
    },
  );

  it('answers with the first wrong field in the Add Account order', async () => {
    const { token } = await createUserWithSession(t);
    const both = await save(token, { freefire: 'x', coc: 'x', pubg: 'x' });
    expect(both.json()).toEqual({ error: GAME_ID_MESSAGES.coc });
    const social = await save(token, { minecraft: 'x', instagram: 'https://www.instagram.com/explore/' });
    expect(social.json()).toEqual({ error: 'Invalid handle for Instagram' });
  });

  it('stores a messy pasted ID normalised, reads it back the same and links the fixed tag', async () => {
    const { user, token } = await createUserWithSession(t);
    const saved = await save(token, {
      cod: ' ＪｏｈｎＤｏｅ ＃ １２３４５６７ ',
      coc: ' #2ppo jcgq ',
      pokemongo: '1234-5678-9012',
      fortnite: '@  Kenji   W ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await t.db.select().from(handles).where(eq(handles.userId, user.id));
    expect(Object.fromEntries(stored.map((r) => [r.fieldname, r.handle]))).toEqual({
      cod: 'JohnDoe#1234567',
      coc: '#2PP0JCGQ',
      pokemongo: '123456789012',
      fortnite: 'Kenji W',
    });
    const coc = (saved.json().userAccount.accounts as SocialAccount[]).find((a) => a.fieldname === 'coc');
    expect(coc?.accountLink).toBe('https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=2PP0JCGQ');
  });

  it('still reads rows saved before the formats were checked, normalised where it can', async () => {
    const { user, token } = await createUserWithSession(t);
    await t.db.insert(handles).values([
      { userId: user.id, fieldname: 'pokemongo', handle: '1234 5678 9012' },
      { userId: user.id, fieldname: 'coc', handle: '#2PPOJCGQ' },
      { userId: user.id, fieldname: 'pubg', handle: 'my old id' },
      { userId: user.id, fieldname: 'fortnite', handle: 'Old:Name()' },
    ]);
    const expected = [
      ['coc', '#2PP0JCGQ', 'https://link.clashofclans.com/en?action=OpenPlayerProfile&tag=2PP0JCGQ'],
      ['pokemongo', '123456789012', undefined],
      ['pubg', 'my old id', undefined],
      ['fortnite', 'Old:Name()', undefined],
    ];
    const own = await read(token);
    expect(own.statusCode).toBe(200);
    const list: SocialAccount[] = own.json().userAccount.accounts;
    expect(list.map((a) => [a.fieldname, a.accountUsername, a.accountLink])).toEqual(expected);
    const visitor = await t.inject({ method: 'GET', url: `/api/user/${user.username}` });
    expect(visitor.statusCode).toBe(200);
    // A visitor reads them in the owner's order (here: as saved, all at the same position).
    const accounts: SocialAccount[] = visitor.json().user[0].accounts;
    expect(accounts.map((a) => [a.fieldname, a.accountUsername, a.accountLink])).toEqual([
      expected[1],
      expected[0],
      expected[2],
      expected[3],
    ]);
  });
});
