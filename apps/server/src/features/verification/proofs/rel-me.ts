/**
 * The `rel="me"` links of an HTML page: `<a>` and `<link>` start tags whose `rel` names `me` among its
 * space-separated values. It reuses the import's linear tag reader (comments, `<script>` and `<style>`
 * skipped), so a hostile page of 256 KiB is read in one pass.
 */
import { parseAttributes, tagAt } from '@handlehub/shared/handle-import';

/** Where the raw-text element `name` ends after `from` (its closing tag, in any case), or -1. */
function rawTextEnd(html: string, name: string, from: number): number {
  for (let at = html.indexOf('</', from); at >= 0; at = html.indexOf('</', at + 2)) {
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() === name) return at;
  }
  return -1;
}

/** The `href` of each rel="me" link, in page order, at most `max` of them. */
export function relMeLinks(html: string, max = 100): string[] {
  const links: string[] = [];
  let i = 0;
  while (i < html.length && links.length < max) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end < 0) break;
      i = end + 3;
      continue;
    }
    const tag = tagAt(html, lt);
    if (tag === 'eof') break;
    if (tag === 'text') {
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (tag.closing) continue;
    if (tag.name === 'script' || tag.name === 'style') {
      const end = rawTextEnd(html, tag.name, i);
      if (end < 0) break;
      i = end;
    } else if (tag.name === 'a' || tag.name === 'link') {
      const attributes = parseAttributes(tag.attributes);
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
      const href = attributes.get('href');
      if (rel.includes('me') && href) links.push(href.trim());
    }
  }
  return links;
}
