import { z } from 'zod';
import { serverId, syncedFields } from './common.ts';

/** spec 2 §3: one answer a question offers. A scored question's key is the answer's score ('0' to '3'). */
const impactValue = z.object({
  key: z.string(),
  text: z.string(),
  sequence: z.number().int(),
  /** Issue 34: the answer's code (a LOINC LA-code) and its system, kept from an imported Questionnaire. */
  code: z.string().optional(),
  system: z.string().optional(),
});
export type ImpactValue = z.infer<typeof impactValue>;

const comparison = z.enum(['equals', 'greaterThan', 'atLeast', 'lessThan', 'atMost']);
export type ImpactComparison = z.infer<typeof comparison>;

/**
 * spec 2 §4: a question or section is asked only while its business rule holds; otherwise it is hidden and
 * shows 'Not Required based on previous answer(s)'. An answer rule holds when any of the named earlier
 * questions has a score that compares true; an age rule compares the client's age on the service date.
 */
const impactBusinessRule = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('answer'),
    questionIds: z.array(z.string()).min(1),
    operator: comparison,
    value: z.number(),
  }),
  z.object({ kind: z.literal('age'), operator: comparison, value: z.number().int() }),
]);
export type ImpactBusinessRule = z.infer<typeof impactBusinessRule>;

const impactQuestion = z.object({
  questionId: z.string().min(1),
  questionText: z.string(),
  sequence: z.number().int(),
  /** CHECKBOX, DROPDOWN, TEXTAREA, TEXT; anything else is a radio group (spec 2 §3). */
  controlType: z.string().nullable(),
  values: z.array(impactValue),
  businessRule: impactBusinessRule.nullable(),
  /** For CHECKBOX: the most answers that may be chosen (the spec's name). */
  minCheckeable: z.number().int().positive().nullable(),
  nonScoring: z.enum(['Y', 'N']),
  hideFlag: z.enum(['Y', 'N']),
  /** Beyond the spec: an answer above 0 needs follow-up whatever the total (PHQ-9 item 9). */
  safetyAlert: z.boolean().optional(),
  /**
   * Beyond the spec: must be answered whenever it is asked, scored or not, whatever newLogical says (the safety
   * follow-up a positive PHQ-9 item 9 asks for, which its business rule shows).
   */
  required: z.boolean().optional(),
  /** Issue 34: the question's code (a LOINC code) and its system, kept from an imported Questionnaire. */
  code: z.string().optional(),
  system: z.string().optional(),
  /**
   * Issue 34: a question the app adds to an imported measure, the follow-up of the question with this id (the
   * safety follow-up of PHQ-9 item 9). It is no item of the Questionnaire: its export and a QuestionnaireResponse
   * leave it out, and importing the Questionnaire again adds it again.
   */
  followUpOf: z.string().optional(),
});
export type ImpactQuestion = z.infer<typeof impactQuestion>;

const impactSection = z.object({
  sectionId: z.string().min(1),
  title: z.string(),
  sequence: z.number().int(),
  hideFlag: z.enum(['Y', 'N']),
  businessRule: impactBusinessRule.nullable().optional(),
  questions: z.array(impactQuestion),
  /** Issue 34: the linkId of the Questionnaire group it was imported from; none for the items outside any group. */
  linkId: z.string().optional(),
});
export type ImpactSection = z.infer<typeof impactSection>;

/** A published severity band of a score, inclusive at both ends (e.g. PHQ-9 10-14 Moderate). */
const severityBand = z.object({ from: z.number(), to: z.number(), label: z.string() });
export type SeverityBand = z.infer<typeof severityBand>;

const impactSubTotal = z.object({
  text: z.string(),
  sequence: z.number().int(),
  questionIds: z.array(z.string()),
  severityBands: z.array(severityBand).optional(),
});

/**
 * Issue 34: a total worked out by FHIRPath (an imported Questionnaire's calculatedExpression), the same on the server
 * and the device (fhir/score.ts), with the item it fills, so the measure exports back to its Questionnaire.
 */
const fhirpathTotal = z.object({
  linkId: z.string().min(1),
  text: z.string(),
  /** The R4 type of the item that holds the total. */
  type: z.enum(['decimal', 'integer', 'quantity']),
  code: z.string().optional(),
  system: z.string().optional(),
  /** The section it sits in, and its place among that section's questions (their sequences). */
  sectionId: z.string(),
  sequence: z.number().int(),
  /** SDC variables in scope, in order: each may read those before it. */
  variables: z.array(z.object({ name: z.string().min(1), expression: z.string().min(1) })),
  /** text/fhirpath, evaluated over a QuestionnaireResponse of the answers with %questionnaire set. */
  expression: z.string().min(1),
});
export type FhirpathTotal = z.infer<typeof fhirpathTotal>;

/** impactconfig: a scored measure (spec 2 §3). */
export const impactMeasure = z.object({
  id: serverId,
  longName: z.string(),
  shortName: z.string(),
  instructions: z.string(),
  sections: z.array(impactSection),
  subTotals: z.array(impactSubTotal),
  /** The total: question ids and numbers with + - * / and brackets; none sums every scored answer shown. */
  expression: z.string().nullable(),
  /** When set, every scored question shown must be answered (spec 2 §5). */
  newLogical: z.boolean(),
  fhirpathTotal: fhirpathTotal.optional(),
  ...syncedFields,
});
export type ImpactMeasure = z.infer<typeof impactMeasure>;
/** A measure as configured, before the server gives it an id and a change date. */
export type ImpactMeasureDefinition = Omit<ImpactMeasure, 'id' | 'changedDate' | 'deletedDate'>;
