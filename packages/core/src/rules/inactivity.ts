import type { SecurityRule } from '../entities/security.ts';

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60_000;

/** The two intervals of the user's security rule that drive automatic log-off (spec 1 §3). */
export type InactivityRule = Pick<SecurityRule, 'autoLogoffInterval' | 'resumeInterval'>;

export type InactivityState =
  /** Nothing to show; the warning is due in warnInMs. */
  | { kind: 'active'; warnInMs: number }
  /** The 'Inactivity Warning' countdown: whole seconds left (rounded up) and the exact time left. */
  | { kind: 'warn'; secondsLeft: number; logOffInMs: number }
  | { kind: 'logOff' };

/** autoLogoffInterval is in minutes, resumeInterval in seconds (spec 1 §3). */
export function inactivityTimes(rule: InactivityRule): { warnAfterMs: number; logOffAfterMs: number } {
  const warnAfterMs = rule.autoLogoffInterval * MS_PER_MINUTE;
  return { warnAfterMs, logOffAfterMs: warnAfterMs + rule.resumeInterval * MS_PER_SECOND };
}

/**
 * spec 1 §4 Inactivity: idle for the auto-logoff interval shows the warning with a countdown of the resume
 * interval; reaching 0 logs off. Idle time runs from the last activity on the wall clock, so a page that was
 * hidden (its timers throttled or frozen) is judged on its return by the time elapsed: past the interval it
 * warns, past the interval plus the resume interval it logs off. Being hidden is not activity.
 */
export function inactivityState(lastActivity: Date, now: Date, rule: InactivityRule): InactivityState {
  const idleMs = Math.max(0, now.getTime() - lastActivity.getTime());
  const { warnAfterMs, logOffAfterMs } = inactivityTimes(rule);
  if (idleMs < warnAfterMs) return { kind: 'active', warnInMs: warnAfterMs - idleMs };
  if (idleMs >= logOffAfterMs) return { kind: 'logOff' };
  const logOffInMs = logOffAfterMs - idleMs;
  return { kind: 'warn', secondsLeft: Math.ceil(logOffInMs / MS_PER_SECOND), logOffInMs };
}
