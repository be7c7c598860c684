/** What the browser answered; 'unsupported' where navigator.storage.persist does not exist. */
export type PersistResult = 'granted' | 'denied' | 'unsupported';

/**
 * Unsynced visits must survive the browser's storage eviction (principle 5), so the app asks for persistent
 * storage once it holds data. The navigator is a parameter so tests and non-browser hosts can pass their own.
 */
export async function requestPersistentStorage(
  navigatorLike: { storage?: { persist?: () => Promise<boolean> } } | undefined = globalThis.navigator,
): Promise<PersistResult> {
  const persist = navigatorLike?.storage?.persist;
  if (!persist) return 'unsupported';
  return (await persist.call(navigatorLike.storage)) ? 'granted' : 'denied';
}
