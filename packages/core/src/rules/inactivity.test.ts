import { describe, expect, it } from 'vitest';
import { SECURITY_RULE_DEFAULTS } from '../constants.ts';
import { inactivityState, inactivityTimes, type InactivityRule } from './inactivity.ts';

// The spec defaults (spec 1 §3, §9): auto logoff after 30 minutes, a resume window of 120 seconds.
const rule: InactivityRule = {
  autoLogoffInterval: SECURITY_RULE_DEFAULTS.autoLogoffInterval,
  resumeInterval: SECURITY_RULE_DEFAULTS.resumeInterval,
};
const lastActivity = new Date('2025-06-10T12:00:00Z');
const after = (ms: number) => new Date(lastActivity.getTime() + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('inactivity (spec 1 §4)', () => {
  it('turns the rule into milliseconds: minutes to the warning, seconds more to the log-off', () => {
    expect(inactivityTimes(rule)).toEqual({ warnAfterMs: 30 * MINUTE, logOffAfterMs: 32 * MINUTE });
  });

  it('stays active until the 30 minutes are over, saying when the warning is due', () => {
    expect(inactivityState(lastActivity, lastActivity, rule)).toEqual({
      kind: 'active',
      warnInMs: 30 * MINUTE,
    });
    expect(inactivityState(lastActivity, after(30 * MINUTE - 1), rule)).toEqual({
      kind: 'active',
      warnInMs: 1,
    });
  });

  it('warns at 30 minutes with a countdown of 120 seconds', () => {
    expect(inactivityState(lastActivity, after(30 * MINUTE), rule)).toEqual({
      kind: 'warn',
      secondsLeft: 120,
      logOffInMs: 120 * SECOND,
    });
  });

  it('counts down in whole seconds, rounding up, so 0 is never shown before the log-off', () => {
    const at = (ms: number) => inactivityState(lastActivity, after(30 * MINUTE + ms), rule);
    expect(at(500)).toMatchObject({ kind: 'warn', secondsLeft: 120 });
    expect(at(1 * SECOND)).toMatchObject({ kind: 'warn', secondsLeft: 119 });
    expect(at(119 * SECOND)).toMatchObject({ kind: 'warn', secondsLeft: 1 });
    expect(at(120 * SECOND - 1)).toMatchObject({ kind: 'warn', secondsLeft: 1, logOffInMs: 1 });
  });

  it('logs off when the countdown reaches 0, at 30 minutes plus 120 seconds, and any time later', () => {
    expect(inactivityState(lastActivity, after(32 * MINUTE), rule)).toEqual({ kind: 'logOff' });
    expect(inactivityState(lastActivity, after(5 * 60 * MINUTE), rule)).toEqual({ kind: 'logOff' });
  });

  it('judges a page shown again by the time elapsed while it was hidden', () => {
    // Hidden right after the last activity and shown again 31 minutes later: the warning, 1 minute left.
    expect(inactivityState(lastActivity, after(31 * MINUTE), rule)).toMatchObject({
      kind: 'warn',
      secondsLeft: 60,
    });
    // Hidden 20 minutes: still within the interval.
    expect(inactivityState(lastActivity, after(20 * MINUTE), rule)).toMatchObject({ kind: 'active' });
    // Hidden past 32 minutes: logged off at once.
    expect(inactivityState(lastActivity, after(32 * MINUTE + 1), rule)).toEqual({ kind: 'logOff' });
  });

  it("follows the user's own rule", () => {
    const strict: InactivityRule = { autoLogoffInterval: 5, resumeInterval: 30 };
    expect(inactivityState(lastActivity, after(5 * MINUTE - 1), strict).kind).toBe('active');
    expect(inactivityState(lastActivity, after(5 * MINUTE), strict)).toMatchObject({
      kind: 'warn',
      secondsLeft: 30,
    });
    expect(inactivityState(lastActivity, after(5 * MINUTE + 30 * SECOND), strict).kind).toBe('logOff');
    // No resume window: straight to the log-off.
    expect(inactivityState(lastActivity, after(5 * MINUTE), { ...strict, resumeInterval: 0 }).kind).toBe(
      'logOff',
    );
  });

  it('treats a clock that went back as no idle time', () => {
    expect(inactivityState(lastActivity, after(-MINUTE), rule)).toEqual({
      kind: 'active',
      warnInMs: 30 * MINUTE,
    });
  });
});
