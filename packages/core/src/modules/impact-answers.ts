import type { ModuleData } from '../entities/document.ts';
import type { ImpactQuestion } from '../entities/impact-measure.ts';

/** An answer: the chosen value's key (radio, drop-down), the chosen keys (check boxes), or text. */
export type ImpactAnswer = string | string[];
export type ImpactAnswers = ReadonlyMap<string, ImpactAnswer>;

const isAnswer = (value: unknown): value is ImpactAnswer =>
  typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));

/** The impact page's answers from its module data: one entry per question id. Unreadable entries are left out. */
export function readImpactAnswers(fieldData: ModuleData['fieldData']): Map<string, ImpactAnswer> {
  return new Map(
    fieldData
      .filter((entry) => isAnswer(entry.value))
      .map((entry) => [entry.key, entry.value as ImpactAnswer]),
  );
}

export type ImpactControl = 'CHECKBOX' | 'DROPDOWN' | 'TEXTAREA' | 'TEXT' | 'RADIO';

/** spec 2 §3: CHECKBOX, DROPDOWN, TEXTAREA, a text field, and a radio group for anything else. */
export function controlOf(question: ImpactQuestion): ImpactControl {
  const type = (question.controlType ?? '').toUpperCase().replace(/[\s_]/g, '');
  if (type === 'CHECKBOX' || type === 'DROPDOWN' || type === 'TEXTAREA') return type;
  if (type === 'TEXT' || type === 'TEXTFIELD') return 'TEXT';
  return 'RADIO';
}

export const isTextControl = (question: ImpactQuestion): boolean => {
  const control = controlOf(question);
  return control === 'TEXT' || control === 'TEXTAREA';
};

/** An answer in words: text as written, a chosen value by its text, check boxes' texts in the values' order. */
export function impactAnswerText(question: ImpactQuestion, answer: ImpactAnswer | undefined): string {
  if (answer === undefined) return '';
  if (isTextControl(question)) return typeof answer === 'string' ? answer : '';
  const chosen = Array.isArray(answer) ? answer : [answer];
  return question.values
    .filter((value) => chosen.includes(value.key))
    .map((value) => value.text)
    .join(', ');
}

/** True when the answer holds something: a key, at least one key, or text that is not blank. */
export function isAnswered(answer: ImpactAnswer | undefined): boolean {
  if (answer === undefined) return false;
  return Array.isArray(answer) ? answer.length > 0 : answer.trim() !== '';
}

/** spec 2 §4: answering any question sets notAssessed back to N. */
export function answerImpactQuestion(data: ModuleData, questionId: string, answer: ImpactAnswer): ModuleData {
  const others = data.fieldData.filter((entry) => entry.key !== questionId);
  return { ...data, notAssessed: 'N', fieldData: [...others, { key: questionId, value: answer }] };
}

/** spec 2 §4: confirming 'Not assessed at this time' sets notAssessed to Y and removes the answers. */
export function markNotAssessed(data: ModuleData): ModuleData {
  const rest = withoutScores(data);
  return { ...rest, notAssessed: 'Y', fieldData: [] };
}

/** Module data with no total and no sub-totals: a device's figures are never kept as they came. */
export function withoutScores(data: ModuleData): Omit<ModuleData, 'totalScore' | 'subTotal'> {
  const copy = { ...data };
  delete copy.totalScore;
  delete copy.subTotal;
  return copy;
}

/**
 * The answer as the question can hold it: text for text controls, one of its keys for a radio group or
 * drop-down, its keys for check boxes; null when nothing of it fits.
 */
export function fittingAnswer(question: ImpactQuestion, answer: ImpactAnswer): ImpactAnswer | null {
  const control = controlOf(question);
  if (control === 'TEXT' || control === 'TEXTAREA') return typeof answer === 'string' ? answer : null;
  const keys = new Set(question.values.map((value) => value.key));
  if (control === 'CHECKBOX') {
    const chosen = (Array.isArray(answer) ? answer : [answer]).filter((key) => keys.has(key));
    return chosen.length > 0 ? [...new Set(chosen)] : null;
  }
  return typeof answer === 'string' && keys.has(answer) ? answer : null;
}
