/**
 * Gram numbers to dense ids 0, 1, 2… in order of first sight, for the search snapshot's postings: an
 * open-addressing table of typed arrays (a Map of some 60 million lookups per million people spent most of
 * the build in hashing and garbage). Numbers are whole and not negative (-1 marks an empty slot); those
 * of 2^32 and above (three characters of a large alphabet) hash by their high bits too.
 */
export class GramIds {
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
