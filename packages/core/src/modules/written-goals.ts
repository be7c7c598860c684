import type { ModuleData } from '../entities/document.ts';
import {
  checkGoalsAddressed,
  goalsAddressedForStorage,
  type GoalsAddressedContext,
} from './goals-addressed.ts';
import type { ModuleIssue } from './module-check.ts';

/** A goals addressed page of a document write, as the server judges it. */
export interface WrittenGoalsModule {
  /** What refuses the write; none when the page may be stored. */
  issues: ModuleIssue[];
  /** The module data to store: only the plan in effect and the items it shows on the date of service. */
  data: ModuleData;
}

/**
 * A goals addressed page as the server takes it on write, with the treatment plans the server holds for the
 * client. A page confirmed with Next, or any page of a document being signed, is refused for every issue
 * checkGoalsAddressed finds (spec 2 §5). A draft page is never refused. Either way what is stored is what
 * goalsAddressedForStorage keeps, so an item outside the plan in effect on the date of service, a status no
 * longer offered or a control the plan hides never reaches the database.
 */
export function writtenGoalsModule(
  data: ModuleData,
  context: GoalsAddressedContext,
  signing: boolean,
): WrittenGoalsModule {
  const stored = goalsAddressedForStorage(data, context);
  if (!signing && !data.formValidated) return { issues: [], data: stored };
  return { issues: checkGoalsAddressed(data, context).messages, data: stored };
}
