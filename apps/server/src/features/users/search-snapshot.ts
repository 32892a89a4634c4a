import { setImmediate as yieldToRequests } from 'node:timers/promises';

/** One person as search sees them: what the query is matched against, and the place in "the rest". */
export interface SearchPerson {
  id: string;
  username: string;
  /** `username`, a line feed and the name lowercased by PostgreSQL (as the SQL search compares them). */
  text: string;
  /** created_at in microseconds since 1970: "the rest" comes newest first, then by id, descending. */
  at: number;
  /** What the card shows besides the username. */
  name: string;
  photoId: string | null;
}

/** Entries handled between two yields to the event loop while building: requests wait a few ms at most. */
const CHUNK = 2_000;

/** A UUID's 16 bytes (ids are kept as bytes: a third of the memory of strings). */
export function uuidBytes(id: string, into: Buffer, at: number): void {
  into.write(id.replaceAll('-', ''), at, 16, 'hex');
}

function uuidOf(bytes: Buffer, at: number): string {
  const hex = bytes.toString('hex', at, at + 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The characters (UTF-16 code units) of the texts, numbered from 1 in order of first sight, and the base
 * of the gram numbers: one, two or three characters as one number, `a0`, `a0·base + a1` or
 * `(a0·base + a1)·base + a2`, distinct for every gram of every length. With fewer than 1,024 characters
 * (any Latin-script population) every gram number is a small integer, which V8's maps hash fastest.
 */
class Alphabet {
  /** Each code unit's number (0: in no text). */
  readonly index = new Int32Array(65_536);
  readonly base: number;

  constructor(texts: readonly string[]) {
    let size = 0;
    for (const text of texts) {
      for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        if (this.index[unit] === 0) this.index[unit] = ++size;
      }
    }
    let base = 2;
    while (base <= size) base *= 2;
    this.base = base;
  }

  /** The gram of `length` characters at `i` of `text`; -1 when one of them is in no text. */
  gram(text: string, i: number, length: number): number {
    let code = 0;
    for (let k = 0; k < length; k++) {
      const a = this.index[text.charCodeAt(i + k)]!;
      if (a === 0) return -1;
      code = code * this.base + a;
    }
    return code;
  }
}

/**
 * Writes every gram (1 to 3 characters, not crossing the line feed) of `text` into `out`, with repeats;
 * returns how many. `out` holds at least 3 × the text's length.
 */
function writeGrams(alphabet: Alphabet, text: string, out: Float64Array): number {
  const index = alphabet.index;
  const base = alphabet.base;
  const n = text.length;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const c0 = text.charCodeAt(i);
    if (c0 === 10) continue;
    const one = index[c0]!;
    out[k++] = one;
    const c1 = i + 1 < n ? text.charCodeAt(i + 1) : 10;
    if (c1 === 10) continue;
    const two = one * base + index[c1]!;
    out[k++] = two;
    const c2 = i + 2 < n ? text.charCodeAt(i + 2) : 10;
    if (c2 !== 10) out[k++] = two * base + index[c2]!;
  }
  return k;
}

/**
 * Gram numbers to dense ids 0, 1, 2… in order of first sight: an open-addressing table of typed arrays
 * (a Map of some 60 million lookups per million people spent most of the build in hashing and garbage).
 */
class GramIds {
  #keys = new Float64Array(1 << 16).fill(-1);
  #ids = new Int32Array(1 << 16);
  size = 0;

  #shift = 32 - 16;

  #slot(code: number): number {
    const mask = this.#keys.length - 1;
    // Fibonacci hashing: the product's high bits mix every bit of the number (`| 0`: its low 32 bits).
    const mixed =
      code < 4_294_967_296 ? code | 0 : (code | 0) ^ Math.imul(Math.floor(code / 4_294_967_296), 0x85ebca6b);
    for (let h = Math.imul(mixed, 0x9e3779b1) >>> this.#shift; ; h = (h + 1) & mask) {
      const key = this.#keys[h]!;
      if (key === code || key === -1) return h;
    }
  }

  /** The id of `code`, or -1. */
  get(code: number): number {
    const h = this.#slot(code);
    return this.#keys[h] === code ? this.#ids[h]! : -1;
  }

  /** The id of `code`, given the next free one when it is new. */
  add(code: number): number {
    const h = this.#slot(code);
    if (this.#keys[h] === code) return this.#ids[h]!;
    this.#keys[h] = code;
    this.#ids[h] = this.size;
    if (2 * ++this.size > this.#keys.length) this.#grow();
    return this.size - 1;
  }

  #grow(): void {
    const keys = this.#keys;
    const ids = this.#ids;
    this.#keys = new Float64Array(2 * keys.length).fill(-1);
    this.#ids = new Int32Array(2 * keys.length);
    this.#shift--;
    for (let h = 0; h < keys.length; h++) {
      if (keys[h] === -1) continue;
      const slot = this.#slot(keys[h]!);
      this.#keys[slot] = keys[h]!;
      this.#ids[slot] = ids[h]!;
    }
  }
}

