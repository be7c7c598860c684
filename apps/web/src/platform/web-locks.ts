/** Runs work while holding an exclusive lock. */
export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * An exclusive Web Lock shared by every tab of the origin (issue 17: two tabs never send the same record, nor
 * refresh the same token, at once). Where the Locks API is missing (Node tests) the work just runs: a single
 * context has nobody to share with.
 */
export function webLock(name: string): Exclusive {
  return <T>(work: () => Promise<T>): Promise<T> => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return work();
    return locks.request(name, { mode: 'exclusive' }, work) as Promise<T>;
  };
}
