import { useLiveResult } from './use-live-result.ts';
import type { Session } from '../../data/index.ts';
import { payWeekVisits, type PayWeekVisit } from '../../data/evv/pay-week-visits.ts';

export type { PayWeekVisit } from '../../data/evv/pay-week-visits.ts';

/**
 * "Will I be paid" (issue 32 item 7): the user's verified visits of a week (core weekOfDay: Sunday to Saturday)
 * by date of service in the organization's time zone, by start, with the minutes each bills and where it stands;
 * kept current as sync and the user change them. Undefined while it loads.
 */
export function usePayWeek(
  session: Session,
  weekDays: readonly string[],
  timeZone: string,
): PayWeekVisit[] | undefined {
  const { store, staffId } = session;
  return useLiveResult(
    () => payWeekVisits(store, staffId, weekDays, timeZone),
    [store, staffId, weekDays.join(','), timeZone],
  );
}
