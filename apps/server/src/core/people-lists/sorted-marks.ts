/**
 * Sorted numbers counted by range: which entries of a people list's snapshot were taken out (changed
 * since it was built), as positions or as ranks of the snapshot's other order, so a page can skip whole
 * stretches of the list by counting instead of walking them.
 */

/** The first index of a sorted array whose value is not below `value`. */
function lowerBound(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class SortedMarks {
  readonly #marks: number[] = [];

  add(value: number): void {
    this.#marks.splice(lowerBound(this.#marks, value), 0, value);
  }

  /** How many lie in [from, to). */
  between(from: number, to: number): number {
    return from >= to ? 0 : lowerBound(this.#marks, to) - lowerBound(this.#marks, from);
  }

  get size(): number {
    return this.#marks.length;
  }
}
