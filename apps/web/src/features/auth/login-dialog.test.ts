import { describe, expect, it } from 'vitest';
import { LoginError } from '../../data/index.ts';
import { loginErrorDialog } from './login-dialog.ts';

describe('loginErrorDialog (spec 1 §8)', () => {
  it('gives a wrong password the Login dialog', () => {
    expect(loginErrorDialog(new LoginError(400, 'invalid_grant', 'x', null))).toEqual({
      title: 'login.loginDialogTitle',
      message: { key: 'login.loginFailed' },
    });
  });

  it("titles a refused privilege 'Privilege Required' and says EVV for Mobile", () => {
    const error = new LoginError(403, 'access_denied', 'Privilege Required: Mobile app not allowed.', null);
    expect(loginErrorDialog(error)).toEqual({
      title: 'login.privilegeRequiredTitle',
      message: { text: 'Privilege Required: EVV app not allowed.' },
    });
  });

  it('shows other errors as title and description, and a bare status as Login Error Response', () => {
    expect(loginErrorDialog(new LoginError(400, 'odd_error', 'Something odd.', null))).toEqual({
      title: { text: 'odd_error' },
      message: { text: 'Something odd.' },
    });
    expect(loginErrorDialog(new LoginError(418, null, null, null), "I'm a teapot")).toEqual({
      title: 'login.loginErrorResponse',
      message: { text: "I'm a teapot 418" },
    });
  });

  it('gives missing security rules their own dialog', () => {
    expect(loginErrorDialog(new LoginError(403, 'security_rules_missing', 'x', null)).title).toBe(
      'login.securityRulesTitle',
    );
  });
});
