import type { Product, UserCard } from '@handlehub/shared';

const card = (n: number, photo: boolean): UserCard => ({
  name: `Person Number ${n}`,
  username: `person.${n}`,
  photo: photo ? `/media/00000000-0000-0000-0000-00000000000${n}-256.webp` : null,
  isLocked: false,
  isBlocked: false,
  isSearchable: true,
});

const product = (n: number, photo: boolean): Product => ({
  _id: `00000000-0000-0000-0000-00000000000${n}`,
  productName: `Product ${n}`,
  productDesc: 'A product description of a line or two',
  productLink: 'https://example.com/product',
  productPhoto: photo ? `/media/00000000-0000-0000-0000-00000000000${n}-512.webp` : null,
});

/**
 * Every shape each server-rendered screen (`server-screens.tsx`) can draw, as the answers to its reads:
 * a filled first page (people with and without a photo) and an empty one. The critical CSS of a screen
 * is the stylesheet these can use.
 */
export const SCREEN_FIXTURES: Readonly<Record<string, readonly unknown[][]>> = {
  '/home': [[{ users: [card(1, true), card(2, false)] }], [{ users: [] }]],
  '/shop': [[{ products: [product(1, true), product(2, false)] }], [{ products: [] }]],
};
