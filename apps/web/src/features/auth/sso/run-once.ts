const running = new Map<string, Promise<unknown>>();

/**
 * Runs work at most once at a time per key; a caller arriving while it runs shares its promise. React's
 * StrictMode runs a page's effect twice on mount, and an authorization code can be exchanged only once.
 */
export function runOnce<T>(key: string, work: () => Promise<T>): Promise<T> {
  const existing = running.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const promise = Promise.resolve()
    .then(work)
    .finally(() => running.delete(key));
  running.set(key, promise);
  return promise;
}
