/**
 * The snapshot search answers from: everyone search may show (a people snapshot), their texts, their
 * username order, and which texts hold each gram of one to three characters, so a query's candidates are
 * one short list instead of a walk of everyone.
 */
import { setImmediate } from 'node:timers/promises';
import { GramIds } from './gram-ids.js';
import { PackedStrings } from './packed-strings.js';
import { type ListedPerson, PeopleSnapshot, yieldEvery } from './people-snapshot.js';

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

/** A growable array of counters. */
function grown(array: Int32Array<ArrayBuffer>, size: number, fill = 0): Int32Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const bigger = new Int32Array(Math.max(size, 2 * array.length)).fill(fill);
  bigger.set(array);
  return bigger;
}

/**
 * Everyone search may show, as read at one moment (decision 018), never changed:
 * - `people`: their cards in the order of "the rest" (newest first, as `users_search_newest_idx`);
 * - `texts`: by position, the username, a line feed and the name lowercased by PostgreSQL;
 * - `byName`: positions in username byte order (`users_search_username_idx`), for the exact and
 *   "starts with" tiers, and `rankOf`, its inverse;
 * - for every gram of one, two or three characters, the positions of the texts holding it, ascending
 *   (one shared array, `postings`, cut by `gramStart`).
 */
export class SearchSnapshot {
  readonly people: PeopleSnapshot;
  readonly texts: PackedStrings;
  readonly byName: Uint32Array;
  readonly rankOf: Uint32Array;
  readonly #alphabet: Alphabet;
  readonly #gramOf: GramIds;
  readonly #gramStart: Uint32Array;
  readonly #postings: Uint32Array;

  private constructor(parts: {
    people: PeopleSnapshot;
    texts: PackedStrings;
    byName: Uint32Array;
    rankOf: Uint32Array;
    alphabet: Alphabet;
    gramOf: GramIds;
    gramStart: Uint32Array;
    postings: Uint32Array;
  }) {
    this.people = parts.people;
    this.texts = parts.texts;
    this.byName = parts.byName;
    this.rankOf = parts.rankOf;
    this.#alphabet = parts.alphabet;
    this.#gramOf = parts.gramOf;
    this.#gramStart = parts.gramStart;
    this.#postings = parts.postings;
  }

  /** Builds from people in the order of "the rest", letting requests run every few thousand entries. */
  static async build(listed: readonly ListedPerson[]): Promise<SearchSnapshot> {
    const people = await PeopleSnapshot.build(listed);
    const n = listed.length;
    const texts = listed.map((person) => `${person.username}\n${person.lname}`);
    const byName = Uint32Array.from({ length: n }, (_, p) => p).sort((a, b) => {
      const x = listed[a]!.username;
      const y = listed[b]!.username;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    const rankOf = new Uint32Array(n);
    for (let r = 0; r < n; r++) rankOf[byName[r]!] = r;
    await setImmediate();

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
      await yieldEvery(p);
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
      await yieldEvery(p);
    }
    return new SearchSnapshot({
      people,
      texts: new PackedStrings(texts),
      byName,
      rankOf,
      alphabet,
      gramOf,
      gramStart,
      postings,
    });
  }

  /** The first username rank whose username is not below `name`, within [lo, hi). */
  rankFrom(name: string, lo = 0, hi = this.people.size): number {
    const usernames = this.people.usernames;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (usernames.at(this.byName[mid]!) < name) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The positions of the texts that may hold `q`, ascending, as two lists: its shortest gram's, and the
   * shortest of the grams of another word (or, in one word, of those that do not overlap the first). One list for a query of up to three characters (then exactly the
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
    // Grams within one word: a gram across two ('a f' of 'maya fernandez') holds every pair of such
    // endings and beginnings, thousands of people who are not the one asked for.
    const inWords = grams.filter((x) => !q.slice(x.at, x.at + length).includes(' '));
    const pool = inWords.length > 0 ? inWords : grams;
    const first = shortest(pool);
    if (!first) return [new Uint32Array(0)];
    // The second from another word: two grams of one word ('sha', 'rma') find the same people.
    const wordStart = q.lastIndexOf(' ', first.at) + 1;
    const nextSpace = q.indexOf(' ', first.at);
    const wordEnd = nextSpace < 0 ? q.length : nextSpace;
    const apart = pool.filter((x) => Math.abs(x.at - first.at) >= length && x.g !== first.g);
    const otherWord = apart.filter((x) => x.at + length <= wordStart || x.at >= wordEnd);
    const second = shortest(otherWord.length > 0 ? otherWord : apart);
    return [first, ...(second ? [second] : [])].map(({ g }) =>
      this.#postings.subarray(this.#gramStart[g]!, this.#gramStart[g + 1]!),
    );
  }

  #postingsOf(g: number): number {
    return this.#gramStart[g + 1]! - this.#gramStart[g]!;
  }

  /** Bytes held, roughly. */
  get bytes(): number {
    return (
      this.people.bytes +
      this.texts.bytes +
      this.byName.byteLength * 2 +
      this.#gramStart.byteLength +
      this.#postings.byteLength
    );
  }
}
