import { z } from 'zod';
import { serverId } from '../entities/common.ts';
import { securityRule, user } from '../entities/security.ts';
import { OFFLINE_PIN_LENGTH } from '../constants.ts';
import { changePasswordCodes, changePasswordRequest, changePasswordResponse } from './auth.ts';
import { documentPdfRequest, documentPdfResponse } from './document-pdf.ts';
import { documentWriteRequest, documentWriteResult } from './document-write.ts';
import {
  passkeyListReply,
  passkeyLoginOptionsReply,
  passkeyRegistrationOptionsReply,
  passkeyRefusalsOf,
  passkeyRegistrationRequest,
  passkeyReply,
} from './passkeys.ts';
import { readReplyEnvelope, readRequest } from './read.ts';
import { addressSearchQuery, addressSearchReply } from './search.ts';
import { userLanguageReply, userLanguageRequest } from './user-language.ts';
import {
  appointmentWriteRequest,
  appointmentWriteResult,
  auditEventWriteRequest,
  auditEventWriteResult,
  currentOrganizationRequest,
  offlinePinWriteRequest,
  signatureWriteRequest,
  staffSignatureReply,
  visitCorrectionWriteRequest,
  visitCorrectionWriteResult,
  visitWriteRequest,
  visitWriteResult,
} from './write.ts';

/**
 * Issue 33 item 1: every call a device makes of the server, by name, in one typed map. The server registers each
 * route from one handler object typed by it (a missing or mistyped handler does not compile) and parses each
 * request with its schema; the device's one `call(name, …)` fills the path and checks each reply with the same
 * schema. Refusals travel as errors[] of `{ code?, key, params, message }` (refusal.ts) on every call; the codes a
 * call's refusals of a whole request may carry are its `refusals`.
 *
 * Not here, each with its own standard: the OAuth token and revoke endpoints and the passkey grant beside them
 * (form or JSON bodies with the app's client credentials, RFC 6749 and RFC 7009 replies), the FHIR REST routes
 * (FHIR resources, for other systems), and the configuration and health routes read before any call.
 */

export interface CallContract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route, with `:name` for a path parameter and `*` for the rest of the path. */
  path: string;
  /** 'signedIn': with the user's bearer token (a 401 without); 'anyone': before anyone is signed in. */
  access: 'signedIn' | 'anyone';
  /** The path's parameters, as text. */
  params: z.ZodObject;
  /** The JSON body (POST, PUT) or the query string (GET, DELETE). */
  request: z.ZodType;
  reply: z.ZodType;
  /**
   * The codes this call's refusals of the whole request carry in errors[].code, each worded by its catalog key.
   * Beside them every call may answer the common refusals, keyed and without a code: a 400 naming each field,
   * 401, 404, 413 and 429. A write refuses one resource in its reply instead (visitWriteErrorCodes…).
   */
  refusals: readonly string[];
}

const noParams = z.object({}).strict();
/** A call that takes nothing: an empty object, or no body at all. */
const nothing = z.object({}).strict();
const success = z.object({ result: z.literal('success') });

/** A write's reply: one result per resource sent, in order (spec 1 §7). */
const writeReply = <T extends z.ZodType>(result: T) => z.object({ resources: z.array(result) });

/** A read of one of the caller's own settings: at most one resource. */
const ownRead = <T extends z.ZodType>(resource: T) =>
  z.object({ resources: z.array(resource).max(1), hasMoreRecords: z.boolean() });

const pin = z.string().regex(new RegExp(`^\\d{${OFFLINE_PIN_LENGTH}}$`));

const noRefusals = [] as const;
const defaults = { access: 'signedIn' as const, params: noParams, refusals: noRefusals };
type Defaults = typeof defaults;

/** A call's contract; signed in, without path parameters and without coded refusals unless it says otherwise. */
const contract = <C extends Omit<CallContract, keyof Defaults> & Partial<CallContract>>(call: C) =>
  ({ ...defaults, ...call }) as Omit<Defaults, keyof C> & C;

