import type { EvvDB } from './evv-db.ts';

const DEVICE_ID = 'deviceId';
const DATA_OWNER = 'dataOwner';
export const LAST_TEMP_ID = 'lastTempId';

/**
 * This device's id, made once. With a record's temporary id it forms the server's write receipt, so it must
 * never change while unsynced records exist; it is kept in the clear as it identifies no person.
 */
export async function deviceIdOf(db: EvvDB): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const known = await db.meta.get(DEVICE_ID);
    if (typeof known?.value === 'string') return known.value;
    const value = `web-${crypto.randomUUID()}`;
    await db.meta.put({ key: DEVICE_ID, value });
    return value;
  });
}

/** The user (userKey) whose records the data tables hold; another user's login is checked against it. */
export async function dataOwnerOf(db: EvvDB): Promise<string | undefined> {
  const entry = await db.meta.get(DATA_OWNER);
  return typeof entry?.value === 'string' ? entry.value : undefined;
}

export async function setDataOwner(db: EvvDB, userKey: string): Promise<void> {
  await db.meta.put({ key: DATA_OWNER, value: userKey });
}
