import type { SignatureVerifier } from '@carevisit/core';
import type { ApiClient } from '../../../data/index.ts';

/**
 * spec 1 §7 POST /evv/write/staffsignature: resources list with an item holding electronicSignature. The server
 * checks the security rule again; a 400 with errors[] means the requirements are not met. It answers with the
 * verifier the device keeps (issue 31 item 2).
 */
export async function writeSignatureToServer(
  api: ApiClient,
  electronicSignature: string,
): Promise<SignatureVerifier | null> {
  const reply = await api.call('writeSignature', { body: { resources: [{ electronicSignature }] } });
  return reply.resources[0]?.deviceVerifier ?? null;
}