export const calls = {
  /** spec 1 §7, spec 2 §7: a page of a table; readReplySchema(table) is each table's own reply. */
  readTable: contract({
    method: 'POST',
    path: '/evv/read/:table',
    params: z.object({ table: z.string().max(100) }),
    request: readRequest,
    reply: readReplyEnvelope,
  }),
  readDocumentPdf: contract({
    method: 'POST',
    path: '/evv/read/documentPdf',
    request: documentPdfRequest,
    reply: documentPdfResponse,
  }),
  /** Whether the user has an offline PIN, and whether one given matches it (never the PIN). */
  readOfflinePin: contract({
    method: 'POST',
    path: '/evv/read/staffOfflinePin',
    request: z.object({ pin: pin.optional() }).strict(),
    reply: ownRead(
      z.object({ staffId: serverId, pinSet: z.literal(true), pinMatches: z.boolean().optional() }),
    ),
  }),
  writeOfflinePin: contract({
    method: 'POST',
    path: '/evv/write/staffOfflinePin',
    request: offlinePinWriteRequest,
    // spec 1 §7: resources[0] must have a non-empty pin and a staffId (the PIN the caller sent).
    reply: z.object({ resources: z.array(z.object({ pin, staffId: serverId })).length(1) }),
  }),
  readSignature: contract({
    method: 'POST',
    path: '/evv/read/staffsignature',
    request: nothing,
    reply: staffSignatureReply,
  }),
  writeSignature: contract({
    method: 'POST',
    path: '/evv/write/staffsignature',
    request: signatureWriteRequest,
    reply: staffSignatureReply,
  }),
  readSecurityRule: contract({
    method: 'POST',
    path: '/evv/read/qsisecurityrule',
    request: nothing,
    reply: ownRead(securityRule),
  }),
  writeAppointments: contract({
    method: 'POST',
    path: '/evv/write/appointment',
    request: appointmentWriteRequest,
    reply: writeReply(appointmentWriteResult),
  }),
  writeVisits: contract({
    method: 'POST',
    path: '/evv/write/visit',
    request: visitWriteRequest,
    reply: writeReply(visitWriteResult),
  }),
  writeVisitCorrections: contract({
    method: 'POST',
    path: '/evv/write/visitcorrection',
    request: visitCorrectionWriteRequest,
    reply: writeReply(visitCorrectionWriteResult),
  }),
  writeDocuments: contract({
    method: 'POST',
    path: '/evv/write/document',
    request: documentWriteRequest,
    reply: writeReply(documentWriteResult),
  }),
  writeAuditEvents: contract({
    method: 'POST',
    path: '/evv/write/auditevent',
    request: auditEventWriteRequest,
    reply: writeReply(auditEventWriteResult),
  }),
  currentUser: contract({
    method: 'POST',
    path: '/evv/authorization/oauth/user',
    request: nothing,
    reply: user,
  }),
  /** spec 1 §7: a refusal is a 400 whose errorMessage (and errors[0]) carries one of changePasswordCodes. */
  changePassword: contract({
    method: 'POST',
    path: '/evv/authorization/content/changePassword/:id',
    params: z.object({ id: z.string().max(20) }),
    request: changePasswordRequest,
    reply: changePasswordResponse,
    refusals: changePasswordCodes,
  }),
  changeOrganization: contract({
    method: 'POST',
    path: '/evv/write/currentorganization',
    request: currentOrganizationRequest,
    reply: user,
  }),
  setLanguage: contract({
    method: 'PUT',
    path: '/evv/user/language',
    request: userLanguageRequest,
    reply: userLanguageReply,
  }),
  /** spec 1 §7: GET /evv/search/{query}.json; the path's rest is the query and `.json`. */
  searchAddresses: contract({
    method: 'GET',
    path: '/evv/search/*',
    params: z.object({ '*': z.string() }),
    request: addressSearchQuery,
    reply: addressSearchReply,
  }),
  passkeyRegistrationOptions: contract({
    method: 'POST',
    path: '/evv/passkeys/registration/options',
    request: nothing,
    reply: passkeyRegistrationOptionsReply,
    refusals: passkeyRefusalsOf.registrationOptions,
  }),
  registerPasskey: contract({
    method: 'POST',
    path: '/evv/passkeys',
    request: passkeyRegistrationRequest,
    reply: passkeyReply,
    refusals: passkeyRefusalsOf.registration,
  }),
  listPasskeys: contract({ method: 'GET', path: '/evv/passkeys', request: nothing, reply: passkeyListReply }),
  removePasskey: contract({
    method: 'DELETE',
    path: '/evv/passkeys/:passkeyId',
    params: z.object({ passkeyId: z.string().max(20) }),
    request: nothing,
    reply: success,
  }),
  /** Issue 35: the challenge of a passkey sign-in, asked before anyone is signed in. */
  passkeySignInOptions: contract({
    method: 'POST',
    path: '/evv/authorization/passkey/options',
    access: 'anyone',
    request: nothing,
    reply: passkeyLoginOptionsReply,
    refusals: passkeyRefusalsOf.signInOptions,
  }),
} as const satisfies Record<string, CallContract>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const callNames = Object.keys(calls) as CallName[];

/** What a call's path parameters, request and reply are on the wire (as sent) and once parsed. */
export type CallParams<N extends CallName> = z.input<Calls[N]['params']>;
export type CallRequest<N extends CallName> = z.input<Calls[N]['request']>;
export type ParsedCallRequest<N extends CallName> = z.output<Calls[N]['request']>;
export type CallReply<N extends CallName> = z.output<Calls[N]['reply']>;
export type SentCallReply<N extends CallName> = z.input<Calls[N]['reply']>;
/** A code the call's refusals of a whole request may carry. */
export type CallRefusalCode<N extends CallName> = Calls[N]['refusals'][number];

/** The path of a call with its parameters filled in (each encoded, but `*`, which is the caller's whole rest). */
export function callPath<N extends CallName>(name: N, params: CallParams<N>): string {
  const values = params as Record<string, string>;
  return calls[name].path
    .replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''))
    .replace('*', values['*'] ?? '');
}
