import { useCallback, useEffect, useRef, useState } from 'react';
import { INACTIVITY_COUNTDOWN_TICK_MS, inactivityState, type InactivityRule } from '@carevisit/core';
import { now, nowMillis } from '../../platform/clock.ts';
import type { SharedActivity } from './shared-activity.ts';

/** spec 1 §4: the timer restarts on click, scroll, load and keydown; touchstart is a tap on touch screens. */
const ACTIVITY_EVENTS = ['click', 'scroll', 'load', 'keydown', 'touchstart'] as const;

export interface Inactivity {
  /** Seconds left on the 'Inactivity Warning' countdown, or null while no warning shows. */
  secondsLeft: number | null;
  /** spec 1 §4: Resume restores the session. */
  resume: () => void;
}

/**
 * Watches the user's activity against their security rule (the pure rule decides, from the wall clock). One
 * timer is pending at a time: until the warning is due, then every 500 ms while it counts down. A page shown
 * again is judged at once by the time elapsed while it was hidden. The activity is the session's, shared with
 * the other tabs and kept across page loads (issue 17): a reload does not restart the timer, and a user busy
 * in another tab is not logged off here.
 */
export function useInactivity(
  rule: InactivityRule,
  activity: SharedActivity,
  onLogOff: () => void,
): Inactivity {
  const { autoLogoffInterval, resumeInterval } = rule;
  const warning = useRef(false);
  const logOff = useRef(onLogOff);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    logOff.current = onLogOff;
  }, [onLogOff]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let loggedOff = false;
    const evaluate = () => {
      clearTimeout(timer);
      if (loggedOff) return;
      const state = inactivityState(new Date(activity.last()), now(), {
        autoLogoffInterval,
        resumeInterval,
      });
      switch (state.kind) {
        case 'active':
          warning.current = false;
          setSecondsLeft(null);
          timer = setTimeout(evaluate, state.warnInMs);
          break;
        case 'warn':
          warning.current = true;
          setSecondsLeft(state.secondsLeft);
          timer = setTimeout(evaluate, Math.min(INACTIVITY_COUNTDOWN_TICK_MS, state.logOffInMs));
          break;
        case 'logOff':
          loggedOff = true;
          logOff.current();
          break;
      }
    };
    // Activity no longer counts once the warning shows: only Resume restores the session. 'load' is the page's
    // own: an image or script that finishes loading while the user is away is not the user.
    const onActivity = (event: Event) => {
      if (event.type === 'load' && event.target !== window && event.target !== document) return;
      if (!warning.current) activity.note(nowMillis());
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') evaluate();
    };
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
    document.addEventListener('visibilitychange', onVisibility);
    // Another tab's activity (or its Resume) may end this tab's warning, or push its timer on.
    const unsubscribe = activity.subscribe(evaluate);
    evaluate();
    return () => {
      clearTimeout(timer);
      unsubscribe();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [autoLogoffInterval, resumeInterval, activity]);

  const resume = useCallback(() => {
    activity.note(nowMillis(), true);
    warning.current = false;
    setSecondsLeft(null);
  }, [activity]);

  return { secondsLeft, resume };
}
