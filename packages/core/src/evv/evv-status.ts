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

export function sandataExceptionText(exceptionId: string): Message {
  const key = SANDATA_EXCEPTIONS[exceptionId as keyof typeof SANDATA_EXCEPTIONS];
  return key ? { key: `evvException.${key}` } : { key: 'evvException.other', params: { code: exceptionId } };
}
