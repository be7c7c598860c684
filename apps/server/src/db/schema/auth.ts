import {
  pgTable,
  text,
  boolean,
  check,
  integer,
  index,
  uniqueIndex,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MessageLanguage } from '@carevisit/core';
import { pk, ref, optionalRef, instant } from './columns.ts';
import { accounts, organizations, staff } from './organization.ts';

/** A sign-in identity. Its lockout counter is in login_failures (throttle.ts), keyed by the name. */
export const users = pgTable(
  'users',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    staffId: ref('staff_id').references(() => staff.id),
    evvPrivilege: boolean('evv_privilege').notNull().default(true),
    /** Issue 34: may import FHIR Questionnaires as the agency's templates (migration 0022); off by default. */
    adminPrivilege: boolean('admin_privilege').notNull().default(false),
    ssoSubject: text('sso_subject'),
    currentOrganizationId: optionalRef('current_organization_id').references(() => organizations.id),
    beginDatePassword: instant('begin_date_password').notNull().defaultNow(),
    lastLoginDate: instant('last_login_date'),
    deviceKeySecret: text('device_key_secret').notNull(),
    /** Issue 33 item 3: the language the user chose, null until they choose (migration 0021). */
    language: text('language').$type<MessageLanguage>(),
  },
  (t) => [
    uniqueIndex('users_account_username').on(t.accountId, sql`lower(${t.username})`),
    uniqueIndex('users_sso_subject').on(t.ssoSubject),
    check('users_language_known', sql`${t.language} in ('en', 'es')`),
  ],
);

/** Refresh tokens rotate; a reused one revokes its whole family (architecture: security). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: pk(),
    userId: ref('user_id').references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

/** The offline PIN is kept only as an argon2id hash; it is never handed back. */
export const offlinePins = pgTable('offline_pins', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id),
  pinHash: text('pin_hash').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** spec 2 §5: the electronic signature is stored as its SHA-256, upper-case hex. */
export const staffSignatures = pgTable('staff_signatures', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id),
  /** Legacy: the spec's SHA-256 (upper hex). Checked once, then replaced by the verifiers and cleared. */
  signatureHash: text('signature_hash'),
  /** argon2id of the signature: what the server checks a signer's proof against (issue 31 item 1). */
  signatureVerifier: text('signature_verifier'),
  /** The device verifier (core's SignatureVerifier: PBKDF2-SHA256, base64 salt and bits), issue 31 item 2. */
  deviceSalt: text('device_salt'),
  deviceIterations: integer('device_iterations'),
  deviceBits: text('device_bits'),
  /** Wrong proofs in a row and the lock they led to (core's ProofTries, issue 31 item 3). */
  wrongProofs: integer('wrong_proofs').notNull().default(0),
  proofLockedUntil: timestamp('proof_locked_until', { withTimezone: true }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the server makes once and every replica shares (the access-token key when none is configured). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
