import { STORAGE_KEYS } from '@handlehub/shared/storage-keys';
import { describe, expect, it } from 'vitest';
import shell from '../../index.html?raw';

describe('the shell', () => {
  it('applies the saved colour scheme from the same storage key the app writes', () => {
    const script = /<script id="color-scheme">([\s\S]*?)<\/script>/.exec(shell)?.[1];
    expect(script).toContain(`localStorage.getItem('${STORAGE_KEYS.colorScheme}')`);
  });
});
