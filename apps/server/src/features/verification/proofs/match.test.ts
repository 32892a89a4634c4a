import { describe, expect, it } from 'vitest';
import { PAGE_URL, TOKEN } from './fixtures/samples.js';
import { bareAddress, findProof, isPageAddress, mentionsPage, mentionsToken } from './match.js';

describe('the owner page address in a text', () => {
  it.each([
    'https://handlehub.example/user/bob',
    'http://handlehub.example/user/bob',
    'https://www.handlehub.example/user/bob/',
    'HTTPS://HandleHub.Example/User/Bob',
    'handlehub.example/user/bob',
    'My links: handlehub.example/user/bob.',
    'Find me at <a href="https://handlehub.example/user/bob" rel="me">here</a>',
    '(https://handlehub.example/user/bob)',
    'https://handlehub.example/user/bob?ref=bio',
    'https://handlehub.example/user/bob#items',
    'first line\nhandlehub.example/user/bob\nthird',
  ])('finds it in %j', (text) => {
    expect(mentionsPage(text, PAGE_URL)).toBe(true);
  });

  it.each([
    'https://handlehub.example/user/bobby',
    'https://handlehub.example/user/bob.smith',
    'https://handlehub.example/user/bob_2',
    'https://handlehub.example/user/bob/extra',
    'https://evilhandlehub.example/user/bob',
    'https://handlehub.example.evil.example/user/bob',
    'https://my.handlehub.example/user/bob',
    'https://handlehub.example/user/alice',
    'handlehub.example',
    '',
  ])('does not take %j for it', (text) => {
    expect(mentionsPage(text, PAGE_URL)).toBe(false);
  });

  it('compares whole addresses for a rel="me" link', () => {
    expect(isPageAddress('https://www.handlehub.example/user/BOB/', PAGE_URL)).toBe(true);
    expect(isPageAddress('http://handlehub.example/user/bob', PAGE_URL)).toBe(true);
    expect(isPageAddress('https://evil.example/?u=https://handlehub.example/user/bob', PAGE_URL)).toBe(false);
    expect(isPageAddress('javascript://handlehub.example/user/bob', PAGE_URL)).toBe(false);
    expect(bareAddress('https://www.Example.com/a/')).toBe('example.com/a');
  });

  it('finds the token in any case, and nothing without one', () => {
    expect(mentionsToken(`proof: ${TOKEN.toUpperCase()}`, TOKEN)).toBe(true);
    expect(mentionsToken('hh-abcdefghijklmno', TOKEN)).toBe(false);
    expect(mentionsToken('anything', '')).toBe(false);
  });

  it('names the first field that holds the proof', () => {
    const fields = [
      { where: 'bio', text: 'nothing here' },
      { where: 'website', text: `token ${TOKEN}` },
      { where: 'links', text: PAGE_URL },
    ];
    expect(findProof(fields, { pageUrl: PAGE_URL, token: TOKEN })).toEqual({
      where: 'website',
      found: TOKEN,
    });
    expect(findProof(fields.slice(0, 1), { pageUrl: PAGE_URL, token: TOKEN })).toBeNull();
  });

  it('reads a long hostile text in linear time', () => {
    const text = 'handlehub.example/user/bo'.repeat(10_000) + 'x'.repeat(100_000);
    const started = performance.now();
    expect(mentionsPage(text, PAGE_URL)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
