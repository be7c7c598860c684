import type { Activity } from '@carevisit/core';
import type { Session } from '../../data/index.ts';
import { useRecords } from './use-records.ts';

/** Activity descriptions by id, for appointment lists (the card names what the visit is for). */
export function useActivityNames(session: Session): ReadonlyMap<number, string> {
  const activities = useRecords<Activity>(session.store, 'activity');
  return new Map((activities ?? []).map((activity) => [activity.activityId, activity.description]));
}
