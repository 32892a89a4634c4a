/** Writes the platform icon sprite the web app draws icons from (packages/shared/src/platform-icon-sprite.ts). */
import { writeFileSync } from 'node:fs';
import { platformIconSprite } from '../packages/shared/src/platform-icon-sprite.js';

const target = new URL('../apps/web/src/assets/platform-icons.svg', import.meta.url);
writeFileSync(target, platformIconSprite());
console.log(`wrote ${target.pathname}`);
