import { configurableForm, type TemplateModule } from '@carevisit/core';
import type { ModuleDataEntry, TemplateData } from '../src/data/index.ts';
import type { DocumentData } from '../src/data/documents/document-data.ts';

const synced = { changedDate: '2030-01-01T00:00:00.000Z', deletedDate: null };

/** A form page of one required text field and an optional text area. */
export const assessmentModule: TemplateModule = {
  moduleId: 1,
  name: 'Assessment',
  order: 1,
  moduleType: 'cf',
  referenceId: 41,
};
export const assessmentForm = configurableForm.parse({
  formId: 41,
  name: 'Assessment',
  fields: [
    {
      id: 'problem',
      name: 'problem',
      type: 'Text Field',
      label: 'Presenting problem',
      order: 1,
      required: true,
    },
    { id: 'notes', name: 'notes', type: 'Text Area', label: 'Notes', order: 2 },
  ],
  rules: [],
  ...synced,
});
export const unfilledAssessment: ModuleDataEntry = {
  moduleId: 1,
  moduleType: 'cf',
  fieldData: [],
  formValidated: false,
};

/** A template of these pages asking for these many external and staff signatures. */
export function templateOf(modules: TemplateModule[], external: number, staff: number): TemplateData {
  return {
    id: 60,
    version: 1,
    setupId: 1,
    description: 'Progress Note',
    code: 'PN',
    modules,
    signatureConfiguration: {
      numberOfExternalSignatures: external,
      numberOfStaffSignatures: staff,
      minimumNumberOfStaffSignatures: staff,
      multipleSignature: false,
    },
    isClientProgram: false,
    canAddDocumentInErc: true,
    isIncludeCarelogicEvv: true,
    ageFrom: 0,
    ageTo: 120,
    organizationId: null,
    ...synced,
  };
}

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
