import { describe, expect, it } from 'vitest';
import { LoginError } from '../../data/index.ts';
import { loginErrorDialog } from './login-dialog.ts';

describe('loginErrorDialog (spec 1 §8)', () => {
  it('gives a wrong password the Login dialog', () => {
    expect(loginErrorDialog(new LoginError(400, 'invalid_grant', { message: 'x' }, null))).toEqual({
      title: 'login.loginDialogTitle',
      message: { key: 'login.loginFailed' },
    });
  });

  it("titles a refused privilege 'Privilege Required' and says EVV for Mobile", () => {
    const older = new LoginError(
      403,
      'access_denied',
      { message: 'Privilege Required: Mobile app not allowed.' },
      null,
    );
    expect(loginErrorDialog(older)).toEqual({
      title: 'login.privilegeRequiredTitle',
      message: { refused: [{ message: 'Privilege Required: EVV app not allowed.' }] },
    });
  });

  it('shows other errors as title and description, and a bare status as Login Error Response', () => {
    expect(loginErrorDialog(new LoginError(400, 'odd_error', { message: 'Something odd.' }, null))).toEqual({
      title: { text: 'odd_error' },
      message: { refused: [{ message: 'Something odd.' }] },
    });
    expect(loginErrorDialog(new LoginError(418, null, null, null), "I'm a teapot")).toEqual({
      title: 'login.loginErrorResponse',
      message: { text: "I'm a teapot 418" },
    });
  });

  it('gives missing security rules their own dialog', () => {
    expect(
      loginErrorDialog(new LoginError(403, 'security_rules_missing', { message: 'x' }, null)).title,
    ).toBe('login.securityRulesTitle');
  });
});
