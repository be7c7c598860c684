import type { ModuleData } from '../entities/document.ts';
import { readImpactAnswers, withoutScores } from './impact-answers.ts';
import { impactScores } from './impact-scoring.ts';
import { checkImpact, impactForStorage, type ImpactModuleContext } from './impact.ts';
import type { ModuleIssue } from './module-check.ts';

/** An impact page of a document write, as the server judges it. */
export interface WrittenImpactModule {
  /** What refuses the write; none when the page may be stored. */
  issues: ModuleIssue[];
  /** The module data to store, with the server's own sub-totals and total. */
  data: ModuleData;
}

/**
 * An impact page as the server takes it on write (spec 2 §3: the server recomputes sub-totals and the total from
 * the answers and stores its own figures). A page confirmed with Next, or any page of a document being signed,
 * is checked as Next checks it, refused for every issue, and stored as impactForStorage says. A draft page is
 * never refused and keeps its answers as sent; its figures, too, are worked out again from them. Either way, a
 * total or sub-total the device sent is never stored.
 */
export function writtenImpactModule(
  data: ModuleData,
  context: ImpactModuleContext,
  signing: boolean,
): WrittenImpactModule {
  if (signing || data.formValidated) {
    return { issues: checkImpact(data, context).messages, data: impactForStorage(data, context) };
  }
  const base = { ...withoutScores(data), measureId: context.measure.id };
  if (data.notAssessed === 'Y') return { issues: [], data: base };
  const scores = impactScores(context.measure, readImpactAnswers(data.fieldData), context);
  return { issues: [], data: { ...base, ...scores } };
}
