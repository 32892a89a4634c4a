import { describe, expect, it } from 'vitest';
import { type ExportItem, itemsToCsv, itemsToJsonResume, JSON_RESUME_SCHEMA } from './handle-export.js';
import { readImport } from './handle-import/index.js';
import { testItem as item } from './test-items.js';

describe('itemsToCsv', () => {
  it('writes a byte-order mark, the header and one CRLF row per item, in order', () => {
    const csv = itemsToCsv([
      item('instagram', 'john_doe', { label: 'main' }),
      item('link', 'https://johndoe.dev/', { title: 'Portfolio, 2024', visible: false }),
    ]);
    expect(csv).toBe(
      '\uFEFFplatform,handle,label,title,visible\r\n' +
        'instagram,john_doe,main,,yes\r\n' +
        'link,https://johndoe.dev/,,"Portfolio, 2024",no\r\n',
    );
  });

  it('writes only the header for no items', () => {
    expect(itemsToCsv([])).toBe('\uFEFFplatform,handle,label,title,visible\r\n');
  });

  it('guards cells a spreadsheet would run as formulas', () => {
    const csv = itemsToCsv([
      item('link', 'https://example.com/', { title: '=HYPERLINK("https://evil.example")', label: '@work' }),
      item('fortnite', '-JohnDoe', { label: '+1' }),
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      `link,https://example.com/,'@work,"'=HYPERLINK(""https://evil.example"")",yes`,
      `fortnite,'-JohnDoe,'+1,,yes`,
    ]);
  });
});

describe('round trip: an exported CSV imports as the same items', () => {
  const items: ExportItem[] = [
    item('instagram', 'john_doe', { label: 'main' }),
    item('twitter', 'johndoe', { visible: false }),
    item('tiktok', 'john.doe'),
    item('youtube', 'johndoegaming', { label: '@gaming' }),
    item('coc', '#2PP0JCGQ', { label: 'EU, main' }),
    item('pokemongo', '123456789012'),
    item('cod', 'John Doe#1234567', { label: '"Ranked"' }),
    item('fortnite', '-JohnDoe'),
    item('minecraft', 'John_Doe', { label: '=1+1' }),
    item('link', 'https://johndoe.dev/', { title: 'Portfolio, 2024' }),
    item('link', 'https://example.com/a?b=1&c=%22x%22', { title: '=HYPERLINK("x")', label: '-work-' }),
    item('link', 'https://shop.example.com/', { title: '', visible: false }),
    item('link', 'https://example.org/', { title: "'=quoted", label: "'" }),
    item('link', 'https://xn--caf-dma.example/', { title: 'Café ☕ 👨‍💻' }),
  ];

  it('reads back every item, unchanged and in order', () => {
    const preview = readImport('handlehub-export.csv', itemsToCsv(items));
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.format).toBe('csv');
    expect(preview.rows.map((row) => row.result)).toEqual(
      items.map((expected) => ({ ok: true, item: expected })),
    );
  });
});

describe('itemsToJsonResume', () => {
  const profile = { name: 'John Doe', username: 'johndoe', url: 'https://handlehub.example/johndoe' };

  it('writes basics with the HandleHub page first, then each visible item as a profile', () => {
    const resume = itemsToJsonResume(
      [
        item('instagram', 'john_doe', { label: 'main' }),
        item('twitter', 'secret', { visible: false }),
        item('pokemongo', '123456789012'),
        item('tiktok', 'johndoe'),
        item('link', 'https://www.johndoe.dev/shop/', { title: 'My shop' }),
        item('link', 'https://blog.example.com/?lang=en'),
        item('gone', 'value'),
      ],
      profile,
    );
    expect(resume).toEqual({
      $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
      basics: {
        name: 'John Doe',
        url: 'https://handlehub.example/johndoe',
        profiles: [
          { network: 'HandleHub', username: 'johndoe', url: 'https://handlehub.example/johndoe' },
          { network: 'Instagram', username: 'john_doe', url: 'https://www.instagram.com/john_doe' },
          // A game ID has no link; it reads as the game shows it.
          { network: 'Pokemon GO', username: '1234 5678 9012' },
          { network: 'TikTok', username: 'johndoe', url: 'https://www.tiktok.com/@johndoe' },
          { network: 'My shop', username: 'johndoe.dev/shop', url: 'https://www.johndoe.dev/shop/' },
          {
            network: 'blog.example.com',
            username: 'blog.example.com/?lang=en',
            url: 'https://blog.example.com/?lang=en',
          },
          { network: 'gone', username: 'value' },
        ],
      },
    });
    expect(resume.$schema).toBe(JSON_RESUME_SCHEMA);
  });

  it('has only the properties the schema allows', () => {
    const resume = itemsToJsonResume([item('instagram', 'john_doe')], profile);
    expect(Object.keys(resume)).toEqual(['$schema', 'basics']);
    for (const entry of resume.basics.profiles)
      for (const key of Object.keys(entry)) expect(['network', 'username', 'url']).toContain(key);
    expect(JSON.parse(JSON.stringify(resume))).toEqual(resume);
  });
});
