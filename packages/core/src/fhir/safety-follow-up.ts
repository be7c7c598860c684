import type { FhirpathTotal, ImpactQuestion, ImpactSection } from '../entities/impact-measure.ts';
import { unusedId, type ImportContext } from './import-context.ts';
import { panelHasSafetyItem, safetyFollowUpText, scoredItemCodes } from './known-codes.ts';

/** Whether the app added the question to an imported measure (a safety follow-up): no item of its Questionnaire. */
export const isFollowUp = (question: ImpactQuestion): boolean => question.followUpOf !== undefined;

/** The required follow-up a safety item asks once answered above 0, as our own PHQ-9 asks it (phq9.safety). */
const followUp = (
  item: ImpactQuestion,
  questionId: string,
  text: string,
  sequence: number,
): ImpactQuestion => ({
  questionId,
  questionText: text,
  sequence,
  controlType: 'TEXTAREA',
  values: [],
  businessRule: { kind: 'answer', questionIds: [item.questionId], operator: 'greaterThan', value: 0 },
  minCheckeable: null,
  nonScoring: 'Y',
  hideFlag: 'N',
  required: true,
  followUpOf: item.questionId,
});

/**
 * An imported measure's sections with its safety items known by LOINC code, whatever their linkIds and texts say
 * (issue 34): an item coded as one, or in the place of one in the panel its total names (scoredItemCodes), raises
 * the safety alert once answered above 0 and asks its required follow-up ('<linkId>.safety'), last in its section.
 * A safety item with no scores could never be above 0, and a PHQ-9 total with no item 9 would raise no alert:
 * both are reported.
 */
export function withSafetyItems(
  sections: readonly ImpactSection[],
  total: FhirpathTotal | undefined,
  ctx: ImportContext,
): ImpactSection[] {
  const scored = sections.flatMap((section) => section.questions).filter((q) => q.nonScoring === 'N');
  const codes = scoredItemCodes(total, scored);
  const codeById = new Map(scored.map((question, i) => [question.questionId, codes[i]!]));
  const taken = new Set(ctx.items.keys());
  let safetyItems = 0;
  const marked = sections.map((section): ImpactSection => {
    let sequence = Math.max(0, ...section.questions.map((question) => question.sequence));
    const followUps: ImpactQuestion[] = [];
    const questions = section.questions.map((question) => {
      const text = safetyFollowUpText(codeById.get(question.questionId) ?? question);
      if (text === undefined) return question;
      safetyItems++;
      if (question.nonScoring === 'Y')
        ctx.report(
          question.questionId,
          'a safety item whose answers have no scores: no answer would raise its alert',
        );
      const id = unusedId(`${question.questionId}.safety`, '.safety', taken);
      taken.add(id);
      followUps.push(followUp(question, id, text, ++sequence));
      return { ...question, safetyAlert: true };
    });
    return { ...section, questions: [...questions, ...followUps] };
  });
  if (total && panelHasSafetyItem(total) && safetyItems === 0)
    ctx.report(
      total.linkId,
      'a total of a panel with a safety item (PHQ-9 item 9, LOINC 44260-8) none of whose items is that item by its code or place: no answer would raise the safety alert',
    );
  return marked;
}
