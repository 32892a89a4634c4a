import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserStubs } from '../test-support';
import { PERSON_VERIFIED_TEXT, VerifiedMark } from './verified-mark';

beforeAll(installBrowserStubs);
afterEach(cleanup);

const MASTODON = { level: 'linked', method: 'fediverse', checkedAt: '2026-11-29T10:00:00Z' } as const;

describe('the verified mark', () => {
  it('writes the whole sentence where there is room, with an icon beside the words', () => {
    render(
      <MantineProvider>
        <VerifiedMark mark={MASTODON} />
      </MantineProvider>,
    );
    const mark = screen.getByTestId('verified-mark');
    expect(mark.textContent).toBe('Verified: linked back from Mastodon, checked 29 Nov');
    // The icon is decoration: the words say it all, so it is never a bare tick.
    expect(mark.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(mark.getAttribute('title')).toBeNull();
  });

  it('says "Verified" on a card and keeps the whole sentence as its name and title', () => {
    render(
      <MantineProvider>
        <VerifiedMark mark={MASTODON} size="short" />
        <VerifiedMark size="short" />
      </MantineProvider>,
    );
    const [item, person] = screen.getAllByTestId('verified-mark');
    expect(item!.textContent).toBe('Verified');
    expect(item!.getAttribute('title')).toBe('Verified: linked back from Mastodon, checked 29 Nov');
    expect(screen.getByRole('img', { name: 'Verified: linked back from Mastodon, checked 29 Nov' })).toBe(
      item,
    );
    expect(person!.textContent).toBe('Verified');
    expect(screen.getByRole('img', { name: PERSON_VERIFIED_TEXT })).toBe(person);
  });

  it('draws its words in the text colour, which every page theme keeps at 4.5:1 light and dark', () => {
    // profile-theme.test.ts holds each theme's text to 4.5:1 and its accent to 3:1; the mark uses exactly those.
    const css = readFileSync(join(__dirname, 'verified-mark.module.css'), 'utf8');
    const rule = (name: string) =>
      css.slice(css.indexOf(`.${name} {`), css.indexOf('}', css.indexOf(`.${name} {`)));
    expect(rule('mark')).toContain('color: var(--mantine-color-text);');
    expect(rule('icon')).toContain('color: var(--hh-accent, var(--mantine-primary-color-filled));');
  });
});
