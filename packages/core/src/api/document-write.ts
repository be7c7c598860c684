import { z } from 'zod';
import { FIELD_VALUE_MAX_DEPTH, SIGNATURE_MAX_LENGTH } from '../constants.ts';
import { id, serverId, isoDate, isoDateTime } from '../entities/common.ts';
import {
  documentSignature,
  documentStatus,
  evvDocument,
  moduleData,
  recordVersion,
} from '../entities/document.ts';
import { nestsDeeperThan } from '../forms/value-depth.ts';
import { formatMessage, type MessageKey } from '../messages/format.ts';
import { refusalWording } from './refusal.ts';
import { deviceId } from './write.ts';

/** Bounds that keep one document's write well inside the request body limit. */
const DOCUMENT_WRITE_LIMITS = { modules: 100, fieldsPerModule: 2000, keyLength: 200 } as const;

/** Issue 30: a value nested thousands deep is refused here, before any code walks it. */
const boundedValue = z.unknown().refine((value) => !nestsDeeperThan(value, FIELD_VALUE_MAX_DEPTH), {
  error: () => formatMessage('documentWrite.valueTooDeep', { max: FIELD_VALUE_MAX_DEPTH }),
});

const boundedModuleData = moduleData.extend({
  fieldData: z
    .array(z.object({ key: z.string().max(DOCUMENT_WRITE_LIMITS.keyLength), value: boundedValue }))
    .max(DOCUMENT_WRITE_LIMITS.fieldsPerModule),
});

/**
 * POST /evv/write/document resource (spec 2 §7). `id` is a temporary negative id for a document made on the
 * device (with the envelope's deviceId it makes the write receipt, so a resend is stored once) or the
 * server's id. `baseVersion` is 0 for a new document, else the server version the device's edit started
 * from: a write based on an older version than the server's is refused with `document_version_conflict`.
 */
export const documentWrite = z.object({
  id: z.union([id.negative(), serverId]),
  baseVersion: z.number().int().nonnegative(),
  serviceDocumentId: serverId,
  serviceDocumentVersion: recordVersion,
  appointmentId: serverId.nullable(),
  clientId: serverId,
  clientProgramId: serverId.nullable(),
  staffId: serverId,
  organizationId: serverId,
  /** Date only: exactly 10 characters, yyyy-MM-dd, never in the future (spec 2 §5, §7). */
  serviceDate: isoDate,
  /** True for external-signature documents once their pads are captured (spec 2 §7). */
  fullySigned: z.boolean(),
  moduleData: z.array(boundedModuleData).max(DOCUMENT_WRITE_LIMITS.modules),
  signature: documentSignature.nullable(),
  /**
   * When the device started the document (issue 30: what tells drafts apart). Kept from the first write only, and
   * only within the days a device may hold unsent work and not after the server's now; otherwise the server's now.
   */
  startedDate: isoDateTime.optional(),
  /**
   * Issue 31 item 1: the signer's proof, the electronic signature as typed, sent with a write that adds a staff
   * signature (like a password: over the connection only). The server checks it against its slow verifier and
   * stores neither it nor anything derived from it with the document; the device keeps it only inside the
   * encrypted outbox record until the server has acknowledged the write.
   */
  signerProof: z.string().min(1).max(SIGNATURE_MAX_LENGTH).optional(),
  /** Deletes a document of the caller's that is not fully signed; the read sends a tombstone. */
  deleted: z.literal(true).optional(),
});
export type DocumentWrite = z.infer<typeof documentWrite>;

export const documentWriteRequest = z
  .object({ deviceId, resources: z.array(documentWrite).min(1).max(50) })
  .strict();

/**
 * Why a document write was refused, for the device to act on: a conflict or a final document keeps the
 * device's copy for the user to resolve, and so does a change to the content of a document signed and waiting
 * for its next staff signer (issue 16 item 3: the content stays as signed); not found means another
 * organization's or another staff member's document, or none at all (they answer alike); rejected is any other
 * refusal, told by its message.
 */
const documentWriteErrorCodes = [
  'document_version_conflict',
  'document_final',
  'document_signed',
  'document_not_found',
  'document_rejected',
] as const;
const documentWriteErrorCode = z.enum(documentWriteErrorCodes);
export type DocumentWriteErrorCode = z.infer<typeof documentWriteErrorCode>;

/** The catalog message each code's refusal carries (a rejected write names its own reason). */
export const documentWriteErrorMessage: Record<
  Exclude<DocumentWriteErrorCode, 'document_rejected'>,
  MessageKey
> = {
  document_version_conflict: 'documentWrite.versionConflict',
  document_final: 'documentWrite.final',
  document_signed: 'documentWrite.signedContent',
  document_not_found: 'documentWrite.notFound',
};

const documentWriteError = z.object({ code: documentWriteErrorCode, message: z.string(), ...refusalWording });

/**
 * The reply per resource. Accepted: the server id (a temporary id replaced), the new version and the status
 * the server computed and stored. Refused: errors[]; on a version conflict or a final document, `current`
 * carries the server's document so the device can offer "keep mine as a new document" or "take the server's".
 */
export const documentWriteResult = z.object({
  tempId: id,
  id,
  version: z.number().int().nonnegative(),
  documentStatus: documentStatus.nullable(),
  errors: z.array(documentWriteError),
  current: evvDocument.optional(),
});
export type DocumentWriteResult = z.infer<typeof documentWriteResult>;
