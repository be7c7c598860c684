import {
  formatMessage,
  impactAnswerText,
  impactLayout,
  impactSeverities,
  readImpactAnswers,
  type ImpactContext,
  type ImpactMeasure,
  type ModuleData,
  type SeverityBand,
} from '@carevisit/core';
import type { PdfLine } from './render-pdf.ts';

const scoreText = (score: number, band: SeverityBand | null) =>
  band ? formatMessage('impact.severity', { score, band: band.label }) : String(score);

/**
 * An impact page as the PDF prints it, as the page shows it (spec 2 §2, §4): 'Not assessed at this time' when
 * so marked; otherwise each section and question asked, with its answer in words (or 'Not Required based on
 * previous answer(s)'), then the stored sub-totals and total with their severity bands where the page shows
 * them (core's impactSeverities: once the questions a score counts are answered).
 */
export function impactPageLines(data: ModuleData, measure: ImpactMeasure, context: ImpactContext): PdfLine[] {
  if (data.notAssessed === 'Y') return [{ label: formatMessage('impact.notAssessed') }];
  const answers = readImpactAnswers(data.fieldData);
  const layout = impactLayout(measure, answers, context);
  const questions = layout.sections
    .filter(({ visibility }) => visibility !== 'hidden')
    .flatMap(({ section }): PdfLine[] => [
      { label: section.title },
      ...section.questions.flatMap((question): PdfLine[] => {
        const visibility = layout.questions.get(question.questionId)?.visibility ?? 'hidden';
        if (visibility === 'hidden') return [];
        const value =
          visibility === 'notRequired'
            ? formatMessage('impact.notRequired')
            : impactAnswerText(question, answers.get(question.questionId));
        return [{ label: question.questionText, value, indent: 1 }];
      }),
    ]);
  const subTotal = data.subTotal ?? [];
  const scores = { subTotal, totalScore: data.totalScore ?? 0 };
  const bands = impactSeverities(measure, answers, context, scores);
  const totals: PdfLine[] = subTotal.map((row, i) => ({
    label: row.text,
    value: scoreText(row.calculatedScore, bands.subTotals[i] ?? null),
  }));
  if (data.totalScore !== undefined)
    totals.push({ label: formatMessage('impact.total'), value: scoreText(data.totalScore, bands.total) });
  return [...questions, ...totals];
}
