import type { Message } from '../messages/format.ts';

/** Where a visit stands with the aggregator (issue 32 item 7), each with plain words in `evvStatus.<status>`. */
export const evvStatuses = ['needs_attention', 'ready', 'sent', 'accepted', 'rejected'] as const;
export type EvvStatus = (typeof evvStatuses)[number];

export const evvStatusText = (status: EvvStatus): Message => ({ key: `evvStatus.${status}` });

/** Sandata's exception codes (CT v1.5 appendix 9.4) and the plain words that say what went wrong and what to do. */
const SANDATA_EXCEPTIONS = {
  '0': 'unknownClient',
  '1': 'unknownEmployee',
  '3': 'noInCall',
  '4': 'noOutCall',
  '15': 'unmatchedTelephony',
  '23': 'missingService',
} as const;

/**
 * A Sandata exception in plain words with what to do. What is not one of the table's codes (a field the record got
 * wrong, a batch refused, the server's own 'missing') is said with the words that came with it.
 */
export function sandataExceptionText(exceptionId: string, description = ''): Message {
  const key = SANDATA_EXCEPTIONS[exceptionId as keyof typeof SANDATA_EXCEPTIONS];
  if (key) return { key: `evvException.${key}` };
  if (!/^\d+$/.test(exceptionId) && description !== '')
    return { key: 'evvException.record', params: { detail: description } };
  return { key: 'evvException.other', params: { code: exceptionId } };
}
