/**
 * A person's own website (a custom link): the page at the item's address, read as HTML (at most
 * 256 KiB). The proof is a `<a rel="me" href=…>` or `<link rel="me" href=…>` to the owner's page, or the
 * proof token anywhere in the page. An `http://` address is read over https (the fetcher reads nothing else).
 */
import { isPageAddress, mentionsToken } from './match.js';
import { statusOutcome, unreachable } from './read.js';
import { relMeLinks } from './rel-me.js';
import type { ProofDeps, ProofEvidence, ProofInput, ProofResult } from './types.js';

const HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

/** The address to read: the item's, on https. */
export function websiteAddress(value: string): string | null {
  const trimmed = value.trim();
  const withScheme = trimmed.toLowerCase().startsWith('http://')
    ? `https://${trimmed.slice(7)}`
    : trimmed.includes('://')
      ? trimmed
      : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The proof in a page's HTML: a rel="me" link to the owner's page first, then the token. */
export function findInPage(html: string, proof: { pageUrl: string; token: string }): ProofEvidence | null {
  if (relMeLinks(html).some((href) => isPageAddress(href, proof.pageUrl))) {
    return { where: 'a rel="me" link on the website', found: proof.pageUrl };
  }
  if (mentionsToken(html, proof.token)) return { where: 'the website’s page', found: proof.token };
  return null;
}

export async function checkWebsite(input: ProofInput, deps: ProofDeps): Promise<ProofResult> {
  const address = websiteAddress(input.value);
  if (!address) return unreachable;
  const read = statusOutcome(await deps.fetch(address, { accept: HTML }));
  if (!('ok' in read)) return read;
  const evidence = findInPage(read.ok, input);
  return evidence ? { outcome: 'found', evidence } : { outcome: 'missing' };
}
