import type { ModuleData } from '../entities/document.ts';
import type { ImpactMeasure } from '../entities/impact-measure.ts';
import type { Message } from '../messages/format.ts';
import { impactAnswerText, readImpactAnswers } from './impact-answers.ts';
import { answerNumber, impactLayout, type ImpactContext } from './impact-visibility.ts';

/**
 * Beyond the spec: a question flagged safetyAlert (PHQ-9 item 9, thoughts of death or self-harm) answered above
 * 0 needs follow-up whatever the total (Kroenke et al. 2001). One alert per such answer, for the page, the
 * signature page and the PDF. A measure not assessed has none.
 */
export function impactSafetyAlerts(
  measure: ImpactMeasure,
  data: ModuleData,
  context: ImpactContext,
): Message[] {
  if (data.notAssessed === 'Y') return [];
  const answers = readImpactAnswers(data.fieldData);
  const alerts: Message[] = [];
  for (const { question, visibility } of impactLayout(measure, answers, context).questions.values()) {
    if (!question.safetyAlert || visibility !== 'shown') continue;
    const answer = answers.get(question.questionId);
    if ((answerNumber(question, answer) ?? 0) <= 0) continue;
    alerts.push({
      key: 'impact.safetyAlert',
      params: { question: question.questionText, answer: impactAnswerText(question, answer) },
    });
  }
  return alerts;
}

/** Every safety alert of a document's impact pages, for the signature page and the PDF. */
export function documentSafetyAlerts(
  moduleData: readonly ModuleData[],
  measures: readonly ImpactMeasure[],
  context: ImpactContext,
): Message[] {
  return moduleData.flatMap((data) => {
    const measure = data.moduleType === 'impact' ? measures.find((m) => m.id === data.measureId) : undefined;
    return measure ? impactSafetyAlerts(measure, data, context) : [];
  });
}
