const DATABASE = 'CareVisitSession';
const STORE = 'session';

/**
 * Whether the device keeps a session (issue 17), asked of IndexedDB directly: when none is kept, the sign-in
 * page opens without loading the data layer (its first screen stays light). Never creates the database.
 */
export async function deviceKeepsSession(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const known = await indexedDB.databases().catch(() => null);
  // Without the list (an old engine), the data layer looks itself.
  if (known !== null && !known.some((info) => info.name === DATABASE)) return false;
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE);
    request.onerror = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const count = db.transaction(STORE).objectStore(STORE).count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result > 0);
      };
      count.onerror = () => {
        db.close();
        resolve(true);
      };
    };
  });
}
