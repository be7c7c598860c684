import { z } from 'zod';

// The part of FHIR R4 this app reads and writes (issue 34): Questionnaire (with SDC's extensions), the ValueSets
// a Questionnaire contains or names, QuestionnaireResponse and Provenance. Elements outside it are dropped when
// read; the importer names those that change what a form does (import-context.ts checkExtensions, and each item's
// own checks).

const coding = z.object({
  system: z.string().optional(),
  version: z.string().optional(),
  code: z.string().optional(),
  display: z.string().optional(),
});
export type Coding = z.infer<typeof coding>;

const codeableConcept = z.object({ coding: z.array(coding).optional(), text: z.string().optional() });

const expression = z.object({
  name: z.string().optional(),
  language: z.string(),
  expression: z.string().optional(),
  description: z.string().optional(),
  reference: z.string().optional(),
});

/** An extension, with the value types the importer reads; others are kept as they are and not read. */
const extension = z.looseObject({
  url: z.string(),
  valueBoolean: z.boolean().optional(),
  valueInteger: z.number().int().optional(),
  valueDecimal: z.number().optional(),
  valueString: z.string().optional(),
  valueCoding: coding.optional(),
  valueCodeableConcept: codeableConcept.optional(),
  valueExpression: expression.optional(),
});
export type Extension = z.infer<typeof extension>;

const reference = z.object({
  reference: z.string().optional(),
  type: z.string().optional(),
  display: z.string().optional(),
});
export type Reference = z.infer<typeof reference>;

const quantity = z.object({
  value: z.number().optional(),
  unit: z.string().optional(),
  system: z.string().optional(),
  code: z.string().optional(),
});

/** Anything beyond the elements read: present only so the importer can name it. */
const present = z.unknown().optional();

const answerOption = z.object({
  valueInteger: z.number().int().optional(),
  valueDate: z.string().optional(),
  valueTime: z.string().optional(),
  valueString: z.string().optional(),
  valueCoding: coding.optional(),
  valueReference: present,
  initialSelected: z.boolean().optional(),
  extension: z.array(extension).optional(),
  modifierExtension: z.array(z.unknown()).optional(),
});
export type AnswerOption = z.infer<typeof answerOption>;

const enableWhen = z.object({
  question: z.string(),
  operator: z.string(),
  answerBoolean: z.boolean().optional(),
  answerDecimal: z.number().optional(),
  answerInteger: z.number().int().optional(),
  answerDate: z.string().optional(),
  answerDateTime: z.string().optional(),
  answerTime: z.string().optional(),
  answerString: z.string().optional(),
  answerCoding: coding.optional(),
  answerQuantity: present,
  answerReference: present,
});
export type EnableWhen = z.infer<typeof enableWhen>;

const initial = z.object({
  valueBoolean: z.boolean().optional(),
  valueDecimal: z.number().optional(),
  valueInteger: z.number().int().optional(),
  valueDate: z.string().optional(),
  valueDateTime: z.string().optional(),
  valueTime: z.string().optional(),
  valueString: z.string().optional(),
  valueCoding: coding.optional(),
  valueUri: present,
  valueAttachment: present,
  valueQuantity: present,
  valueReference: present,
});
export type Initial = z.infer<typeof initial>;

/** A Questionnaire item; its type is any text here, so an unknown one is named by the importer. */
const questionnaireItem = z.object({
  linkId: z.string().min(1),
  definition: z.string().optional(),
  code: z.array(coding).optional(),
  prefix: z.string().optional(),
  text: z.string().optional(),
  type: z.string(),
  enableWhen: z.array(enableWhen).optional(),
  enableBehavior: z.string().optional(),
  required: z.boolean().optional(),
  repeats: z.boolean().optional(),
  readOnly: z.boolean().optional(),
  maxLength: z.number().int().optional(),
  answerValueSet: z.string().optional(),
  answerOption: z.array(answerOption).optional(),
  initial: z.array(initial).optional(),
  extension: z.array(extension).optional(),
  modifierExtension: z.array(z.unknown()).optional(),
  get item() {
    return z.array(questionnaireItem).optional();
  },
});
export type QuestionnaireItem = z.infer<typeof questionnaireItem>;

