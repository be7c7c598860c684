import { z } from 'zod';
import { serverId, isoDateTime } from './common.ts';
import { MESSAGE_LANGUAGES } from '../messages/languages.ts';

/** spec 1 §3; defaults in SECURITY_RULE_DEFAULTS. */
export const securityRule = z.object({
  resumeInterval: z.number().int().nonnegative(),
  autoLogoffInterval: z.number().int().positive(),
  maximunAttempts: z.number().int().positive(),
  lockoutInterval: z.number().int().nonnegative(),
  warningDays: z.number().int().nonnegative(),
  expirationDays: z.number().int().nonnegative(),
  minLength: z.number().int().nonnegative(),
  minNumbers: z.number().int().nonnegative(),
  minSymbols: z.number().int().nonnegative(),
});
export type SecurityRule = z.infer<typeof securityRule>;

/** A language the app speaks (issue 33 item 3): one with a message catalog. */
export const messageLanguage = z.enum(MESSAGE_LANGUAGES);

/** The user as /oauth/user returns it (tokens are added by the device after login). */
export const user = z.object({
  userName: z.string(),
  account: z.string(),
  staffId: serverId,
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  orgId: serverId,
  primaryOrganizationId: serverId,
  currentOrganizationId: serverId,
  ssoEnabled: z.boolean(),
  sloEnabled: z.boolean(),
  securityRule,
  lastLoginDate: isoDateTime.nullable(),
  beginDatePassword: isoDateTime,
  /** Organizations with EVV enabled that this user may choose as current. */
  availableOrganizationIds: z.array(serverId),
  /** A per-user secret that wraps the device's data key (architecture: security). */
  deviceKeySecret: z.string(),
  /**
   * Issue 33 item 3: the language the user chose, kept by the server so it follows them to a new device; null
   * until they choose. A value this device has no catalog for (a newer server's), or none (an older server's),
   * reads as null: the device keeps its own choice rather than refuse the sign-in.
   */
  language: messageLanguage.nullable().catch(null),
});
export type User = z.infer<typeof user>;

export const loginToken = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().positive(),
  token_type: z.literal('bearer'),
});
export type LoginToken = z.infer<typeof loginToken>;

export const auditEvent = z.object({
  eventDateTime: isoDateTime,
  actionType: z.string().min(1).max(40),
  pageName: z.string().min(1).max(100),
  organizationId: serverId,
  clientId: serverId.nullable(),
  staffId: serverId,
});
export type AuditEvent = z.infer<typeof auditEvent>;
