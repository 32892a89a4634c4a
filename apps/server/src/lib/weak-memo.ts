/**
 * `make`, remembered per key object for as long as that object lives (a WeakMap underneath): for values
 * derived from an object that is replaced, never changed, when what it stands for changes (a cached
 * profile), or that belong to one object (a database's prepared reader).
 */
export function weakMemo<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const known = new WeakMap<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = make(key);
    known.set(key, value);
    return value;
  };
}
