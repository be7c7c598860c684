// The public Questionnaire fixtures (fixtures/fhir, copied from the shared fixtures), byte for byte: Vite's
// ?raw import keeps the enableWhen form's leading byte order mark, as a file read from disk has it.
import hl7Phq9Ordinal from '../../../../../fixtures/fhir/hl7-sdc-phq9-calculatedExpression-ordinal.json?raw';
import hl7EnableWhen from '../../../../../fixtures/fhir/hl7-sdc-test-enablewhen.json?raw';
import lformsPhq9Variables from '../../../../../fixtures/fhir/lforms-phq9-ordinalValue-variables.json?raw';
import lformsPhq9Weight from '../../../../../fixtures/fhir/lforms-phq9-weight-function.json?raw';

export const FIXTURES = {
  'lforms-phq9-ordinalValue-variables.json': lformsPhq9Variables,
  'lforms-phq9-weight-function.json': lformsPhq9Weight,
  'hl7-sdc-phq9-calculatedExpression-ordinal.json': hl7Phq9Ordinal,
  'hl7-sdc-test-enablewhen.json': hl7EnableWhen,
} as const;

export type FixtureName = keyof typeof FIXTURES;

/** A fixture as JSON (a copy each time, for tests that change it). */
export const fixtureJson = (name: FixtureName): Record<string, unknown> =>
  JSON.parse(FIXTURES[name].replace(/^\uFEFF/, '')) as Record<string, unknown>;

/**
 * The external ValueSet the enableWhen form's Scenario 2 names (a sqlonfhir-r4 server's, not reachable from here):
 * the yes / no / asked-but-unknown codes of HL7 v2 table 0532 its text ("Yes/No/Dont know") and its enableWhen
 * codes (Y, ASKU) speak of, given with the import as a server would.
 */
export const YES_NO_DONT_KNOW = {
  resourceType: 'ValueSet',
  url: 'http://sqlonfhir-r4.azurewebsites.net/fhir/ValueSet/a015b6a1ac024dc19baec940be2c1695',
  status: 'active',
  compose: {
    include: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/v2-0532',
        concept: [
          { code: 'Y', display: 'Yes' },
          { code: 'N', display: 'No' },
          { code: 'ASKU', display: "Don't know" },
        ],
      },
    ],
  },
};
