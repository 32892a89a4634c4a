/**
 * Lookups by key that arrive in the same turn of the event loop go to the database as one query: under
 * load, fifty visitors of fifty random profiles cost one round trip and one statement instead of fifty
 * (the DataLoader pattern). A lone request waits for no one: its batch is sent on the next turn.
 */
export function batchedLookup<K, V>(
  fetchMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  maxBatch = 100,
): (key: K) => Promise<V | undefined> {
  let pending = new Map<K, PromiseWithResolvers<V | undefined>[]>();
  let scheduled = false;

  const send = (batch: Map<K, PromiseWithResolvers<V | undefined>[]>) => {
    // Whatever fails (fetchMany throwing at once, a bad answer) rejects the waiters still waiting.
    Promise.resolve()
      .then(() => fetchMany([...batch.keys()]))
      .then((found) => {
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      })
      .catch((error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      });
  };

  const flush = () => {
    scheduled = false;
    const all = pending;
    pending = new Map();
    let batch = new Map<K, PromiseWithResolvers<V | undefined>[]>();
    for (const [key, waiters] of all) {
      batch.set(key, waiters);
      if (batch.size === maxBatch) {
        send(batch);
        batch = new Map();
      }
    }
    if (batch.size > 0) send(batch);
  };

  return (key) => {
    const waiter = withResolvers<V | undefined>();
    const waiters = pending.get(key);
    if (waiters) waiters.push(waiter);
    else pending.set(key, [waiter]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
    return waiter.promise;
  };
}

interface PromiseWithResolvers<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** `Promise.withResolvers` (Node 22+), for Node 20. */
function withResolvers<T>(): PromiseWithResolvers<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
