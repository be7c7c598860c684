import type { ModuleDataEntry } from '../src/data/index.ts';
import type { DocumentData } from '../src/data/documents/document-data.ts';

/** A draft service document of client 70 in organization 2 on 2030-01-10, with these pages' data. */
export function draftDocument(moduleData: ModuleDataEntry[]): DocumentData {
  return {
    id: -5,
    version: 0,
    serviceDocumentId: 60,
    serviceDocumentVersion: 1,
    appointmentId: null,
    clientId: 70,
    staffId: 7,
    organizationId: 2,
    clientProgramId: null,
    serviceDate: '2030-01-10',
    documentName: 'Progress Note',
    documentCode: 'PN',
    description: null,
    documentStatus: 'Incomplete',
    fullySigned: false,
    moduleData,
    signature: null,
    pdfUrl: null,
    uploadDate: null,
    changedDate: null,
    deletedDate: null,
  };
}
