import type { ApiClient } from '../../../data/index.ts';

/**
 * spec 1 §7 POST /evv/write/staffOfflinePin: resources list with an item holding pin. Only `replace` (a PIN the
 * user chose to change) overwrites one the server has; otherwise the server answers 409 when a PIN exists.
 */
export async function writeOfflinePinToServer(
  api: ApiClient,
  pin: string,
  options: { replace: boolean },
): Promise<void> {
  const body = { resources: [{ pin }], ...(options.replace ? { replace: true } : {}) };
  await api.call('writeOfflinePin', { body });
}

/** spec 1 §7 POST /evv/read/staffOfflinePin: whether the user has an offline PIN (kept hashed on the server). */
export async function hasOfflinePinOnServer(api: ApiClient): Promise<boolean> {
  const reply = await api.call('readOfflinePin');
  return reply.resources[0]?.pinSet === true;
}

/** Whether a PIN is the one the server has for the user (docs/api.md: the read takes `{ pin }`). */
export async function offlinePinMatches(api: ApiClient, pin: string): Promise<boolean> {
  const reply = await api.call('readOfflinePin', { body: { pin } });
  return reply.resources[0]?.pinMatches === true;
}
