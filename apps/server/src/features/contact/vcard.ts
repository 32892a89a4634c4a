import {
  itemDestination,
  platformLinkPath,
  profilePath,
  stripControlChars,
  type VisiblePublicProfile,
} from '@handlehub/shared';

/**
 * Text values (RFC 6350 §3.4): backslash and comma escaped (names hold no line breaks). A semicolon is
 * escaped only in a field of a compound property such as N, where it would separate fields; elsewhere
 * the RFC leaves it to the writer, and readers (ical.js among them) take it as it is.
 */
const text = (value: string) => stripControlChars(value).replace(/[\\,]/g, (c) => `\\${c}`);
const field = (value: string) => text(value).replace(/;/g, '\\;');

/** Parameter values (RFC 6868): always quoted, with `^`, `"` and line breaks caret-encoded. */
const param = (value: string) =>
  `"${stripControlChars(
    value
      .replace(/\^/g, '^^')
      .replace(/"/g, "^'")
      .replace(/\r\n|\r|\n/g, '^n'),
  )}"`;

/**
 * Folds a content line at 75 octets (RFC 6350 §3.2): CRLF and one space, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let room = 75;
  while (start < bytes.length) {
    let end = Math.min(start + room, bytes.length);
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    room = 74;
  }
  return parts.join('\r\n ');
}

/**
 * A visible profile as a vCard 4.0 (RFC 6350): the name, the username as nickname, the photo and the
 * profile as addresses, and one SOCIALPROFILE per shown handle (RFC 9554) with the `X-SOCIALPROFILE`
 * line that phones read (Apple's vCard 3 extension). A social handle names its profile address; a game
 * ID is text, and its `X-SOCIALPROFILE` points at its HandleHub page, which has the game's own action.
 */
export function buildVcard(profile: VisiblePublicProfile, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    'PRODID:-//HandleHub//Contact//EN',
    'KIND:individual',
    `FN:${text(profile.name)}`,
    // No guess at which part is a family name (orders differ between cultures): all of it as given name.
    `N:;${field(profile.name)};;;`,
    `NICKNAME:${text(profile.username)}`,
    ...(profile.photo ? [`PHOTO:${profile.photo}`] : []),
    `URL:${origin}${profilePath(profile.username)}`,
  ];
  for (const item of profile.items) {
    const service = param(item.name);
    const handle = item.value;
    // Where the item leads, as the page decides it (shared itemDestination).
    const destination = itemDestination(item, profile.username);
    if (item.kind === 'link') {
      if (destination.kind === 'web') lines.push(`URL:${destination.url}`);
    } else if (destination.kind === 'web') {
      lines.push(`SOCIALPROFILE;SERVICE-TYPE=${service}:${destination.url}`);
      lines.push(`X-SOCIALPROFILE;TYPE=${item.platform};X-USER=${param(handle)}:${destination.url}`);
    } else {
      // A game's page, or the item's own address that shows an ID only copied.
      const path =
        destination.kind === 'page' ? destination.path : platformLinkPath(profile.username, item.slug);
      lines.push(`SOCIALPROFILE;SERVICE-TYPE=${service};VALUE=text:${text(handle)}`);
      lines.push(`X-SOCIALPROFILE;TYPE=${item.platform};X-USER=${param(handle)}:${origin}${path}`);
    }
  }
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
