import type { EvvSubmission } from '../entities/evv-submission.ts';
import type { Message } from '../messages/format.ts';
import { sandataExceptionText, type EvvStatus } from './evv-status.ts';
import { problemOf } from './readiness.ts';
import type { ReadinessProblem } from './readiness-problem.ts';

/** Where a verified visit stands with the payer, and why (issue 32 item 7). */
export interface VisitStanding {
  status: EvvStatus;
  /** Needs attention: what would make the aggregator reject it, each with the fix the app offers. */
  problems: ReadinessProblem[];
  /** Rejected: the aggregator's reasons in plain words, each saying what to do. */
  reasons: Message[];
}

type Submission = Pick<EvvSubmission, 'sequenceId' | 'status' | 'problems' | 'exceptions'>;

/** The send with the highest SequenceID: where the visit stands now. */
export function latestSubmission<T extends Pick<EvvSubmission, 'sequenceId'>>(
  submissions: readonly T[],
): T | undefined {
  let latest: T | undefined;
  for (const submission of submissions)
    if (!latest || BigInt(submission.sequenceId) > BigInt(latest.sequenceId)) latest = submission;
  return latest;
}

/**
 * Whether the device's own readiness check speaks for the visit: before any send of it, or while the latest waits
 * on the server unchecked (nothing held it yet). Otherwise the server's sends say where it stands, and a device
 * need not run the check at all.
 */
export function deviceCheckSpeaks(submissions: readonly Submission[]): boolean {
  const latest = latestSubmission(submissions);
  return (
    latest === undefined ||
    (latest.status === 'queued' && latest.problems.length === 0 && latest.exceptions.length === 0)
  );
}

const standing = (status: EvvStatus, problems: ReadinessProblem[] = [], reasons: Message[] = []) => ({
  status,
  problems,
  reasons,
});

/**
 * Each reason once: a visit held for a refused client carries the server's exception 0 and then the client record's
 * own exceptions, which the aggregator may give as exception 0 too (a Medicaid id the state does not hold).
 */
function eachOnce(messages: Message[]): Message[] {
  const seen = new Set<string>();
  return messages.filter((message) => {
    const key = JSON.stringify([message.key, message.params ?? {}]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Where a verified visit stands: from the server's sends of it when it has any, else from the device's own
 * readiness check (offline, before the visit reached the server). While the server holds a visit it has not yet
 * checked, the device's check speaks for it; once it has, the server's codes do.
 */
export function visitStanding(
  deviceProblems: readonly ReadinessProblem[],
  submissions: readonly Submission[],
): VisitStanding {
  if (deviceCheckSpeaks(submissions))
    return deviceProblems.length > 0 ? standing('needs_attention', [...deviceProblems]) : standing('ready');
  const latest = latestSubmission(submissions)!;
  const reasons = eachOnce(
    latest.exceptions.map((exception) => sandataExceptionText(exception.id, exception.description)),
  );
  switch (latest.status) {
    case 'accepted':
      return standing('accepted');
    case 'rejected':
      return standing('rejected', [], reasons);
    case 'sent':
    case 'sending':
    case 'unanswered':
      return standing('sent');
    case 'queued':
      if (latest.problems.length > 0) return standing('needs_attention', latest.problems.map(problemOf));
      // Waiting while the aggregator refuses the client or employee it names.
      return standing('rejected', [], reasons);
  }
}
