import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import type { ImportEntry } from './entry.js';
import { LINKSTACK_TEXTS, linkStackEntries } from './linkstack.js';

const entries = (links: unknown[]): ImportEntry[] => {
  const result = linkStackEntries(JSON.stringify({ name: 'John', links }));
  if (!Array.isArray(result)) throw new Error(result.error);
  return result;
};
const addresses = (links: unknown[]) => entries(links).map((entry) => entry.value || entry.source);

describe('linkStackEntries', () => {
  it('puts raised links (up_link yes) first, then orders by order, then keeps the file order', () => {
    expect(
      addresses([
        { link: 'https://c.example', order: 2, up_link: 'no' },
        { link: 'https://a.example', order: 1, up_link: 'no' },
        { link: 'https://raised.example', order: 9, up_link: 'yes' },
        { link: 'https://b.example', order: 1, up_link: 'no' },
        { link: 'https://first.example', order: '0' },
        { link: 'https://no-order.example' },
      ]),
    ).toEqual([
      'https://raised.example',
      'https://first.example',
      'https://no-order.example',
      'https://a.example',
      'https://b.example',
      'https://c.example',
    ]);
  });

  it('lists every link as visible: up_link only raises a link', () => {
    const list = entries([
      { link: 'https://a.example', up_link: 'no' },
      { link: 'https://b.example', up_link: 'yes' },
    ]);
    expect(list.map((entry) => entry.visible)).toEqual([true, true]);
  });

  it('reads a link as an absolute address with its title', () => {
    expect(entries([{ link: 'https://a.example', title: 'A', button_id: 2, type: 'link' }])).toEqual([
      {
        kind: 'address',
        value: 'https://a.example',
        title: 'A',
        label: '',
        visible: true,
        row: 1,
        fullAddress: true,
      },
    ]);
  });

  it('refuses headings, spacers and text blocks, by type or by button, and any entry without a link', () => {
    const list = entries([
      { type: 'heading', button_id: 42, title: 'Games', link: null },
      { type: 'spacer', button_id: 43, title: '5', link: null },
      { type: 'text', button_id: 93, title: '<p>Hello <i>there</i></p>', link: null },
      { button_id: 42, title: 'Old heading', link: 'https://ignored.example' },
      { button_id: 47, title: '2' },
      { type: 'link', title: 'Nothing yet', link: '  ' },
      { type: 'constructor', link: '' },
    ]);
    expect(list.map((entry) => [entry.source, entry.refusal])).toEqual([
      ['Heading "Games"', LINKSTACK_TEXTS.notALink],
      ['Spacer', LINKSTACK_TEXTS.notALink],
      ['Text "Hello there"', LINKSTACK_TEXTS.notALink],
      ['Heading "Old heading"', LINKSTACK_TEXTS.notALink],
      ['Spacer', LINKSTACK_TEXTS.notALink],
      ['Block "Nothing yet"', LINKSTACK_TEXTS.notALink],
      ['Block', LINKSTACK_TEXTS.notALink],
    ]);
  });

  it('refuses a contact card and an entry that is not an object', () => {
    const list = entries([
      { type: 'vcard', link: '{"first_name":"John"}', title: 'Me' },
      'https://x.example',
      null,
    ]);
    expect(list.map((entry) => [entry.source, entry.refusal])).toEqual([
      ['Contact card "Me"', LINKSTACK_TEXTS.contactCard],
      ['Entry 2', LINKSTACK_TEXTS.entryUnreadable],
      ['Entry 3', LINKSTACK_TEXTS.entryUnreadable],
    ]);
  });

  it('takes a numeric title as text and ignores other types', () => {
    expect(
      entries([
        { link: 'https://a.example', title: 2024 },
        { link: 'https://b.example', title: { x: 1 } },
      ]).map((e) => e.title),
    ).toEqual(['2024', '']);
  });

  it('refuses what is no LinkStack export', () => {
    for (const text of ['', 'nope', '[]', '{"links":"x"}', '{"link":[]}', 'null']) {
      expect(linkStackEntries(text), text).toEqual({ error: MESSAGES.importFormatInvalid });
    }
    expect(linkStackEntries('\uFEFF{"links":[]}')).toEqual([]);
  });
});
