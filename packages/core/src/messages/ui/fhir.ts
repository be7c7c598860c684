// Issue 34: the FHIR calls' refusals (import a Questionnaire, export a template or a signed document).
export const fhirText = {
  fhir: {
    adminRequired: 'Importing a Questionnaire requires the administrator privilege.',
    /** One thing a Questionnaire or template holds that cannot be mapped: the item's linkId, and why. */
    problem: '{item}: {reason}',
    notImported: 'The Questionnaire was not imported: nothing of it was stored.',
    notExportable: 'This template cannot be written as a Questionnaire.',
    notSigned: 'Only a signed document can be exported as a QuestionnaireResponse.',
  },
};