/** A hash of the id at `at`: its last 8 bytes, random in UUIDs of versions 4 and 7 alike. */
const idHash = (ids: Buffer, at: number): number =>
  Math.imul(ids.readInt32LE(at + 8) ^ Math.imul(ids.readInt32LE(at + 12), 0x85ebca6b), 0x9e3779b1) >>> 0;

/** Positions by id: an open-addressing table (-1: empty) at most half full. */
function idTable(ids: Buffer, n: number): Int32Array {
  let size = 2;
  while (size < 2 * n) size *= 2;
  const table = new Int32Array(size).fill(-1);
  const mask = size - 1;
  for (let p = 0; p < n; p++) {
    let h = idHash(ids, 16 * p) & mask;
    while (table[h] !== -1) h = (h + 1) & mask;
    table[h] = p;
  }
  return table;
}

/** A growable array of counters. */
function grown(array: Int32Array<ArrayBuffer>, size: number, fill = 0): Int32Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const bigger = new Int32Array(Math.max(size, 2 * array.length)).fill(fill);
  bigger.set(array);
  return bigger;
}

/**
 * Everyone search may show, as read at one moment (decision 018), held in arrays, never changed:
 * - positions 0..n-1 in the order of "the rest" (newest first), as `users_search_newest_idx` has them;
 * - `byName`: positions in username byte order (`users_search_username_idx`), for the exact and
 *   "starts with" tiers, and `rankOf`, its inverse;
 * - `byId`: positions by id (a hash table), to find a changed person;
 * - for every gram of one, two or three characters, the positions of the texts holding it, ascending
 *   (one shared array, `postings`, cut by `gramStart`).
 */
export class SearchSnapshot {
  readonly size: number;
  readonly usernames: string[];
  readonly texts: string[];
  readonly at: Float64Array;
  readonly #names: string[];
  /** Photo ids as 16 bytes each, all zero for none (a UUID is never all zero). */
  readonly #photos: Buffer;
  readonly #ids: Buffer;
  readonly byName: Uint32Array;
  readonly rankOf: Uint32Array;
  readonly #byId: Int32Array;
  readonly #alphabet: Alphabet;
  readonly #gramOf: GramIds;
  readonly #gramStart: Uint32Array;
  readonly #postings: Uint32Array;

  private constructor(parts: {
    usernames: string[];
    texts: string[];
    at: Float64Array;
    names: string[];
    photos: Buffer;
    ids: Buffer;
    byName: Uint32Array;
    rankOf: Uint32Array;
    byId: Int32Array;
    alphabet: Alphabet;
    gramOf: GramIds;
    gramStart: Uint32Array;
    postings: Uint32Array;
  }) {
    this.size = parts.usernames.length;
    this.usernames = parts.usernames;
    this.texts = parts.texts;
    this.at = parts.at;
    this.#names = parts.names;
    this.#photos = parts.photos;
    this.#ids = parts.ids;
    this.byName = parts.byName;
    this.rankOf = parts.rankOf;
    this.#byId = parts.byId;
    this.#alphabet = parts.alphabet;
    this.#gramOf = parts.gramOf;
    this.#gramStart = parts.gramStart;
    this.#postings = parts.postings;
  }

  /** Builds from people in the order of "the rest", yielding to the event loop every {@link CHUNK}. */
  static async build(people: readonly SearchPerson[]): Promise<SearchSnapshot> {
    const n = people.length;
    const usernames = new Array<string>(n);
    const texts = new Array<string>(n);
    const at = new Float64Array(n);
    const ids = Buffer.alloc(16 * n);
    const names = new Array<string>(n);
    const photos = Buffer.alloc(16 * n);
    for (let p = 0; p < n; p++) {
      const person = people[p]!;
      usernames[p] = person.username;
      texts[p] = person.text;
      at[p] = person.at;
      names[p] = person.name;
      uuidBytes(person.id, ids, 16 * p);
      if (person.photoId) uuidBytes(person.photoId, photos, 16 * p);
    }
    const byName = Uint32Array.from({ length: n }, (_, p) => p).sort((a, b) =>
      usernames[a]! < usernames[b]! ? -1 : usernames[a]! > usernames[b]! ? 1 : 0,
    );
    const rankOf = new Uint32Array(n);
    for (let r = 0; r < n; r++) rankOf[byName[r]!] = r;
    const byId = idTable(ids, n);
    await yieldToRequests();

    const alphabet = new Alphabet(texts);
    // Two passes over every text: count each gram's texts, then place them (no per-entry arrays).
    const gramOf = new GramIds();
    let counts = new Int32Array(1024);
    let lastSeen = new Int32Array(1024).fill(-1);
    let scratch = new Float64Array(256);
    for (let p = 0; p < n; p++) {
      const text = texts[p]!;
      if (scratch.length < 3 * text.length) scratch = new Float64Array(3 * text.length);
      const k = writeGrams(alphabet, text, scratch);
      for (let i = 0; i < k; i++) {
        const g = gramOf.add(scratch[i]!);
        if (g >= counts.length) {
          counts = grown(counts, g + 1);
          lastSeen = grown(lastSeen, g + 1, -1);
        }
        if (lastSeen[g] !== p) {
          lastSeen[g] = p;
          counts[g]!++;
        }
      }
      if (p % CHUNK === CHUNK - 1) await yieldToRequests();
    }
    const grams = gramOf.size;
    const gramStart = new Uint32Array(grams + 1);
    for (let g = 0; g < grams; g++) gramStart[g + 1] = gramStart[g]! + counts[g]!;
    const postings = new Uint32Array(gramStart[grams]!);
    const filled = gramStart.slice(0, grams);
    lastSeen.fill(-1);
    for (let p = 0; p < n; p++) {
      const k = writeGrams(alphabet, texts[p]!, scratch);
      for (let i = 0; i < k; i++) {
        const g = gramOf.get(scratch[i]!);
        if (lastSeen[g] !== p) {
          lastSeen[g] = p;
          postings[filled[g]!++] = p;
        }
      }
      if (p % CHUNK === CHUNK - 1) await yieldToRequests();
    }
    return new SearchSnapshot({
      usernames,
      texts,
      at,
      names,
      photos,
      ids,
      byName,
      rankOf,
      byId,
      alphabet,
      gramOf,
      gramStart,
      postings,
    });
  }

