import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminUsernameParam, reportInput } from './moderation.js';
import { usernameKey } from './username.js';
import { toUsernameInput } from './users.js';

/** Strings with the characters that matter here: capitals, spaces of several kinds, '@', letters beyond ASCII. */
const typed = fc.string({
  unit: fc.constantFrom(
    'a',
    'B',
    'z',
    'Q',
    '0',
    '.',
    '_',
    '@',
    ' ',
    '\t',
    '\n',
    '\u00a0',
    '\u3000',
    'İ',
    'Ä',
    'ß',
    'ǅ',
  ),
  maxLength: 24,
});
const anything = fc.oneof(typed, fc.string(), fc.string({ unit: 'grapheme' }));

describe('usernameKey', () => {
  it('lower-cases and trims what was typed or linked', () => {
    expect(usernameKey('Maya')).toBe('maya');
    expect(usernameKey('  MAYA.Person_1 \n')).toBe('maya.person_1');
    expect(usernameKey('\u00a0maya\u3000')).toBe('maya');
    expect(usernameKey('')).toBe('');
    expect(usernameKey('   ')).toBe('');
  });

  it('keeps what is inside the name as it is: a name with a space inside is no username, and finds nobody', () => {
    expect(usernameKey('ma ya')).toBe('ma ya');
    expect(usernameKey('@maya')).toBe('@maya');
  });

  it('property: a key is its own key (idempotent), in lower case, and trimmed', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const key = usernameKey(value);
        expect(usernameKey(key)).toBe(key);
        expect(key.toLowerCase()).toBe(key);
        expect(key.trim()).toBe(key);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: names that differ only in case or surrounding spaces have one key', () => {
    fc.assert(
      fc.property(typed, typed, (value, padding) => {
        const spaces = padding.replace(/\S/g, ' ');
        expect(usernameKey(`${spaces}${value.toUpperCase()}${spaces}`)).toBe(
          usernameKey(value.toUpperCase()),
        );
        expect(usernameKey(value.toUpperCase())).toBe(usernameKey(value.toUpperCase().toLowerCase()));
      }),
      { numRuns: 500 },
    );
  });
});

describe('everything that reads a username goes through usernameKey', () => {
  it('the username forms: the key with every space removed, as typed', () => {
    expect(toUsernameInput(' Ma Ya ')).toBe('maya');
    fc.assert(
      fc.property(anything, (value) => {
        expect(toUsernameInput(value)).toBe(usernameKey(value).replace(/\s+/g, ''));
        // As the forms always did: lower case, no space anywhere.
        expect(toUsernameInput(value)).toBe(value.toLowerCase().replace(/\s+/g, ''));
      }),
      { numRuns: 500 },
    );
  });

  it('a report names the profile by its key', () => {
    fc.assert(
      fc.property(typed, (username) => {
        const parsed = reportInput.parse({ username, reason: 'spam' });
        expect(parsed.username).toBe(usernameKey(username));
      }),
      { numRuns: 300 },
    );
  });

  it('the admin API takes the name as shown, with its @, and looks up its key', () => {
    expect(adminUsernameParam.parse({ username: ' @Maya ' }).username).toBe('maya');
    expect(adminUsernameParam.parse({ username: 'maya' }).username).toBe('maya');
    fc.assert(
      fc.property(typed, (username) => {
        const key = adminUsernameParam.parse({ username }).username;
        expect(key).toBe(usernameKey(username.trim().replace(/^@/, '')));
        expect(usernameKey(key)).toBe(key);
      }),
      { numRuns: 300 },
    );
  });
});
