import type { ImpactQuestion, ImpactValue } from '@carevisit/core';

/** Answer values: scored ones carry their score as the key ('0', '1' ...), others their own text. */
export const answerValues = (texts: readonly string[], scored: boolean): ImpactValue[] =>
  texts.map((text, i) => ({ key: scored ? String(i) : text, text, sequence: i + 1 }));

/** A scored radio question unless told otherwise. */
export const impactQuestion = (
  questionId: string,
  sequence: number,
  questionText: string,
  values: ImpactValue[],
  extra: Partial<ImpactQuestion> = {},
): ImpactQuestion => ({
  questionId,
  questionText,
  sequence,
  controlType: 'RADIO',
  values,
  businessRule: null,
  minCheckeable: null,
  nonScoring: 'N',
  hideFlag: 'N',
  ...extra,
});
