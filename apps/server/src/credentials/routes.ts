import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  containsLoginName,
  meetsComplexity,
  offlinePinWriteRequest,
  signatureWriteRequest,
} from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import { HttpError, parseBody } from '../http/errors.ts';
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

const pinCheck = z
  .object({
    pin: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
  })
  .strict();

/**
 * The staff member's own credentials (spec 1 §7): offline PIN, electronic signature and security rule. These
 * reads are not tables: they answer only about the caller.
 */
export function registerCredentialRoutes(app: FastifyInstance, ctx: AppContext) {
  const strict = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  // The PIN is kept as an argon2id hash and never handed back. A device may ask whether a PIN is set, or
  // whether a PIN it was given matches (to wrap its data key after an online login on a new device).
  app.post('/evv/read/staffOfflinePin', strict, async (request) => {
    const principal = await ctx.authenticate(request);
    const { pin } = parseBody(pinCheck, request.body);
    const [row] = await ctx.db.select().from(offlinePins).where(eq(offlinePins.staffId, principal.staffId));
    if (!row) return { resources: [], hasMoreRecords: false };
    const resource: Record<string, unknown> = { staffId: principal.staffId, pinSet: true };
    if (pin !== undefined) resource.pinMatches = await verifySecret(row.pinHash, pin);
    return { resources: [resource], hasMoreRecords: false };
  });

  app.post('/evv/write/staffOfflinePin', strict, async (request) => {
    const principal = await ctx.authenticate(request);
    const { resources, replace } = parseBody(offlinePinWriteRequest, request.body);
    const pin = resources[0]!.pin;
    const pinHash = await hashSecret(pin);
    const insert = ctx.db.insert(offlinePins).values({ staffId: principal.staffId, pinHash });
    // spec 1 §2, §4: the create-PIN step exists only when no PIN does; the primary key settles two devices
    // creating at once, and the later one is told to enter the PIN the user now has.
    const stored = replace
      ? await insert
          .onConflictDoUpdate({ target: offlinePins.staffId, set: { pinHash, changedAt: ctx.now() } })
          .returning({ staffId: offlinePins.staffId })
      : await insert.onConflictDoNothing().returning({ staffId: offlinePins.staffId });
    if (stored.length === 0) throw HttpError.of(409, 'setupScreen.pinExists');
    return { resources: [{ pin, staffId: principal.staffId }] };
  });

  // Issue 31 item 2: the device gets the verifier it checks a typed signature against offline, never a hash
  // anyone could check a guess against at SHA-256's speed.
  app.post('/evv/read/staffsignature', async (request) => {
    const principal = await ctx.authenticate(request);
    const row = await findSignatureRow(ctx.db, principal.staffId);
    return { resources: row ? [signatureResource(principal, row)] : [], hasMoreRecords: false };
  });

  app.post('/evv/write/staffsignature', strict, async (request) => {
    const principal = await ctx.authenticate(request);
    const written = parseBody(signatureWriteRequest, request.body).resources[0]!;
    const signature = written.electronicSignature;
    const rule = await securityRuleFor(ctx.db, principal.accountId);
    // spec 1 §5: the signature meets the security rule and does not contain the username.
    if (!rule || !meetsComplexity(signature, rule) || containsLoginName(signature, principal.username)) {
      throw new HttpError(400, [
        { field: 'electronicSignature', ...refusalEntry({ key: 'signature.requirementsNotMet' }) },
      ]);
    }
    const replacing = (await findSignatureRow(ctx.db, principal.staffId)) !== undefined;
    if (replacing) await checkReplacementAllowed(ctx, principal, written);
    const columns = await signatureVerifierColumns(signature);
    // Issue 31 item 4: only a proven replacement overwrites; a first one loses to another created meanwhile.
    if (!(await storeSignatureVerifiers(ctx.db, principal.staffId, columns, ctx.now(), !replacing))) {
      throw needsPassword();
    }
    const row = await findSignatureRow(ctx.db, principal.staffId);
    return { resources: [signatureResource(principal, row!)] };
  });

  app.post('/evv/read/qsisecurityrule', async (request) => {
    const principal = await ctx.authenticate(request);
    const rule = await securityRuleFor(ctx.db, principal.accountId);
    return { resources: rule ? [rule] : [], hasMoreRecords: false };
  });
}
