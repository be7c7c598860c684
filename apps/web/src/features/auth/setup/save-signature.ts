import type { ApiClient } from '../../../data/index.ts';

/**
 * spec 1 §7 POST /evv/write/staffsignature: resources list with an item holding electronicSignature. The server
 * checks the security rule again; a 400 with errors[] means the requirements are not met.
 */
export async function writeSignatureToServer(api: ApiClient, electronicSignature: string): Promise<void> {
  await api.callJson('/evv/write/staffsignature', { resources: [{ electronicSignature }] });
}
