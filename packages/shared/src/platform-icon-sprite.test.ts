import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { platformIconSprite } from './platform-icon-sprite.js';
import { PLATFORM_ICON_NAMES, PLATFORM_ICON_PATHS } from './platform-icons.js';

describe('the platform icon sprite', () => {
  it('is the file the web app draws from, written from the icon table (npm run icons)', () => {
    const file = readFileSync(new URL('../../../apps/web/src/assets/platform-icons.svg', import.meta.url), 'utf8');
    expect(file).toBe(platformIconSprite());
  });

  it('has one symbol per icon, holding exactly its paths', () => {
    const sprite = platformIconSprite();
    for (const name of PLATFORM_ICON_NAMES) {
      const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite);
      expect(symbol, name).not.toBeNull();
      expect(symbol![1]).toBe(PLATFORM_ICON_PATHS[name].map((d) => `<path d="${d}"/>`).join(''));
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(PLATFORM_ICON_NAMES.length);
  });
});
