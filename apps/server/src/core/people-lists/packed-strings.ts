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
