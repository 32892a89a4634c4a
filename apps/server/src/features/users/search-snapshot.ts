import { setImmediate as yieldToRequests } from 'node:timers/promises';

/** One person as search sees them: what the query is matched against, and the place in "the rest". */
export interface SearchPerson {
  id: string;
  username: string;
  /** `username`, a line feed and the name lowercased by PostgreSQL (as the SQL search compares them). */
  text: string;
  /** created_at in microseconds since 1970: "the rest" comes newest first, then by id, descending. */
  at: number;
}

/** Entries handled between two yields to the event loop while building: requests wait at most a few ms. */
const CHUNK = 20_000;

/** A UUID's 16 bytes (ids are kept as bytes: a third of the memory of strings). */
function uuidBytes(id: string, into: Buffer, at: number): void {
  into.write(id.replaceAll('-', ''), at, 16, 'hex');
}

function uuidOf(bytes: Buffer, at: number): string {
  const hex = bytes.toString('hex', at, at + 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A gram of `text` at `i`: one, two or three UTF-16 code units as one number, distinct for every gram of
 * every length (each unit + 1, in base 65,536). A text holds a query only if it holds each of its grams.
 */
export function gramCode(text: string, i: number, length: 1 | 2 | 3): number {
  let code = 0;
  for (let k = 0; k < length; k++) code = code * 65_536 + text.charCodeAt(i + k) + 1;
  return code;
}

/** Every distinct gram (1 to 3 units, not crossing the line feed) of a text, by calling `each`. */
function forEachGram(text: string, each: (code: number) => void): void {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    if (text.charCodeAt(i) === 10) continue;
    each(gramCode(text, i, 1));
    if (i + 1 < n && text.charCodeAt(i + 1) !== 10) {
      each(gramCode(text, i, 2));
      if (i + 2 < n && text.charCodeAt(i + 2) !== 10) each(gramCode(text, i, 3));
    }
  }
}

/**
 * Everyone search may show, as read at one moment (decision 018), held in arrays, never changed:
 * - positions 0..n-1 in the order of "the rest" (newest first), as `users_search_newest_idx` has them;
 * - `byName`: positions in username byte order (`users_search_username_idx`), for the exact and
 *   "starts with" tiers, and `rankOf`, its inverse;
 * - `byId`: positions in id order, to find a changed person;
 * - for every gram of one, two or three characters, the positions of the texts holding it, ascending
 *   (one shared array, `postings`, cut by `gramStart`).
 */
export class SearchSnapshot {
  readonly size: number;
  readonly usernames: string[];
  readonly texts: string[];
  readonly at: Float64Array;
  readonly #ids: Buffer;
  readonly byName: Uint32Array;
  readonly rankOf: Uint32Array;
  readonly #byId: Uint32Array;
  readonly #gramOf: Map<number, number>;
  readonly #gramStart: Uint32Array;
  readonly #postings: Uint32Array;

  private constructor(parts: {
    usernames: string[];
    texts: string[];
    at: Float64Array;
    ids: Buffer;
    byName: Uint32Array;
    rankOf: Uint32Array;
    byId: Uint32Array;
    gramOf: Map<number, number>;
    gramStart: Uint32Array;
    postings: Uint32Array;
  }) {
    this.size = parts.usernames.length;
    this.usernames = parts.usernames;
    this.texts = parts.texts;
    this.at = parts.at;
    this.#ids = parts.ids;
    this.byName = parts.byName;
    this.rankOf = parts.rankOf;
    this.#byId = parts.byId;
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
    for (let p = 0; p < n; p++) {
      const person = people[p]!;
      usernames[p] = person.username;
      texts[p] = person.text;
      at[p] = person.at;
      uuidBytes(person.id, ids, 16 * p);
    }
    const byName = Uint32Array.from({ length: n }, (_, p) => p).sort((a, b) =>
      usernames[a]! < usernames[b]! ? -1 : usernames[a]! > usernames[b]! ? 1 : 0,
    );
    const rankOf = new Uint32Array(n);
    for (let r = 0; r < n; r++) rankOf[byName[r]!] = r;
    const byId = Uint32Array.from({ length: n }, (_, p) => p).sort((a, b) =>
      ids.compare(ids, 16 * b, 16 * b + 16, 16 * a, 16 * a + 16),
    );
    await yieldToRequests();

    // Two passes over every text: count each gram's texts, then place them (no per-entry arrays).
    const gramOf = new Map<number, number>();
    const counts: number[] = [];
    let lastSeen: number[] = [];
    for (let p = 0; p < n; p++) {
      forEachGram(texts[p]!, (code) => {
        let g = gramOf.get(code);
        if (g === undefined) {
          g = counts.length;
          gramOf.set(code, g);
          counts.push(0);
          lastSeen.push(-1);
        }
        if (lastSeen[g] !== p) {
          lastSeen[g] = p;
          counts[g]!++;
        }
      });
      if (p % CHUNK === CHUNK - 1) await yieldToRequests();
    }
    const gramStart = new Uint32Array(counts.length + 1);
    for (let g = 0; g < counts.length; g++) gramStart[g + 1] = gramStart[g]! + counts[g]!;
    const postings = new Uint32Array(gramStart[counts.length]!);
    const filled = gramStart.slice(0, counts.length);
    lastSeen = lastSeen.map(() => -1);
    for (let p = 0; p < n; p++) {
      forEachGram(texts[p]!, (code) => {
        const g = gramOf.get(code)!;
        if (lastSeen[g] !== p) {
          lastSeen[g] = p;
          postings[filled[g]!++] = p;
        }
      });
      if (p % CHUNK === CHUNK - 1) await yieldToRequests();
    }
    return new SearchSnapshot({
      usernames,
      texts,
      at,
      ids,
      byName,
      rankOf,
      byId,
      gramOf,
      gramStart,
      postings,
    });
  }

  idAt(p: number): string {
    return uuidOf(this.#ids, 16 * p);
  }

  /** Compares the ids of position `p` and of `bytes` (16 bytes): negative when p's is smaller. */
  compareId(p: number, bytes: Buffer): number {
    return this.#ids.compare(bytes, 0, 16, 16 * p, 16 * p + 16);
  }

  /** The position of the person with this id, or -1. */
  positionOf(id: string): number {
    const bytes = Buffer.alloc(16);
    uuidBytes(id, bytes, 0);
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareId(this.#byId[mid]!, bytes) < 0) lo = mid + 1;
      else hi = mid;
    }
    const p = this.#byId[lo];
    return p !== undefined && this.compareId(p, bytes) === 0 ? p : -1;
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
   * The positions of the texts that may hold `q`, ascending: those holding its rarest gram (every text
   * holding `q` holds it). For a query of up to three characters, exactly the texts holding `q`.
   */
  candidatesFor(q: string): Uint32Array {
    const length = Math.min(q.length, 3) as 1 | 2 | 3;
    let best: Uint32Array | undefined;
    for (let i = 0; i + length <= q.length; i++) {
      const g = this.#gramOf.get(gramCode(q, i, length));
      if (g === undefined) return new Uint32Array(0);
      const list = this.#postings.subarray(this.#gramStart[g]!, this.#gramStart[g + 1]!);
      if (!best || list.length < best.length) best = list;
    }
    return best ?? new Uint32Array(0);
  }

  /** Bytes held, roughly (the closing note and decision 018 report it). */
  get bytes(): number {
    const strings = this.usernames.reduce((sum, u, p) => sum + u.length + this.texts[p]!.length, 0);
    return (
      strings +
      this.at.byteLength +
      this.#ids.length +
      this.byName.byteLength * 3 +
      this.#gramStart.byteLength +
      this.#postings.byteLength
    );
  }
}

export { uuidBytes };
