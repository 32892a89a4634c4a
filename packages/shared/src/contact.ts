/**
 * Take the profile along (docs/decisions/013-play-together.md): a contact file and an
 * embeddable card. Free of Zod, so the public page can import it (`@handlehub/shared/contact`); the paths
 * come from the API contract's Zod-free half.
 */
import { contactPaths } from './api/contact.paths.js';
import { pathOf, withQuery } from './api/endpoint.js';

/** The embeddable card: wide and short, for a forum signature, a stream overlay or a README. */
export const CARD_IMAGE = { width: 480, height: 160, type: 'image/svg+xml; charset=utf-8' } as const;

/** `{username}.vcf`: the profile as a vCard 4.0 contact. */
export const vcardPath = (username: string) => pathOf(contactPaths.vcard, { file: `${username}.vcf` });

/** `{username}.svg`: the embeddable card; `?v=` lets shared caches keep that version. */
export const cardPath = (username: string, version?: string) =>
  withQuery(pathOf(contactPaths.card, { file: `${username}.svg` }), { v: version || undefined });

/**
 * The Markdown and HTML that show the card linked to the profile. The alternative text names only the
 * username (`[a-z0-9._]`), so no name a person typed needs escaping for either language.
 */
export function embedSnippets(publicUrl: string, username: string): { markdown: string; html: string } {
  const origin = publicUrl.replace(/\/+$/, '');
  const profile = `${origin}/user/${encodeURIComponent(username)}`;
  const image = `${origin}${cardPath(username)}`;
  const alt = `@${username} on HandleHub`;
  return {
    markdown: `[![${alt}](${image})](${profile})`,
    html: `<a href="${profile}"><img src="${image}" alt="${alt}" width="${CARD_IMAGE.width}" height="${CARD_IMAGE.height}"></a>`,
  };
}