const valueSetConcept = z.object({
  code: z.string(),
  display: z.string().optional(),
  extension: z.array(extension).optional(),
});

/** A ValueSet as far as its codes can be listed here: compose.include concepts, or an expansion. */
export const valueSet = z.object({
  resourceType: z.literal('ValueSet'),
  id: z.string().optional(),
  url: z.string().optional(),
  version: z.string().optional(),
  compose: z
    .object({
      include: z.array(
        z.object({
          system: z.string().optional(),
          concept: z.array(valueSetConcept).optional(),
          filter: present,
          valueSet: present,
        }),
      ),
      exclude: present,
    })
    .optional(),
  expansion: z
    .object({
      contains: z
        .array(
          z.object({
            system: z.string().optional(),
            code: z.string().optional(),
            display: z.string().optional(),
            extension: z.array(extension).optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});
export type ValueSet = z.infer<typeof valueSet>;

export const questionnaire = z.object({
  resourceType: z.literal('Questionnaire'),
  id: z.string().optional(),
  url: z.string().optional(),
  version: z.string().optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  status: z.string(),
  description: z.string().optional(),
  code: z.array(coding).optional(),
  /** Contained resources; the importer reads the ValueSets among them. */
  contained: z.array(z.looseObject({ resourceType: z.string() })).optional(),
  extension: z.array(extension).optional(),
  modifierExtension: z.array(z.unknown()).optional(),
  item: z.array(questionnaireItem).optional(),
});
export type Questionnaire = z.infer<typeof questionnaire>;

const responseAnswer = z.object({
  valueBoolean: z.boolean().optional(),
  valueDecimal: z.number().optional(),
  valueInteger: z.number().int().optional(),
  valueDate: z.string().optional(),
  valueDateTime: z.string().optional(),
  valueTime: z.string().optional(),
  valueString: z.string().optional(),
  valueCoding: coding.optional(),
  valueQuantity: quantity.optional(),
  get item() {
    return z.array(responseItem).optional();
  },
});
export type ResponseAnswer = z.infer<typeof responseAnswer>;

const responseItem = z.object({
  linkId: z.string().min(1),
  definition: z.string().optional(),
  extension: z.array(extension).optional(),
  text: z.string().optional(),
  answer: z.array(responseAnswer).optional(),
  get item() {
    return z.array(responseItem).optional();
  },
});
export type ResponseItem = z.infer<typeof responseItem>;

export const questionnaireResponse = z.object({
  resourceType: z.literal('QuestionnaireResponse'),
  id: z.string().optional(),
  questionnaire: z.string().optional(),
  status: z.enum(['in-progress', 'completed', 'amended', 'entered-in-error', 'stopped']),
  subject: reference.optional(),
  authored: z.string().optional(),
  author: reference.optional(),
  item: z.array(responseItem).optional(),
});
export type QuestionnaireResponse = z.infer<typeof questionnaireResponse>;

export const provenance = z.object({
  resourceType: z.literal('Provenance'),
  id: z.string().optional(),
  target: z.array(reference).min(1),
  recorded: z.string(),
  activity: codeableConcept.optional(),
  agent: z
    .array(z.object({ type: codeableConcept.optional(), who: reference, onBehalfOf: reference.optional() }))
    .min(1),
  entity: z
    .array(
      z.object({
        role: z.enum(['derivation', 'revision', 'quotation', 'source', 'removal']),
        what: z.object({
          reference: z.string().optional(),
          identifier: z.object({ system: z.string().optional(), value: z.string() }).optional(),
          display: z.string().optional(),
        }),
      }),
    )
    .optional(),
  signature: z
    .array(
      z.object({
        type: z.array(coding).min(1),
        when: z.string(),
        who: reference,
        targetFormat: z.string().optional(),
        sigFormat: z.string().optional(),
        data: z.string().optional(),
      }),
    )
    .optional(),
});
export type Provenance = z.infer<typeof provenance>;
