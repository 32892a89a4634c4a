/**
 * One snapshot of a people list (the home feed, search): everyone on it as read at one moment, in the
 * list's order, held in a few typed arrays and packed strings rather than millions of objects (decision
 * 018), and never changed; live-people.ts keeps what changed since on top of it.
 */
import { setImmediate } from 'node:timers/promises';
import type { CardRow } from './cards.queries.js';
import { IdTable, uuidBytes, uuidOf } from './id-table.js';
import { PackedStrings } from './packed-strings.js';

/** One person of a list (the home feed, search) as read from the table: the card and the place in the list. */
export interface ListedPerson {
  id: string;
  username: string;
  name: string;
  /** The name lowercased by PostgreSQL, as the SQL search compares it. */
  lname: string;
  photoId: string | null;
  /** At least one shown item is verified (cards.queries.ts `hasVerifiedItem`). */
  verified: boolean;
  /** created_at in microseconds since 1970: lists come newest first, then by id, descending. */
  at: number;
}

/** A person's card, as the list shows it. */
export const cardOf = (p: ListedPerson): CardRow => ({
  name: p.name,
  username: p.username,
  photoId: p.photoId,
  verified: p.verified,
});

/** Entries handled between two yields to the event loop while building: requests wait a few ms at most. */
const CHUNK = 2_000;

/** Lets waiting requests run, every {@link CHUNK} entries of a loop over `i`. */
export const yieldEvery = (i: number): Promise<void> | undefined =>
  i % CHUNK === CHUNK - 1 ? setImmediate() : undefined;

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
  /** 1 for a person with a verified item. */
  readonly #verified: Uint8Array;
  readonly #ids: IdTable;

  private constructor(people: readonly ListedPerson[]) {
    const n = people.length;
    this.size = n;
    this.usernames = new PackedStrings(people.map((person) => person.username));
    this.#names = new PackedStrings(people.map((person) => person.name));
    this.at = new Float64Array(n);
    const ids = Buffer.alloc(16 * n);
    this.#photos = Buffer.alloc(16 * n);
    this.#verified = new Uint8Array(n);
    for (let p = 0; p < n; p++) {
      const person = people[p]!;
      this.at[p] = person.at;
      this.#verified[p] = person.verified ? 1 : 0;
      uuidBytes(person.id, ids, 16 * p);
      if (person.photoId) uuidBytes(person.photoId, this.#photos, 16 * p);
    }
    this.#ids = new IdTable(ids);
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
      verified: this.#verified[p] === 1,
    };
  }

  /** Compares the ids of position `p` and of `bytes` (16 bytes): negative when p's is smaller. */
  compareId(p: number, bytes: Buffer): number {
    return this.#ids.compare(p, bytes);
  }

  /** The position of the person with this id, or -1. */
  positionOf(id: string): number {
    const bytes = Buffer.alloc(16);
    uuidBytes(id, bytes, 0);
    return this.#ids.positionOf(bytes);
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
      this.#ids.bytes +
      this.#photos.length +
      this.#verified.length
    );
  }
}
