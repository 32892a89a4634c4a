/**
 * `compute`, remembered per key, for keys that repeat (a header value, a client address): at most `limit`
 * answers are kept, and all are forgotten when that many are held, so a client that varies its key on
 * every request costs one `compute` per request, as without the memo, and never unbounded memory.
 */
export function boundedMemo<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
