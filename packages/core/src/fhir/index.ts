// FHIR R4 (SDC) Questionnaires as service-document templates (issue 34): import, export, FHIRPath scoring, and
// a signed document as a QuestionnaireResponse with a Provenance per signature. Pure: the server stores and serves.
export { importQuestionnaire } from './import-questionnaire.ts';
export { exportQuestionnaire } from './export-questionnaire.ts';
export type { ImportedPage, ImportedTemplate, QuestionnaireProblem } from './imported-template.ts';
export { isFhirpathLoaded, loadFhirpath } from './fhirpath-engine.ts';
export { PHQ9_SAFETY_FOLLOW_UP } from './known-codes.ts';
export { questionnaireResponse, type ResponseParty } from './questionnaire-response.ts';
export { signatureProvenance } from './provenance.ts';
export {
  type Provenance as FhirProvenance,
  type QuestionnaireResponse as FhirQuestionnaireResponse,
} from './resources.ts';
