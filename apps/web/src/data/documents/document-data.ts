import type { DocumentWrite, EvvDocument, ModuleData, ServiceDocument } from '@carevisit/core';

/** A template as the device keeps it: one record per (id, version) (issue 13: drafts keep their version). */
export type TemplateData = ServiceDocument;

/** A module's data as the wizard keeps it (spec 2 §3 Module data entry). */
export type ModuleDataEntry = ModuleData;

/**
 * A service document as the device keeps it: the server's read shape (spec 2 §3), where a document made on
 * the device has a temporary negative id and version 0, plus what the device needs to send it safely.
 */
export type DocumentData = Omit<
  EvvDocument,
  'id' | 'version' | 'changedDate' | 'deletedDate' | 'startedDate'
> & {
  id: number;
  /**
   * The server's version this copy is based on (0 until the server has the document). A read never replaces a
   * copy with unsent changes, so it stays the version the device's edit started from: the write's baseVersion.
   */
  version: number;
  /** Deleted on the device, waiting for the server to delete it too. */
  deleted?: boolean;
  /** The server's copy when the server refused this device's write as based on an older version. */
  serverCopy?: DocumentData | null;
  changedDate: string | null;
  deletedDate: string | null;
  /** When it was started (the device's clock until the server's copy arrives); absent on a copy read before. */
  startedDate?: string;
  /**
   * Issue 31 item 1: the electronic signature as typed for the staff signature this copy adds, kept only inside
   * this encrypted record until the server acknowledges the write, which checks it; then dropped.
   */
  signerProof?: string;
};

/** A new document's module data: one empty entry per template module, in the template's order. */
export function emptyModuleData(template: TemplateData): ModuleDataEntry[] {
  return [...template.modules]
    .sort((a, b) => a.order - b.order)
    .map((module) => ({
      moduleId: module.moduleId,
      moduleType: module.moduleType,
      fieldData: [],
      formValidated: false,
    }));
}

/** The newest version of each template (a new document takes the newest, issue 13). */
export function newestTemplates(templates: readonly TemplateData[]): TemplateData[] {
  const newest = new Map<number, TemplateData>();
  for (const template of templates) {
    const seen = newest.get(template.id);
    if (!seen || seen.version < template.version) newest.set(template.id, template);
  }
  return [...newest.values()];
}

/** The local key of a template version (see local-tables.ts). */
export const templateKey = (id: number, version: number) => `${id}:${version}`;

/** POST /evv/write/document resource (spec 2 §7, issue 13 contract) from the local record. */
export function toDocumentWrite(data: DocumentData): DocumentWrite {
  return {
    id: data.id,
    baseVersion: data.version,
    serviceDocumentId: data.serviceDocumentId,
    serviceDocumentVersion: data.serviceDocumentVersion,
    appointmentId: data.appointmentId,
    clientId: data.clientId,
    clientProgramId: data.clientProgramId,
    staffId: data.staffId,
    organizationId: data.organizationId,
    serviceDate: data.serviceDate,
    fullySigned: data.fullySigned,
    moduleData: data.moduleData,
    signature: data.signature,
    ...(data.startedDate ? { startedDate: data.startedDate } : {}),
    ...(data.signerProof ? { signerProof: data.signerProof } : {}),
    ...(data.deleted ? { deleted: true as const } : {}),
  };
}
