/**
 * Loads a thing once per key, however many callers ask: the callers share one promise, the value is kept
 * for whoever asks after it arrived, and a failure is forgotten so that a later call tries again (a chunk
 * that failed offline loads once the connection is back).
 */
export interface Once<K, V> {
  load(key: K): Promise<V>;
  /** The value, once it has arrived; undefined before and after a failure. */
  loaded(key: K): V | undefined;
}

export function once<K, V>(load: (key: K) => Promise<V>): Once<K, V> {
  const values = new Map<K, V>();
  const pending = new Map<K, Promise<V>>();
  return {
    load(key) {
      let promise = pending.get(key);
      if (!promise) {
        promise = load(key).then(
          (value) => {
            values.set(key, value);
            return value;
          },
          (error: unknown) => {
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, promise);
      }
      return promise;
    },
    loaded: (key) => values.get(key),
  };
}
