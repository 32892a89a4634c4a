/**
 * Rendered cards by username and version, least recently used out first. A new version (the profile
 * changed) is a new key; the old card simply ages out. Holds the promise, so a burst of crawlers for a
 * freshly shared profile renders it once.
 */
export class CardCache {
  readonly #cards = new Map<string, Promise<Buffer>>();
  constructor(private readonly max: number) {}

  get(key: string): Promise<Buffer> | undefined {
    const card = this.#cards.get(key);
    if (card) {
      this.#cards.delete(key);
      this.#cards.set(key, card);
    }
    return card;
  }

  set(key: string, card: Promise<Buffer>): void {
    this.#cards.set(key, card);
    if (this.#cards.size > this.max) this.#cards.delete(this.#cards.keys().next().value!);
    // A failed render is not kept: the next request tries again.
    card.catch(() => {
      if (this.#cards.get(key) === card) this.#cards.delete(key);
    });
  }

  get size(): number {
    return this.#cards.size;
  }
}
