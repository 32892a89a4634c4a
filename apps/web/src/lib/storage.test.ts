import { describe, expect, it } from 'vitest';
import shell from '../../index.html?raw';

describe('the shell', () => {
  it('leaves its colour-scheme script for the build to fill from boot/color-scheme.ts', () => {
    // The module reads the app's own storage keys (boot/color-scheme.test.ts); a text written here would not.
    expect(/<script id="color-scheme">([\s\S]*?)<\/script>/.exec(shell)?.[1]).toBe('');
  });
});
