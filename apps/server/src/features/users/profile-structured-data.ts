import { type ItemDestination, itemDestination, type VisiblePublicProfile } from '@handlehub/shared';
import { jsonForHtml } from '@handlehub/shared/html-json';

/**
 * The public page as schema.org describes it for search engines: a `ProfilePage` whose main entity is the
 * `Person`, with the name, the username as `alternateName`, the photo, the bio, `sameAs` for the profiles
 * the page links to (social handles, never a game's own page) and each game ID as an `identifier`
 * (`PropertyValue`: the game, the ID). Only what the page itself shows: a locked profile has none.
 */
export function profileStructuredData(profile: VisiblePublicProfile, url: string): object {
  // Only shown items reach a visible profile. Where an item leads is the page's own answer
  // (itemDestination): a web address is a `sameAs`; a game's or a copied ID (not a custom link) an identifier.
  const led = profile.items.map((item) => ({ item, to: itemDestination(item, profile.username) }));
  const web = (to: ItemDestination) => (to.kind === 'web' ? [to.url] : []);
  const sameAs = [...new Set(led.flatMap(({ to }) => web(to)))];
  const identifier = led
    .filter(({ item, to }) => to.kind !== 'web' && item.kind !== 'link')
    .map(({ item }) => ({ '@type': 'PropertyValue', propertyID: item.name, value: item.value }));
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      name: profile.name,
      alternateName: `@${profile.username}`,
      url,
      ...(profile.photo ? { image: profile.photo } : {}),
      ...(profile.bio ? { description: profile.bio } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
      ...(identifier.length > 0 ? { identifier } : {}),
    },
  };
}

/** The same as the `<head>` tag that carries it (escaped for HTML: a bio cannot end the script). */
export const structuredDataTag = (profile: VisiblePublicProfile, url: string) =>
  `<script type="application/ld+json">${jsonForHtml(profileStructuredData(profile, url))}</script>`;
