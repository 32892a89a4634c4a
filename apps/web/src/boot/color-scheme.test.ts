import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { applyColorScheme } from './color-scheme';

/** The shell's `<html>` after the script ran, for a reader's storage and system scheme. */
function schemeOf(storage: Record<string, string>, systemDark: boolean) {
  const dom = new JSDOM('<!doctype html><html data-mantine-color-scheme="light"><body></body></html>', {
    url: 'http://localhost/',
  });
  for (const [key, value] of Object.entries(storage)) dom.window.localStorage.setItem(key, value);
  Object.assign(dom.window, {
    matchMedia: (query: string) => ({ matches: systemDark && query.includes('dark') }),
  });
  applyColorScheme(dom.window as unknown as Window & typeof globalThis);
  const html = dom.window.document.documentElement;
  return {
    scheme: html.getAttribute('data-mantine-color-scheme'),
    signedIn: html.hasAttribute('data-signed-in'),
  };
}

describe("the shell's colour scheme script", () => {
  it("takes the scheme the reader chose in the app over the system's", () => {
    expect(schemeOf({ [STORAGE_KEYS.colorScheme]: 'dark' }, false).scheme).toBe('dark');
    expect(schemeOf({ [STORAGE_KEYS.colorScheme]: 'light' }, true).scheme).toBe('light');
  });

  it("follows the system's without a choice, or with a value it does not know", () => {
    expect(schemeOf({}, true).scheme).toBe('dark');
    expect(schemeOf({}, false).scheme).toBe('light');
    expect(schemeOf({ [STORAGE_KEYS.colorScheme]: 'auto' }, true).scheme).toBe('dark');
  });

  it('marks a signed-in page only', () => {
    expect(schemeOf({ [STORAGE_KEYS.token]: 'token' }, false).signedIn).toBe(true);
    expect(schemeOf({}, false).signedIn).toBe(false);
  });
});
