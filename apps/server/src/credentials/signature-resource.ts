import type { StaffSignatureResource } from '@carevisit/core';
import type { staffSignatures } from '../db/schema/index.ts';
import { deviceVerifierOf } from './signature-verifiers.ts';

/** The caller's signature as read (spec 1 §7, issue 31 item 2): that one is set, and the device verifier. */
export function signatureResource(
  caller: { staffId: number; sso: boolean },
  row: typeof staffSignatures.$inferSelect,
): StaffSignatureResource {
  return {
    staffId: caller.staffId,
    signatureSet: true,
    deviceVerifier: deviceVerifierOf(row),
    ssoEnabled: caller.sso,
    sloEnabled: caller.sso,
  };
}
