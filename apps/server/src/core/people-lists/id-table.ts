/**
 * People's ids in a list's snapshot, kept as 16 bytes each (a third of the memory of strings), with an
 * open-addressing table (-1: empty, at most half full) that finds a person's position by id: a changed
 * person is taken out of the list by that position.
 */

/** A UUID's 16 bytes, written into `into` at `at`. */
export function uuidBytes(id: string, into: Buffer, at: number): void {
  into.write(id.replaceAll('-', ''), at, 16, 'hex');
}

/** The UUID whose 16 bytes are at `at` of `bytes`. */
export function uuidOf(bytes: Buffer, at: number): string {
  const hex = bytes.toString('hex', at, at + 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A hash of the id at `at`: its last 8 bytes, random in UUIDs of versions 4 and 7 alike. */
const idHash = (ids: Buffer, at: number): number =>
  Math.imul(ids.readInt32LE(at + 8) ^ Math.imul(ids.readInt32LE(at + 12), 0x85ebca6b), 0x9e3779b1) >>> 0;

export class IdTable {
  readonly size: number;
  readonly #ids: Buffer;
  readonly #slots: Int32Array;

  /** `ids`: 16 bytes per position, never changed afterwards. */
  constructor(ids: Buffer) {
    const n = ids.length / 16;
    this.size = n;
    this.#ids = ids;
    let size = 2;
    while (size < 2 * n) size *= 2;
    const slots = new Int32Array(size).fill(-1);
    const mask = size - 1;
    for (let p = 0; p < n; p++) {
      let h = idHash(ids, 16 * p) & mask;
      while (slots[h] !== -1) h = (h + 1) & mask;
      slots[h] = p;
    }
    this.#slots = slots;
  }

  /** Compares the id of position `p` with `bytes` (16 bytes): negative when p's is smaller. */
  compare(p: number, bytes: Buffer): number {
    return this.#ids.compare(bytes, 0, 16, 16 * p, 16 * p + 16);
  }

  /** The position of the id given as 16 bytes, or -1. */
  positionOf(bytes: Buffer): number {
    const mask = this.#slots.length - 1;
    for (let h = idHash(bytes, 0) & mask; ; h = (h + 1) & mask) {
      const p = this.#slots[h]!;
      if (p === -1 || this.compare(p, bytes) === 0) return p;
    }
  }

  /** Bytes held: the ids and the table. */
  get bytes(): number {
    return this.#ids.length + this.#slots.byteLength;
  }
}
