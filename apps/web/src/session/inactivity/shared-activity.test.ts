import { describe, expect, it } from 'vitest';
import { ACTIVITY_SHARE_MS, SharedActivity } from './shared-activity.ts';

function tracker(start: number) {
  const shared: number[] = [];
  return { activity: new SharedActivity(start, { share: (at) => shared.push(at) }), shared };
}

describe('SharedActivity (spec 1 §4 Inactivity across reloads and tabs)', () => {
  it('starts from the kept time and shares local activity at most every ACTIVITY_SHARE_MS', () => {
    const { activity, shared } = tracker(10_000);
    expect(activity.last()).toBe(10_000);
    activity.note(10_000 + ACTIVITY_SHARE_MS - 1);
    expect(shared).toEqual([]);
    activity.note(10_000 + ACTIVITY_SHARE_MS);
    expect(shared).toEqual([10_000 + ACTIVITY_SHARE_MS]);
    expect(activity.last()).toBe(10_000 + ACTIVITY_SHARE_MS);
  });

  it('shares Resume at once and never goes back in time', () => {
    const { activity, shared } = tracker(10_000);
    activity.note(10_001, true);
    expect(shared).toEqual([10_001]);
    activity.note(9_000, true);
    expect(activity.last()).toBe(10_001);
    expect(shared).toEqual([10_001]);
  });

  it("takes another tab's later activity, tells its listeners, and ignores an earlier one", () => {
    const { activity, shared } = tracker(10_000);
    let told = 0;
    const unsubscribe = activity.subscribe(() => (told += 1));
    activity.heard(20_000);
    activity.heard(15_000);
    expect(activity.last()).toBe(20_000);
    expect(told).toBe(1);
    // Heard activity is not shared back, and counts as shared for the throttle.
    activity.note(20_000 + ACTIVITY_SHARE_MS - 1);
    expect(shared).toEqual([]);
    unsubscribe();
    activity.heard(40_000);
    expect(told).toBe(1);
  });
});
