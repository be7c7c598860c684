// FHIR R4 (SDC) Questionnaires as service-document templates (issue 34): import, export, FHIRPath scoring, and
// a signed document as a QuestionnaireResponse with a Provenance per signature. Pure: the server stores and serves.
export { importQuestionnaire, type QuestionnaireImportOptions } from './import-questionnaire.ts';
export { exportQuestionnaire, type QuestionnaireExport } from './export-questionnaire.ts';
export type {
  ImportedFormPage,
  ImportedMeasurePage,
  ImportedPage,
  ImportedTemplate,
  QuestionnaireImport,
  QuestionnaireProblem,
} from './imported-template.ts';
export { fhirpathScore, type FhirpathScore } from './score.ts';
export {
  questionnaireResponse,
  type ResponseParty,
  type SignedResponseInput,
} from './questionnaire-response.ts';
export { signatureProvenance, type SignatureProvenanceInput } from './provenance.ts';
export {
  provenance as fhirProvenance,
  questionnaire as fhirQuestionnaire,
  questionnaireResponse as fhirQuestionnaireResponse,
  type Provenance as FhirProvenance,
  type Questionnaire as FhirQuestionnaire,
  type QuestionnaireResponse as FhirQuestionnaireResponse,
} from './resources.ts';
