import { offlinePinStep, type StaffSignatureResource } from '@carevisit/core';
import type { ApiClient } from '../../../data/index.ts';
import type { SetupStep } from '../../../session/session-store.ts';
import { hasOfflinePinOnServer } from '../offline/offline-pin-server.ts';

/**
 * spec 1 §7 POST /evv/read/staffsignature: resources[0] when the user has an electronic signature, with the
 * verifier the device checks a typed one against (issue 31 item 2); null when none.
 */
export async function readElectronicSignature(api: ApiClient): Promise<StaffSignatureResource | null> {
  return (await api.call('readSignature')).resources[0] ?? null;
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
