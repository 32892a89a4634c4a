import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyServerSeeds, SEEDS_ID, seedsTag } from './server-seeds';

/** A document whose head holds `html`. */
function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = html;
  return doc;
}

describe('query seeds from a server-rendered page', () => {
  it('carries each seed into the query client, as the server rendered the page with it', () => {
    const feed = { pages: [[{ name: 'A', username: 'a' }]], pageParams: [1] };
    const client = new QueryClient();
    applyServerSeeds(client, documentWith(seedsTag([[['home-feed', 'all'], feed]])));
    expect(client.getQueryData(['home-feed', 'all'])).toEqual(feed);
  });

  it('keeps text that would close the block from closing it', () => {
    const tag = seedsTag([[['k'], { name: '</script><script>alert(1)</script>' }]]);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const client = new QueryClient();
    applyServerSeeds(client, documentWith(tag));
    expect(client.getQueryData(['k'])).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('leaves the client empty without a block, or with a broken one', () => {
    const client = new QueryClient();
    applyServerSeeds(client, documentWith(''));
    applyServerSeeds(
      client,
      documentWith(`<script type="application/json" id="${SEEDS_ID}">{not json</script>`),
    );
    applyServerSeeds(
      client,
      documentWith(`<script type="application/json" id="${SEEDS_ID}">{"a":1}</script>`),
    );
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
