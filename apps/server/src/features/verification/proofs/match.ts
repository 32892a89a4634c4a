/**
 * Whether a text the owner wrote holds the proof: the owner's page address (`{PUBLIC_URL}/user/{u}`, in any
 * case, with or without its scheme, `www.` or a trailing slash) or the item's proof token. Plain scans
 * with `indexOf`, no regular expressions: a profile's text is hostile input.
 */
import type { OwnerField, ProofEvidence } from './types.js';

/** Characters that could go on naming a longer address: a match followed by one is another page. */
function continuesPath(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || '._~%-+/'.includes(c) || code > 127;
}

/** Characters that could end a longer host name before the match (`evilhandlehub.example`). */
function continuesHost(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || '.-_@'.includes(c) || code > 127;
}

/** `host[:port]/path` of an address, in lower case, without `www.` or a trailing slash; null if not http(s). */
export function bareAddress(address: string): string | null {
  let text = address.trim().toLowerCase();
  if (text.startsWith('https://')) text = text.slice(8);
  else if (text.startsWith('http://')) text = text.slice(7);
  else if (text.startsWith('//')) text = text.slice(2);
  else if (text.includes('://')) return null;
  if (text.startsWith('www.')) text = text.slice(4);
  if (text.endsWith('/')) text = text.slice(0, -1);
  return text || null;
}

/** Whether `href` names the owner's page itself (a rel=me link's target). */
export function isPageAddress(href: string, pageUrl: string): boolean {
  const bare = bareAddress(href);
  return bare !== null && bare === bareAddress(pageUrl);
}

/** Whether `text` mentions the owner's page address as a whole address (not part of a longer one). */
export function mentionsPage(text: string, pageUrl: string): boolean {
  const needle = bareAddress(pageUrl);
  if (!needle) return false;
  const haystack = text.toLowerCase();
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    let start = at;
    if (haystack.startsWith('www.', start - 4)) start -= 4;
    if (continuesHost(haystack[start - 1])) continue;
    let end = at + needle.length;
    if (haystack[end] === '/') end++;
    while (haystack[end] === '.') end++; // a full stop after the address
    if (!continuesPath(haystack[end])) return true;
  }
  return false;
}

/** Whether `text` holds the proof token (tokens are lower case; a profile may show it in capitals). */
export function mentionsToken(text: string, token: string): boolean {
  return token.length > 0 && text.toLowerCase().includes(token.toLowerCase());
}

/** The first owner field that holds the page address or the token, as evidence; null when none does. */
export function findProof(
  fields: readonly OwnerField[],
  proof: { pageUrl: string; token: string },
): ProofEvidence | null {
  for (const field of fields) {
    if (mentionsPage(field.text, proof.pageUrl)) return { where: field.where, found: proof.pageUrl };
    if (mentionsToken(field.text, proof.token)) return { where: field.where, found: proof.token };
  }
  return null;
}
