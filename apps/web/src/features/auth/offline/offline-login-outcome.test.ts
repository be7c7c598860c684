import { describe, expect, it } from 'vitest';
import { offlineRefusalDialog, usernameFromState } from './offline-login-outcome.ts';

describe('offlineRefusalDialog (spec 1 §8)', () => {
  it("says 'Username and/or Offline PIN is incorrect' for a wrong PIN", () => {
    expect(offlineRefusalDialog({ kind: 'wrongPin', attemptsLeft: 3 })).toEqual({
      title: 'offlineLoginForm.dialogTitle',
      message: { key: 'login.offlineIncorrect' },
    });
  });

  it('says a passkey did not unlock, or cannot unlock here (issue 35)', () => {
    expect(offlineRefusalDialog({ kind: 'wrongPasskey', attemptsLeft: 3 })).toEqual({
      title: 'offlineLoginForm.dialogTitle',
      message: { key: 'passkeys.wrongPasskey' },
    });
    expect(offlineRefusalDialog({ kind: 'unknownPasskey' })).toEqual({
      title: 'offlineLoginForm.dialogTitle',
      message: { key: 'passkeys.cannotUnlock' },
    });
  });

  it('titles a lockout Maximum Login Attempts, with how long login is disabled', () => {
    const message = { key: 'login.loginDisabled', params: { minutes: 3 } } as const;
    expect(offlineRefusalDialog({ kind: 'lockedOut', retryInMs: 180_000, message })).toEqual({
      title: 'login.maximumAttemptsTitle',
      message,
    });
  });

  it('sends a user who never signed in online here to First Time Login', () => {
    expect(offlineRefusalDialog({ kind: 'firstTimeLogin' })).toEqual({
      title: 'login.firstTimeLoginTitle',
      message: { key: 'login.firstTimeLogin' },
    });
  });

  it('refuses a user who is not the previous user of the device', () => {
    expect(offlineRefusalDialog({ kind: 'notPreviousUser' })).toEqual({
      title: 'offlineLoginForm.notPreviousUserTitle',
      message: { key: 'offlineLoginForm.notPreviousUser' },
    });
  });
});

describe('usernameFromState', () => {
  it('takes the username the login page passed, and nothing else', () => {
    expect(usernameFromState({ username: 'clinician' })).toBe('clinician');
    expect(usernameFromState({ username: 42 })).toBe('');
    expect(usernameFromState(null)).toBe('');
    expect(usernameFromState(undefined)).toBe('');
  });
});
