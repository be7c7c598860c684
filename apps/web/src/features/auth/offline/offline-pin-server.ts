import type { ApiClient } from '../../../data/index.ts';

/** spec 1 §7 POST /evv/write/staffOfflinePin: resources list with an item holding pin. */
export async function writeOfflinePinToServer(api: ApiClient, pin: string): Promise<void> {
  await api.callJson('/evv/write/staffOfflinePin', { resources: [{ pin }] });
}
