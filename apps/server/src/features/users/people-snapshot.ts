import { setImmediate } from 'node:timers/promises';
import type { CardRow } from './cards.queries.js';

/** One person of a list (the home feed, search) as read from the table: the card and the place in the list. */
export interface ListedPerson {
  id: string;
  username: string;
  name: string;
  /** The name lowercased by PostgreSQL, as the SQL search compares it. */
  lname: string;
  photoId: string | null;
  /** created_at in microseconds since 1970: lists come newest first, then by id, descending. */
  at: number;
}

/** Entries handled between two yields to the event loop while building: requests wait a few ms at most. */
const CHUNK = 2_000;

/** Lets waiting requests run, every {@link CHUNK} entries of a loop over `i`. */
export const yieldEvery = (i: number): Promise<void> | undefined =>
  i % CHUNK === CHUNK - 1 ? setImmediate() : undefined;

/** A UUID's 16 bytes (ids are kept as bytes: a third of the memory of strings). */
export function uuidBytes(id: string, into: Buffer, at: number): void {
  into.write(id.replaceAll('-', ''), at, 16, 'hex');
}

function uuidOf(bytes: Buffer, at: number): string {
  const hex = bytes.toString('hex', at, at + 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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

/**
 * Many strings kept as one, each cut out on demand: one object for the garbage collector to trace instead
 * of millions (held as an array, a million people's names and usernames made every major collection of
 * the app trace them, and the whole app slower).
 */
export class PackedStrings {
  readonly #all: string;
  readonly #start: Uint32Array;

  constructor(strings: readonly string[]) {
    this.#start = new Uint32Array(strings.length + 1);
    for (let i = 0; i < strings.length; i++) this.#start[i + 1] = this.#start[i]! + strings[i]!.length;
    this.#all = strings.join('');
  }

  at(i: number): string {
    return this.#all.slice(this.#start[i]!, this.#start[i + 1]!);
  }

  startsWith(i: number, q: string): boolean {
    const start = this.#start[i]!;
    return q.length <= this.#start[i + 1]! - start && this.#all.startsWith(q, start);
  }

  includes(i: number, q: string): boolean {
    return this.at(i).includes(q);
  }

  /** UTF-16 code units held, and the offsets' bytes. */
  get bytes(): number {
    return 2 * this.#all.length + this.#start.byteLength;
  }
}

/**
 * The people of one list as read at one moment, in the list's order (positions 0..n-1, newest first),
 * held in arrays and never changed: each one's card, created_at and id, and a table to find a person
 * by id (a changed person is taken out of the list by its position).
 */
export class PeopleSnapshot {
  readonly size: number;
  readonly usernames: PackedStrings;
  readonly at: Float64Array;
  readonly #names: PackedStrings;
  /** Photo ids as 16 bytes each, all zero for none (a UUID is never all zero). */
  readonly #photos: Buffer;
  readonly #ids: Buffer;
  readonly #byId: Int32Array;

  private constructor(people: readonly ListedPerson[]) {
    const n = people.length;
    this.size = n;
    this.usernames = new PackedStrings(people.map((person) => person.username));
    this.#names = new PackedStrings(people.map((person) => person.name));
    this.at = new Float64Array(n);
    this.#ids = Buffer.alloc(16 * n);
    this.#photos = Buffer.alloc(16 * n);
    for (let p = 0; p < n; p++) {
      const person = people[p]!;
      this.at[p] = person.at;
      uuidBytes(person.id, this.#ids, 16 * p);
      if (person.photoId) uuidBytes(person.photoId, this.#photos, 16 * p);
    }
    this.#byId = idTable(this.#ids, n);
  }

  /** Builds from people in the list's order. */
  static async build(people: readonly ListedPerson[]): Promise<PeopleSnapshot> {
    const snapshot = new PeopleSnapshot(people);
    await setImmediate();
    return snapshot;
  }

  /** The card of the person at `p`, as read when the snapshot was built. */
  cardAt(p: number): CardRow {
    const photo = this.#photos.readBigUInt64LE(16 * p) | this.#photos.readBigUInt64LE(16 * p + 8);
    return {
      name: this.#names.at(p),
      username: this.usernames.at(p),
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

  /** Whether `person` comes before position `p` in the list (newer, or as new with the greater id). */
  before(person: { at: number; idBytes: Buffer }, p: number): boolean {
    const at = this.at[p]!;
    return person.at > at || (person.at === at && this.compareId(p, person.idBytes) < 0);
  }

  /** The first position that `person` comes before, within [lo, hi) (binary search: the list is ordered). */
  positionFor(person: { at: number; idBytes: Buffer }, lo = 0, hi = this.size): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.before(person, mid)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Bytes held, roughly. */
  get bytes(): number {
    return (
      this.usernames.bytes +
      this.#names.bytes +
      this.at.byteLength +
      this.#ids.length +
      this.#photos.length +
      this.#byId.byteLength
    );
  }
}
