import { describe, expect, it } from 'vitest';
import { freshDb } from '../testing/test-db.ts';
import { T0 } from '../testing/samples.ts';
import { clearLoginFailures, loginLockOf, recordLoginFailure, recordServerLockout } from './login-lockout.ts';

const MINUTE = 60_000;

describe('local login lockout (spec 1 §4, §8)', () => {
  it('locks after five failures for three minutes, then opens again with the counter reset', async () => {
    const db = freshDb();
    const at = (ms: number) => () => T0 + ms;
    for (let attempt = 1; attempt < 5; attempt++) {
      expect((await recordLoginFailure(db, 'demo', 'caregiver', at(attempt))).kind).toBe('open');
    }
    const locked = await recordLoginFailure(db, 'demo', 'caregiver', at(5));
    expect(locked).toMatchObject({ kind: 'locked', retryInMs: 3 * MINUTE });
    expect(locked.kind === 'locked' && locked.message).toEqual({
      key: 'login.loginDisabled',
      params: { minutes: 3 },
    });
    expect((await loginLockOf(db, 'demo', 'caregiver', at(5 + 3 * MINUTE - 1))).kind).toBe('locked');
    expect((await loginLockOf(db, 'demo', 'caregiver', at(5 + 3 * MINUTE))).kind).toBe('open');
    // The counter starts again: one failure after the lockout does not lock.
    expect((await recordLoginFailure(db, 'demo', 'caregiver', at(4 * MINUTE))).kind).toBe('open');
  });

  it('counts per account and username, and forgets failures after a success', async () => {
    const db = freshDb();
    const now = () => T0;
    for (let attempt = 0; attempt < 5; attempt++) await recordLoginFailure(db, 'demo', 'caregiver', now);
    expect((await loginLockOf(db, 'demo', 'Caregiver ', now)).kind).toBe('locked');
    expect((await loginLockOf(db, 'other', 'caregiver', now)).kind).toBe('open');
    await clearLoginFailures(db, 'demo', 'caregiver');
    expect((await loginLockOf(db, 'demo', 'caregiver', now)).kind).toBe('open');
  });

  it("follows the server's lockout when it reports one", async () => {
    const db = freshDb();
    await recordServerLockout(db, 'demo', 'clinician', 100, () => T0);
    expect(await loginLockOf(db, 'demo', 'clinician', () => T0 + 99_000)).toMatchObject({ kind: 'locked' });
    expect((await loginLockOf(db, 'demo', 'clinician', () => T0 + 100_000)).kind).toBe('open');
  });
});
