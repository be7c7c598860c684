import { eq } from 'drizzle-orm';
import { containsLoginName, meetsComplexity } from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import type { SomeCallHandlers } from '../http/register-calls.ts';
import { refusalEntry } from '../http/refusal-entry.ts';
import { offlinePins } from '../db/schema/index.ts';
import { hashSecret, verifySecret } from '../auth/passwords.ts';
import { securityRuleFor } from '../auth/users.ts';
import { checkReplacementAllowed, needsPassword } from './signature-replacement.ts';
import { signatureResource } from './signature-resource.ts';
import {
  findSignatureRow,
  signatureVerifierColumns,
  storeSignatureVerifiers,
} from './signature-verifiers.ts';

type CredentialCall =
  'readOfflinePin' | 'writeOfflinePin' | 'readSignature' | 'writeSignature' | 'readSecurityRule';

/**
 * The staff member's own credentials (spec 1 §7): offline PIN, electronic signature and security rule. These
 * reads are not tables: they answer only about the caller.
 */
export function credentialHandlers(ctx: AppContext): SomeCallHandlers<CredentialCall> {
  const options = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  return {
    // The PIN is kept as an argon2id hash and never handed back. A device may ask whether a PIN is set, or
    // whether a PIN it was given matches (to wrap its data key after an online login on a new device).
    readOfflinePin: {
      options,
      handle: async ({ caller, body: { pin } }) => {
        const [row] = await ctx.db.select().from(offlinePins).where(eq(offlinePins.staffId, caller.staffId));
        if (!row) return { resources: [], hasMoreRecords: false };
        const pinMatches = pin === undefined ? undefined : await verifySecret(row.pinHash, pin);
        const resource = { staffId: caller.staffId, pinSet: true as const, pinMatches };
        return { resources: [resource], hasMoreRecords: false };
      },
    },

    writeOfflinePin: {
      options,
      handle: async ({ caller, body: { resources, replace } }) => {
        const pin = resources[0]!.pin;
        const pinHash = await hashSecret(pin);
        const insert = ctx.db.insert(offlinePins).values({ staffId: caller.staffId, pinHash });
        // spec 1 §2, §4: the create-PIN step exists only when no PIN does; the primary key settles two devices
        // creating at once, and the later one is told to enter the PIN the user now has.
        const stored = replace
          ? await insert
              .onConflictDoUpdate({ target: offlinePins.staffId, set: { pinHash, changedAt: ctx.now() } })
              .returning({ staffId: offlinePins.staffId })
          : await insert.onConflictDoNothing().returning({ staffId: offlinePins.staffId });
        if (stored.length === 0) throw HttpError.of(409, 'setupScreen.pinExists');
        return { resources: [{ pin, staffId: caller.staffId }] };
      },
    },

    // Issue 31 item 2: the device gets the verifier it checks a typed signature against offline, never a hash
    // anyone could check a guess against at SHA-256's speed.
    readSignature: async ({ caller }) => {
      const row = await findSignatureRow(ctx.db, caller.staffId);
      return { resources: row ? [signatureResource(caller, row)] : [], hasMoreRecords: false };
    },

    writeSignature: {
      options,
      handle: async ({ caller, body }) => {
        const written = body.resources[0]!;
        const signature = written.electronicSignature;
        const rule = await securityRuleFor(ctx.db, caller.accountId);
        // spec 1 §5: the signature meets the security rule and does not contain the username.
        if (!rule || !meetsComplexity(signature, rule) || containsLoginName(signature, caller.username)) {
          throw new HttpError(400, [
            { field: 'electronicSignature', ...refusalEntry({ key: 'signature.requirementsNotMet' }) },
          ]);
        }
        const replacing = (await findSignatureRow(ctx.db, caller.staffId)) !== undefined;
        if (replacing) await checkReplacementAllowed(ctx, caller, written);
        const columns = await signatureVerifierColumns(signature);
        // Issue 31 item 4: only a proven replacement overwrites; a first one loses to another created meanwhile.
        if (!(await storeSignatureVerifiers(ctx.db, caller.staffId, columns, ctx.now(), !replacing))) {
          throw needsPassword();
        }
        const row = await findSignatureRow(ctx.db, caller.staffId);
        return { resources: [signatureResource(caller, row!)] };
      },
    },

    readSecurityRule: async ({ caller }) => {
      const rule = await securityRuleFor(ctx.db, caller.accountId);
      return { resources: rule ? [rule] : [], hasMoreRecords: false };
    },
  };
}
