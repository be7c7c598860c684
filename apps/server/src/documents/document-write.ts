import { and, eq } from 'drizzle-orm';
import {
  canDeleteDocument,
  contentHash,
  signedPadsChanged,
  addedPadRoleError,
  stampedSignature,
  type DocumentStatus,
  type DocumentWrite,
  type DocumentWriteResult,
  type TemplateModule,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { documents } from '../db/schema/index.ts';
import { findReceipt, lockReceipt, receiptFor, storeReceipt, type ReceiptKey } from '../write/receipts.ts';
import { checkTemplateChoosable } from './document-choice.ts';
import { checkContent, withStoredSignatureImages } from './document-content.ts';
import { checkModulePages } from './document-pages.ts';
import { checkReferences, type DocumentCaller } from './document-references.ts';
import { documentStartedAt } from './document-started.ts';
import { DocumentRefused, refusalResult } from './document-refusal.ts';
import { checkSignerProof, type ProofOutcome } from '../credentials/signer-proof.ts';
import { checkSignerProofOf } from './signer-proof-refusal.ts';
import { documentScope } from './document-scope.ts';
import { sameDocumentContent } from './same-content.ts';
import { isSignedRow, recordSignings, signedFieldsOf } from './signing-audit.ts';
import { findTemplateVersion, type TemplateVersion } from './template-versions.ts';

type DocumentRow = typeof documents.$inferSelect;
export type DocumentWriteContext = DocumentCaller & { deviceId: string };

const accepted = (input: DocumentWrite, row: DocumentRow): DocumentWriteResult => ({
  tempId: input.id,
  id: row.id,
  version: row.version,
  documentStatus: row.documentStatus as DocumentStatus,
  errors: [],
});

/**
 * POST /evv/write/document (spec 2 §7). In one transaction per document: a temporary id is created once
 * (its receipt, under a lock, answers a resend); a server id is updated only from the version it was based
 * on (the row is locked, so of two concurrent writes from one version exactly one wins and the other gets
 * the conflict); a fully signed document is final; `deleted` leaves a tombstone.
 */
export async function writeDocument(
  ctx: DocumentWriteContext,
  sent: DocumentWrite,
): Promise<DocumentWriteResult> {
  const receipt = receiptFor({ staffId: ctx.principal.staffId, deviceId: ctx.deviceId }, 'document', sent.id);
  try {
    const { signerProof, ...input } = sent.deleted ? sent : withStoredSignatureImages(sent);
    // Outside the document's transaction: a wrong try stays counted when the write is refused for it.
    const proof =
      signerProof === undefined
        ? undefined
        : await checkSignerProof(ctx.db, ctx.principal.staffId, signerProof, ctx.now);
    return await ctx.db.transaction(async (tx) => {
      if (receipt) await lockReceipt(tx, receipt);
      const created = receipt ? await findReceipt(tx, receipt) : undefined;
      const id = input.id > 0 ? input.id : created;
      // A resend of a document made on this device continues from the version its first send created.
      const baseVersion = input.id > 0 ? input.baseVersion : 1;
      if (input.deleted) return deleteDocument(tx, ctx, input, id, baseVersion);
      if (id === undefined) return createDocument(tx, ctx, input, receipt!, proof);
      return updateDocument(tx, ctx, input, id, baseVersion, proof);
    });
  } catch (error) {
    if (error instanceof DocumentRefused) return refusalResult(sent, error);
    throw error;
  }
}

async function createDocument(
  tx: Database,
  ctx: DocumentWriteContext,
  input: DocumentWrite,
  receipt: ReceiptKey,
  proof: ProofOutcome | undefined,
) {
  const template = pinnedTemplate(input, await findPinnedVersion(tx, ctx, input));
  const organizationId = await checkReferences(tx, ctx, input, undefined);
  await checkTemplateChoosable(tx, ctx, input, template, organizationId);
  const content = checkContent(ctx.principal.staffId, input, template, undefined);
  const pages = await checkModulePages(tx, ctx.principal.accountId, input, template.modules, ctx.now);
  if (pages.refusal) throw pages.refusal;
  checkSignerProofOf(undefined, pages.written, ctx.principal.staffId, proof);
  const startedAt = documentStartedAt(input.startedDate, ctx.now);
  const author = { staffId: ctx.principal.staffId, signature: null };
  const written = withServerSignature(pages.written, author, await contentHash(pages.written), {
    now: ctx.now,
    startedAt,
  });
  const [row] = await tx
    .insert(documents)
    .values({
      accountId: ctx.principal.accountId,
      serviceDocumentId: template.serviceDocumentId,
      serviceDocumentVersion: template.version,
      version: 1,
      clientId: input.clientId,
      staffId: ctx.principal.staffId,
      organizationId,
      documentName: template.description,
      documentCode: template.code,
      startedAt,
      ...writtenValues(written),
      ...content,
    })
    .returning();
  await storeReceipt(tx, receipt, row!.id);
  await recordSignings(tx, signer(ctx), undefined, row!);
  return accepted(input, row!);
}

async function updateDocument(
  tx: Database,
  ctx: DocumentWriteContext,
  input: DocumentWrite,
  id: number,
  baseVersion: number,
  proof: ProofOutcome | undefined,
) {
  const stored = await lockedDocument(tx, ctx, id);
  if (!stored || stored.deletedAt) throw DocumentRefused.because('document_not_found');
  const pinned = await findPinnedVersion(tx, ctx, input);
  const pinnedModules = (pinned.template?.modules ?? []) as TemplateModule[];
  const pages = await checkModulePages(tx, ctx.principal.accountId, input, pinnedModules, ctx.now);
  // The same content sent again (a reply lost on the way back) is answered as stored, not a conflict, even
  // when that write made the document final: its form pages are compared as the first send stored them.
  if (sameDocumentContent(stored, pages.written)) return accepted(input, stored);
  if (stored.fullySigned) throw DocumentRefused.because('document_final', stored);
  const hash = await contentHash(pages.written);
  // Issue 16 item 3, issue 31 item 2: what a signature vouches for (the content, the external pads) stays as
  // signed; only further signatures may be added.
  if (
    isSignedRow(stored) &&
    (hash !== (await contentHash(signedFieldsOf(stored))) ||
      signedPadsChanged(stored, pages.written.signature))
  ) {
    throw DocumentRefused.because('document_signed', stored);
  }
  if (baseVersion !== stored.version) throw DocumentRefused.because('document_version_conflict', stored);
  if (
    input.serviceDocumentId !== stored.serviceDocumentId ||
    input.serviceDocumentVersion !== stored.serviceDocumentVersion
  ) {
    throw DocumentRefused.rejected({ key: 'documentWrite.templateChanged' });
  }
  const template = pinnedTemplate(input, pinned);
  await checkReferences(tx, ctx, input, stored);
  const content = checkContent(ctx.principal.staffId, input, template, stored);
  if (pages.refusal) throw pages.refusal;
  checkSignerProofOf(stored, pages.written, stored.staffId, proof);
  const written = withServerSignature(pages.written, stored, hash, {
    now: ctx.now,
    startedAt: stored.startedAt,
  });
  const [row] = await tx
    .update(documents)
    .set({ ...writtenValues(written), ...content, version: stored.version + 1 })
    .where(and(eq(documents.id, stored.id), eq(documents.version, stored.version)))
    .returning();
  if (!row) throw DocumentRefused.because('document_version_conflict', await lockedDocument(tx, ctx, id));
  await recordSignings(tx, signer(ctx), stored, row);
  return accepted(input, row);
}

async function deleteDocument(
  tx: Database,
  ctx: DocumentWriteContext,
  input: DocumentWrite,
  id: number | undefined,
  baseVersion: number,
): Promise<DocumentWriteResult> {
  // A document made on the device and never stored: there is nothing to delete.
  if (id === undefined)
    return { tempId: input.id, id: input.id, version: 0, documentStatus: null, errors: [] };
  const stored = await lockedDocument(tx, ctx, id);
  if (!stored) throw DocumentRefused.because('document_not_found');
  if (stored.deletedAt) return accepted(input, stored); // deleted before: a resend
  if (stored.fullySigned) throw DocumentRefused.because('document_final', stored);
  if (baseVersion !== stored.version) {
    throw DocumentRefused.because('document_version_conflict', stored);
  }
  if (!canDeleteDocument(stored as Parameters<typeof canDeleteDocument>[0], ctx.principal.staffId)) {
    throw DocumentRefused.rejected({ key: 'documentWrite.deleteNotAllowed' });
  }
  const [row] = await tx
    .update(documents)
    .set({ deletedAt: ctx.now, version: stored.version + 1 })
    .where(eq(documents.id, stored.id))
    .returning();
  return accepted(input, row!);
}

const signer = (ctx: DocumentWriteContext) => ({
  staffId: ctx.principal.staffId,
  accountId: ctx.principal.accountId,
  now: ctx.now,
});

/** The document, locked until the transaction ends, if the caller may see it (spec 2 §6). */
async function lockedDocument(tx: Database, ctx: DocumentWriteContext, id: number) {
  const [row] = await tx
    .select()
    .from(documents)
    .where(
      and(eq(documents.id, id), documentScope({ db: tx, principal: ctx.principal, scopeIds: ctx.scopeIds })),
    )
    .for('update');
  return row;
}

/** The template version the write names, if the caller may use it. */
function findPinnedVersion(tx: Database, ctx: DocumentWriteContext, input: DocumentWrite) {
  return findTemplateVersion(
    tx,
    { accountId: ctx.principal.accountId, scopeIds: ctx.scopeIds },
    input.serviceDocumentId,
    input.serviceDocumentVersion,
  );
}

function pinnedTemplate(
  input: DocumentWrite,
  found: Awaited<ReturnType<typeof findTemplateVersion>>,
): TemplateVersion {
  if (!found.templateExists) throw DocumentRefused.rejected({ key: 'documentWrite.templateNotFound' });
  if (!found.template) {
    throw DocumentRefused.rejected({
      key: 'documentWrite.templateVersionNotFound',
      params: { version: input.serviceDocumentVersion },
    });
  }
  return found.template;
}

/**
 * The write with its signature as the server stores it (issue 31 item 2): on what the write adds, the content
 * hash the server computed and a signing time it believes; what the document held stays as it was. A pad it adds
 * must say whose signature it is (item 4).
 */
function withServerSignature(
  input: DocumentWrite,
  stored: Pick<DocumentRow, 'staffId' | 'signature'>,
  hash: string,
  clock: { now: Date; startedAt: Date },
): DocumentWrite {
  if (!input.signature) return input;
  const roleError = addedPadRoleError(stored, input.signature);
  if (roleError) throw DocumentRefused.rejected(roleError);
  const signature = stampedSignature(stored, input.signature, { contentHash: hash, ...clock });
  return { ...input, signature };
}

/** The columns a write sets from what the device sent. */
function writtenValues(input: DocumentWrite) {
  return {
    appointmentId: input.appointmentId,
    clientProgramId: input.clientProgramId,
    serviceDate: input.serviceDate,
    moduleData: input.moduleData,
    signature: input.signature,
    nextStaffId: input.signature?.nextStaffId ?? null,
  };
}
