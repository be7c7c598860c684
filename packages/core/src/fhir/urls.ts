// The code systems and extensions the Questionnaire importer and exporter read and write (FHIR R4 core
// extensions, SDC 3.0).

export const LOINC = 'http://loinc.org';

const CORE = 'http://hl7.org/fhir/StructureDefinition/';
const SDC = 'http://hl7.org/fhir/uv/sdc/StructureDefinition/';

export const EXTENSION = {
  /** An answer's score (R4 core, on answerOption or a ValueSet concept). */
  ordinalValue: `${CORE}ordinalValue`,
  /** An answer's score (the extension that replaced ordinalValue). */
  itemWeight: `${CORE}itemWeight`,
  variable: `${CORE}variable`,
  calculatedExpression: `${SDC}sdc-questionnaire-calculatedExpression`,
  itemControl: `${CORE}questionnaire-itemControl`,
  minLength: `${CORE}minLength`,
} as const;

/**
 * An R4 QuestionnaireResponse item has no code of its own (its Questionnaire item has): this app's extension
 * carries it on each answered item too, so a reader finds an answer's LOINC question without the Questionnaire.
 */
export const ITEM_CODE_EXTENSION = 'urn:carevisit:fhir:questionnaireresponse-item-code';

export const ITEM_CONTROL_SYSTEM = 'http://hl7.org/fhir/questionnaire-item-control';

/** Extensions that change what a form asks, allows or works out, and that no part of a template can hold. */
export const UNMAPPED_EXTENSIONS: Readonly<Record<string, string>> = {
  [`${SDC}sdc-questionnaire-enableWhenExpression`]: 'an enableWhenExpression (rules compare answers only)',
  [`${SDC}sdc-questionnaire-initialExpression`]:
    'an initialExpression (a field starts from a fixed value only)',
  [`${SDC}sdc-questionnaire-answerExpression`]: 'an answerExpression (answers are a fixed list)',
  [`${SDC}sdc-questionnaire-candidateExpression`]: 'a candidateExpression (answers are a fixed list)',
  [`${SDC}sdc-questionnaire-answerOptionsToggleExpression`]:
    'an answerOptionsToggleExpression (answers are a fixed list)',
  [`${CORE}questionnaire-hidden`]: 'questionnaire-hidden (every item of a template is shown)',
  [`${CORE}questionnaire-constraint`]: 'a questionnaire-constraint (only the engine’s own checks apply)',
  [`${CORE}regex`]: 'a regex (only the engine’s data types apply)',
  [`${CORE}minValue`]: 'a minValue (fields hold no bounds)',
  [`${CORE}maxValue`]: 'a maxValue (fields hold no bounds)',
  [`${CORE}maxDecimalPlaces`]: 'maxDecimalPlaces (fields hold no precision)',
  [`${CORE}questionnaire-unitOption`]: 'a unitOption (fields hold no units)',
};