  /** The card of the person at `p`, as read when the snapshot was built. */
  cardAt(p: number): { name: string; username: string; photoId: string | null } {
    const photo = this.#photos.readBigUInt64LE(16 * p) | this.#photos.readBigUInt64LE(16 * p + 8);
    return {
      name: this.#names[p]!,
      username: this.usernames[p]!,
      photoId: photo === 0n ? null : uuidOf(this.#photos, 16 * p),
    };
  }

  /** Compares the ids of position `p` and of `bytes` (16 bytes): negative when p's is smaller. */
  compareId(p: number, bytes: Buffer): number {
    return this.#ids.compare(bytes, 0, 16, 16 * p, 16 * p + 16);
  }

  /** The position of the person with this id, or -1. */
  positionOf(id: string): number {
    const bytes = Buffer.alloc(16);
    uuidBytes(id, bytes, 0);
    const mask = this.#byId.length - 1;
    for (let h = idHash(bytes, 0) & mask; ; h = (h + 1) & mask) {
      const p = this.#byId[h]!;
      if (p === -1 || this.compareId(p, bytes) === 0) return p;
    }
  }

  /** The first username rank whose username is not below `name`, within [lo, hi). */
  rankFrom(name: string, lo = 0, hi = this.size): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.usernames[this.byName[mid]!]! < name) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The positions of the texts that may hold `q`, ascending, as two lists: its shortest gram's, and the
   * shortest of the grams that do not overlap that one (a second word's, in a full name: two grams of one
   * word would find the same people). One list for a query of up to three characters (then exactly the
   * texts holding `q`). Every text holding `q` is in each; none when a gram is in no text.
   */
  candidatesFor(q: string): Uint32Array[] {
    const length = Math.min(q.length, 3);
    const grams: Array<{ at: number; g: number }> = [];
    for (let i = 0; i + length <= q.length; i++) {
      const code = this.#alphabet.gram(q, i, length);
      const g = code < 0 ? -1 : this.#gramOf.get(code);
      if (g < 0) return [new Uint32Array(0)];
      grams.push({ at: i, g });
    }
    const shortest = (among: typeof grams) =>
      among.reduce<(typeof grams)[number] | undefined>(
        (best, x) => (!best || this.#postingsOf(x.g) < this.#postingsOf(best.g) ? x : best),
        undefined,
      );
    const first = shortest(grams);
    if (!first) return [new Uint32Array(0)];
    const second = shortest(grams.filter((x) => Math.abs(x.at - first.at) >= length && x.g !== first.g));
    return [first, ...(second ? [second] : [])].map(({ g }) =>
      this.#postings.subarray(this.#gramStart[g]!, this.#gramStart[g + 1]!),
    );
  }

  #postingsOf(g: number): number {
    return this.#gramStart[g + 1]! - this.#gramStart[g]!;
  }

  /** Bytes held, roughly (the closing note and decision 018 report it). */
  get bytes(): number {
    const strings = this.usernames.reduce(
      (sum, u, p) => sum + u.length + this.texts[p]!.length + this.#names[p]!.length,
      0,
    );
    return (
      strings +
      this.at.byteLength +
      this.#ids.length +
      this.#photos.length +
      this.byName.byteLength * 2 +
      this.#byId.byteLength +
      this.#gramStart.byteLength +
      this.#postings.byteLength
    );
  }
}
