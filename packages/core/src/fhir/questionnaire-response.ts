import type { FieldValue } from '../forms/definition.ts';
import type { ImpactAnswer } from '../modules/impact-answers.ts';
import { instantAtMinute } from '../time/wall-clock.ts';
import { fieldTree, itemTypeOf } from './export-forms.ts';
import { responseItemCode, textOf } from './export-measure.ts';
import type { ImportedTemplate } from './imported-template.ts';
import type { QuestionnaireResponse, Reference, ResponseAnswer, ResponseItem } from './resources.ts';
import { measureResponseItems } from './score.ts';

/**
 * Who authored, signed or is the subject of a response: a reference the server makes ('Practitioner/7'), and a
 * name; a person the server keeps no record of (a guardian who signed on the pad) is named only.
 */
export interface ResponseParty {
  readonly reference?: string;
  readonly display?: string;
}

/** A signed document's answers as plain values (the server adapts its rows to this). */
export interface SignedResponseInput {
  readonly id?: string;
  readonly template: ImportedTemplate;
  /** The Questionnaire answered: the template's url when it has one, else this reference. */
  readonly questionnaire?: string;
  /** The stored values (hidden ones are not stored): form fields by field id, measure answers by question id. */
  readonly values: Readonly<Record<string, FieldValue>>;
  /** The measure's total as the server worked it out; none for a template without a measure. */
  readonly totalScore?: number | null;
  /** The client's age on the date of service, for a measure's rules on age. */
  readonly clientAge?: number | null;
  /** When it was signed, an ISO instant with its offset. */
  readonly authored: string;
  readonly author: ResponseParty;
  readonly subject: ResponseParty;
  /** The agency's time zone: a DateTime field holds local time, and FHIR's dateTime needs the instant. */
  readonly timeZone: string;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

const isTexts = (value: FieldValue): value is readonly string[] => Array.isArray(value);
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

function textAnswer(type: string, text: string, timeZone: string): ResponseAnswer {
  switch (type) {
    case 'boolean':
      return { valueBoolean: text === 'Y' };
    case 'integer':
    case 'decimal':
      if (!NUMBER.test(text)) return { valueString: text };
      return type === 'integer' && Number.isInteger(Number(text))
        ? { valueInteger: Number(text) }
        : { valueDecimal: Number(text) };
    case 'date':
      return { valueDate: text };
    case 'time':
      return { valueTime: `${text}:00` };
    case 'dateTime': {
      const local = LOCAL_DATE_TIME.exec(text);
      if (!local) return { valueString: text };
      const instant = instantAtMinute(local[1]!, Number(local[2]) * 60 + Number(local[3]), timeZone);
      return { valueDateTime: instant.toISOString().replace('.000Z', 'Z') };
    }
    default:
      return { valueString: text };
  }
}

/** A field's stored value as answers: a chosen answer's coding where it has a code, else typed by item type. */
function fieldAnswers(
  field: ReturnType<typeof fieldTree>[number]['field'],
  type: string,
  value: FieldValue,
  timeZone: string,
): ResponseAnswer[] {
  const texts: readonly string[] = typeof value === 'string' ? [value] : isTexts(value) ? value : [];
  return texts
    .filter((text) => text.trim() !== '')
    .map((text): ResponseAnswer => {
      const option =
        type === 'choice' || type === 'open-choice' ? field.options.find((o) => o.key === text) : undefined;
      if (option?.code !== undefined)
        return {
          valueCoding: {
            ...(option.system ? { system: option.system } : {}),
            code: option.code,
            display: option.text,
          },
        };
      return textAnswer(type, text, timeZone);
    });
}

function formResponseItems(
  page: Extract<ImportedTemplate['pages'][number], { moduleType: 'cf' }>,
  values: SignedResponseInput['values'],
  timeZone: string,
): ResponseItem[] {
  const itemsOf = ({ field, children }: ReturnType<typeof fieldTree>[number]): ResponseItem[] => {
    const type = itemTypeOf(field);
    const nested = children.flatMap(itemsOf);
    if (type === 'group')
      return nested.length > 0 ? [{ linkId: field.id, ...textOf(field.label), item: nested }] : [];
    const answer =
      type === null || type === 'display'
        ? []
        : fieldAnswers(field, type, values[field.id] ?? null, timeZone);
    const item = { linkId: field.id, ...responseItemCode(field), ...textOf(field.label), answer };
    return [...(answer.length > 0 ? [item] : []), ...nested];
  };
  return fieldTree(page.form).flatMap(itemsOf);
}

const impactAnswers = (values: SignedResponseInput['values']) =>
  new Map<string, ImpactAnswer>(
    Object.entries(values).flatMap(([id, value]): [string, ImpactAnswer][] =>
      typeof value === 'string' ? [[id, value]] : isTexts(value) ? [[id, [...value]]] : [],
    ),
  );

export const referenceTo = (party: ResponseParty): Reference => ({
  ...(party.reference === undefined ? {} : { reference: party.reference }),
  ...(party.display === undefined ? {} : { display: party.display }),
});

/**
 * A signed document as a completed QuestionnaireResponse (issue 34): its items nested as the template's
 * Questionnaire nests them, with their LOINC codes' answers as valueCoding where the answer has a code, the
 * measure's total in its item, who authored it, about whom and when. Items with no answer are left out.
 */
export function questionnaireResponse(input: SignedResponseInput): QuestionnaireResponse {
  const { template, values, timeZone } = input;
  const items = template.pages.flatMap((page, i): ResponseItem[] => {
    if (page.moduleType === 'impact')
      return template.measure
        ? measureResponseItems(
            template.measure,
            impactAnswers(values),
            { clientAge: input.clientAge ?? null },
            input.totalScore ?? null,
          )
        : [];
    const pageItems = formResponseItems(page, values, timeZone);
    if (page.linkId === null && i === 0) return pageItems;
    return pageItems.length > 0
      ? [{ linkId: page.linkId ?? `page${i + 1}`, ...textOf(page.name), item: pageItems }]
      : [];
  });
  const questionnaire = template.url ?? input.questionnaire;
  return {
    resourceType: 'QuestionnaireResponse',
    ...(input.id === undefined ? {} : { id: input.id }),
    ...(questionnaire === undefined ? {} : { questionnaire }),
    status: 'completed',
    subject: referenceTo(input.subject),
    authored: input.authored,
    author: referenceTo(input.author),
    item: items,
  };
}
