import type { ApiClient } from '../../../data/index.ts';
import type { SetupStep } from '../../../app/session/session-store.ts';

/** spec 1 §7 POST /evv/read/staffsignature: resources[0] holds the signature when one exists. */
export async function hasElectronicSignature(api: ApiClient): Promise<boolean> {
  const reply = (await api.callJson('/evv/read/staffsignature')) as {
    resources?: { electronicSignature?: string }[];
  };
  return Boolean(reply.resources?.[0]?.electronicSignature);
}

/** spec 1 §4 Offline PIN setup: create PIN (and confirm), then a signature if none exists, then the app. */
export async function setupStepsFor(api: ApiClient, needsPin: boolean): Promise<SetupStep[]> {
  const steps: SetupStep[] = needsPin ? ['pin'] : [];
  if (!(await hasElectronicSignature(api))) steps.push('signature');
  return steps;
}
