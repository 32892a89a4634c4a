import type { EmbeddedProfile } from '@handlehub/shared';

/**
 * The profile the server put into this page's HTML (`<script type="application/json" id="profile-data">`),
 * if the page was opened at `/user/{username}`. Our own server wrote it through the shared schema, so a
 * shape check is enough here: the Zod schemas stay out of the page's first download.
 */
export function readEmbedded(doc: Document | undefined = globalThis.document): EmbeddedProfile | null {
  const text = doc?.getElementById('profile-data')?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { username, response } = parsed as Partial<EmbeddedProfile>;
    return typeof username === 'string' && Array.isArray(response?.user)
      ? { username, response: { user: response.user.slice(0, 1) } }
      : null;
  } catch {
    return null;
  }
}
