import { pgTable, text, boolean, bigint, integer, index, customType, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { instant, pk, ref } from './columns.ts';

/** bytea as bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both become a plain Uint8Array. */
const bytes = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Issue 35: the opaque WebAuthn user handle of each user who made a passkey (user.id in the creation options),
 * random, so that it tells an authenticator nothing about who she is; a discoverable credential hands it back.
 */
export const passkeyUserHandles = pgTable('passkey_user_handles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** base64url of 32 random bytes. */
  handle: text('handle').notNull().unique(),
});

/**
 * A passkey a user registered on one of her devices (issue 35): what verifies its signatures. Removed by its
 * owner (the row goes: it must no longer sign anyone in).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: pk(),
    userId: ref('user_id').references(() => users.id),
    /** base64url, as the browser names it (rawId); unique across users, as WebAuthn requires. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key from the attested credential data. */
    publicKey: bytes('public_key').notNull(),
    /** The authenticator's signature counter when last used; 0 for authenticators that keep none. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    /** The relying party id it was made for: it signs for that one only. */
    rpId: text('rp_id').notNull(),
    deviceName: text('device_name').notNull(),
    /** 'singleDevice' or 'multiDevice' (a synced passkey), and whether it is backed up now. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('passkeys_user').on(t.userId)],
);

/**
 * A challenge the server gave to a WebAuthn ceremony: used once (used_at), within its expiry. Registration
 * challenges are the signed-in user's; sign-in ones belong to nobody until a passkey answers one.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    /** base64url, as the options carried it. */
    challenge: text('challenge').notNull(),
    rpId: text('rp_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('webauthn_challenges_user').on(t.userId, t.challenge),
    index('webauthn_challenges_expires_at').on(t.expiresAt),
  ],
);
