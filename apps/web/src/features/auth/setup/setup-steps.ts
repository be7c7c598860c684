import { offlinePinStep } from '@carevisit/core';
import type { ApiClient } from '../../../data/index.ts';
import type { SetupStep } from '../../../session/session-store.ts';
import { hasOfflinePinOnServer } from '../offline/offline-pin-server.ts';

/**
 * spec 1 §7 POST /evv/read/staffsignature: resources[0] holds the stored signature (its SHA-256, upper-case
 * hex, spec 2 §5) when one exists; null when none.
 */
export async function readElectronicSignature(api: ApiClient): Promise<string | null> {
  const reply = (await api.callJson('/evv/read/staffsignature')) as {
    resources?: { electronicSignature?: string }[];
  };
  return reply.resources?.[0]?.electronicSignature || null;
}

/**
 * spec 1 §2 /oidc/callback and §4 Offline PIN setup: the offline PIN and the signature are read from the server;
 * create PIN shows only when the user has none, and a device new to a user who has one asks for that PIN.
 * Then a signature if none exists, then the app.
 */
export async function setupStepsFor(
  api: ApiClient,
  pinOnDevice: boolean,
  signatureOnServer: boolean,
): Promise<SetupStep[]> {
  const pin = offlinePinStep({
    onDevice: pinOnDevice,
    onServer: !pinOnDevice && (await hasOfflinePinOnServer(api)),
  });
  const steps: SetupStep[] = pin === 'create' ? ['pin'] : pin === 'enter' ? ['enterPin'] : [];
  if (!signatureOnServer) steps.push('signature');
  return steps;
}
