import { describe, expect, it } from 'vitest';
import { nameOfItem, presentItems, unsupportedItems } from './handle-items.js';
import { testItem } from './test-items.js';
import { UNKNOWN_PLATFORM } from './ui-texts.js';

const rows = [
  { id: 7, ...testItem('tiktok', 'ann') },
  { id: 8, ...testItem('instagram', 'ann.main', { label: 'main' }) },
  { id: 9, ...testItem('instagram', 'ann.alt', { label: 'alt' }) },
  { id: 10, ...testItem('link', 'https://ann.example/', { title: 'My site' }) },
  { id: 11, ...testItem('myspace', 'tom') },
];
const items = presentItems(rows);

describe('nameOfItem', () => {
  it("names a slug by the person's item, with its label", () => {
    expect(nameOfItem('tiktok', items)).toBe('TikTok');
    expect(nameOfItem('instagram', items)).toBe('Instagram · main');
    expect(nameOfItem('instagram-9', items)).toBe('Instagram · alt');
    expect(nameOfItem('link-10', items)).toBe('My site');
  });

  it('names a deleted item by its platform, and anything else neutrally, never throwing', () => {
    expect(nameOfItem('instagram-46', items)).toBe('Instagram');
    expect(nameOfItem('nintendo')).toBe('Nintendo Switch');
    expect(nameOfItem('link-41')).toBe('Link');
    for (const odd of [
      'myspace',
      'myspace-11',
      '',
      '-',
      '-5',
      'constructor',
      '__proto__',
      'x'.repeat(10_000),
    ])
      expect(nameOfItem(odd, items)).toBe(UNKNOWN_PLATFORM);
  });
});

describe('rows of a key the catalogue does not have', () => {
  it('are no item, and are given apart as stored', () => {
    expect(items.map((item) => item.id)).toEqual([7, 8, 9, 10]);
    expect(unsupportedItems(rows)).toEqual([{ id: 11, platform: 'myspace', value: 'tom' }]);
  });
});
