// Issue 4 and issue 35: what the browser keeps for the app (IndexedDB, the caches, local and session storage),
// searched in the page for texts that must never be stored in the clear.

export interface Needles {
  /** Matched as whole words in every clear string the browser keeps. */
  words: string[];
  /** Matched inside binary values too (ciphertext), so only texts long enough never to occur by chance. */
  phrases: string[];
}

interface Finding {
  where: string;
  needle: string;
}

/** Runs in the page: every string and every byte the app keeps, searched for the needles. */
export async function scanBrowserStorage({
  words,
  phrases,
}: Needles): Promise<{ findings: Finding[]; scanned: number; keys: number }> {
  const findings: Finding[] = [];
  let scanned = 0;
  let keys = 0;
  const wordPatterns = words.map((word) => ({
    needle: word,
    pattern: new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
  }));
  const checkText = (where: string, text: string, { words: matchWords = true } = {}) => {
    scanned++;
    if (matchWords) {
      for (const { needle, pattern } of wordPatterns)
        if (pattern.test(text)) findings.push({ where, needle });
    }
    for (const needle of phrases) if (text.includes(needle)) findings.push({ where, needle });
  };
  const checkBytes = (where: string, bytes: Uint8Array) => {
    scanned++;
    let latin1 = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      latin1 += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    for (const needle of phrases) if (latin1.includes(needle)) findings.push({ where, needle });
  };
  const walk = (where: string, value: unknown, seen: Set<unknown>) => {
    if (typeof value === 'string') return checkText(where, value);
    if (value instanceof ArrayBuffer) return checkBytes(where, new Uint8Array(value));
    if (ArrayBuffer.isView(value)) {
      return checkBytes(where, new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    }
    // A key kept on the device must be a handle whose bytes no script can read (issue 17).
    if (value instanceof CryptoKey) {
      keys++;
      if (value.extractable) findings.push({ where, needle: 'an extractable CryptoKey' });
      return;
    }
    if (value instanceof Blob || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, item] of Object.entries(value)) {
      checkText(`${where}.${key} (key)`, key);
      walk(`${where}.${key}`, item, seen);
    }
  };
  const request = <T>(req: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
    });

  for (const info of await indexedDB.databases()) {
    const db = await request(indexedDB.open(info.name!));
    for (const storeName of Array.from(db.objectStoreNames)) {
      const store = db.transaction(storeName, 'readonly').objectStore(storeName);
      const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
      walk(`indexedDB ${info.name}/${storeName} keys`, keys, new Set());
      walk(`indexedDB ${info.name}/${storeName}`, values, new Set());
    }
    db.close();
  }
  for (const cacheName of await caches.keys()) {
    const cache = await caches.open(cacheName);
    for (const cached of await cache.keys()) {
      const response = await cache.match(cached);
      // The app's own files hold ordinary words a name may equal (the state 'Washington'): only phrases count.
      if (response) checkText(`cache ${cacheName} ${cached.url}`, await response.text(), { words: false });
    }
  }
  for (const [name, storage] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)!;
      checkText(`${name} ${key}`, `${key} ${storage.getItem(key)}`);
    }
  }
  return { findings, scanned, keys };
}
